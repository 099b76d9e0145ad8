import { cssVar, space } from '../../theme/tokens';
import { FORM_STYLES } from '../form-styles';

/** The most columns a console list has (their names are shown on a phone, see console-table.tsx). */
const MOST_COLUMNS = 16;

/**
 * On a phone a console list's rows are cards: one cell under another, each after its column's
 * name, so the row's actions are in reach without scrolling sideways.
 */
const PHONE_CARDS = `
.table-wrap table, .table-wrap tbody, .table-wrap tr, .table-wrap td { display: block; width: auto; }
.table-wrap thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.table-wrap tbody tr {
  margin-bottom: ${space(1.5)}; padding: ${space(1)} ${space(1.5)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.table-wrap tbody td {
  display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 5fr); gap: ${space(1)};
  padding: ${space(0.5)} 0; border: 0; white-space: normal; overflow-wrap: anywhere; text-align: left;
}
.table-wrap tbody td::before { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
/* a cell of several parts (a badge, a link, a note under it) keeps them all beside its name */
.table-wrap tbody td > * { grid-column: 2; justify-self: start; }
${Array.from(
  { length: MOST_COLUMNS },
  (_, i) =>
    `.table-wrap tbody td:nth-child(${i + 1})::before { content: var(--cell-label-${i + 1}, ""); }`,
).join('\n')}
`;

/** A console dialog (console-dialog.tsx) and its buttons: also for screens without CONSOLE_STYLES. */
export const DIALOG_STYLES = `
.card {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.dialog-backdrop {
  position: fixed; inset: 0; z-index: ${cssVar('z-overlay')}; display: flex; align-items: center; justify-content: center;
  padding: ${space(2)}; background: ${cssVar('color-overlay')};
}
.dialog { max-width: calc(${cssVar('space')} * 60); width: 100%; }
.dialog h2 { margin-top: 0; font-size: ${cssVar('font-size-large')}; }
.form-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.xnfz-button--danger { background: ${cssVar('color-bg')}; color: ${cssVar('color-danger-text')}; border-color: ${cssVar('color-danger')}; }
.xnfz-button--danger:hover { background: ${cssVar('color-bg-soft')}; }
`;

/** The look every console screen shares: heading bar, filter bar, tables, badges, forms, dialogs. */
/** An editor's 预览 panel: framed apart from the form, its heading quieter than the form's. */
export const PREVIEW_STYLES = `
.preview { border: 2px dashed ${cssVar('color-border')}; }
.preview-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; color: ${cssVar('color-muted')}; }
`;

export const CONSOLE_STYLES = `
${FORM_STYLES}
${DIALOG_STYLES}
.screen { display: flex; flex-direction: column; gap: ${space(2)}; }
.bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(1.5)}; }
.bar-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.version-history h2 { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.version-history .card { box-shadow: none; padding: 0; border: 0; }
.version-history tr.is-current td { background: ${cssVar('color-bg-soft')}; }
.version-compare { margin-top: ${space(2)}; }
.version-compare .bar-actions { align-items: flex-end; }
.version-compare .bar-actions .field { margin: 0; }
.version-compare h3 { margin: 0; font-size: ${cssVar('font-size')}; }
.version-diff-count { margin: ${space(1)} 0 0; color: ${cssVar('color-muted')}; }
.heading { margin: 0; font-size: ${cssVar('font-size-title')}; }
/* a per-class screen of an account that manages no class (class-chooser.tsx) */
.no-classes { display: flex; flex-direction: column; align-items: center; gap: ${space(1.5)}; text-align: center; }
.no-classes p { margin: 0; }
.field > .input { flex: none; }
a.xnfz-button { text-decoration: none; }
.heading .badge { margin-left: ${space(1)}; font-size: ${cssVar('font-size-small')}; font-weight: 400; vertical-align: middle; }
.filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1.5)}; margin: 0; padding: 0; border: 0; }
.card.filters { padding: ${space(2)}; border: 1px solid ${cssVar('color-border')}; }
.filters .field { margin: 0; min-width: calc(${cssVar('space')} * 16); }
.filters .field.grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 600; padding-bottom: ${space(1)}; }
th, td { padding: ${space(1)} ${space(1.5)}; border-bottom: 1px solid ${cssVar('color-border')}; text-align: left; vertical-align: top; }
th { background: ${cssVar('color-bg-soft')}; font-weight: 600; white-space: nowrap; }
td.num, th.num { text-align: right; }
.roster-actions .file-input { flex: 1 1 16em; min-width: 0; max-width: 100%; }
.actions { display: flex; flex-wrap: wrap; gap: ${space(0.75)}; }
.actions .xnfz-button { min-height: ${space(4)}; padding: 0 ${space(1.25)}; font-size: ${cssVar('font-size-small')}; }
.badge {
  display: inline-block; padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')};
  font-size: ${cssVar('font-size-small')}; white-space: nowrap; border: 1px solid currentColor;
}
.badge--ok { color: ${cssVar('color-success-text')}; background: ${cssVar('color-success-bg')}; }
.badge--warn { color: ${cssVar('color-warning-text')}; background: ${cssVar('color-warning-bg')}; }
.badge--muted { color: ${cssVar('color-muted')}; background: ${cssVar('color-bg-soft')}; }
.badge--primary { color: ${cssVar('color-on-primary')}; background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; }
.muted { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.block { display: block; }
.bulk-bar { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.bulk-all { display: inline-flex; align-items: center; gap: ${space(0.5)}; min-height: ${space(4)}; }
.bulk-count { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; margin-right: ${space(1)}; }
.select-row, .select-page { width: ${space(2.5)}; height: ${space(2.5)}; }
.form-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 ${space(2)}; }
.form-grid .wide { grid-column: 1 / -1; }
.checkbox { display: inline-flex; align-items: center; gap: ${space(1)}; min-height: ${space(5)}; }
.conflict { border: 1px solid ${cssVar('color-warning')}; background: ${cssVar('color-warning-bg')}; }
.conflict h2 { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; color: ${cssVar('color-warning-text')}; }
.compare { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space(2)}; margin: ${space(2)} 0; }
.compare section { background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; padding: ${space(1.5)}; overflow-wrap: anywhere; }
.compare h3 { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.compare dl { margin: 0; }
.compare dt { font-weight: 600; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.compare dd { margin: 0 0 ${space(1)}; white-space: pre-wrap; }
.compare .changed { background: ${cssVar('color-warning-bg')}; }
.secret { font-family: monospace; font-size: ${cssVar('font-size-large')}; padding: ${space(1)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; user-select: all; }
@media (max-width: 768px) {
  .form-grid, .compare { grid-template-columns: 1fr; }
  .filters .field, .filters .field.grow { min-width: 100%; }
  th, td { padding: ${space(0.75)}; white-space: nowrap; }
  ${PHONE_CARDS}
}
`;
