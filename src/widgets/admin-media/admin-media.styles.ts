import { cssVar, space } from '../../core/theme/tokens';
import { DIALOG_STYLES } from '../../core/ui/admin/console-styles';
import { UPLOAD_PANEL_STYLES } from '../../core/ui/admin/media-styles';

export const adminMediaStyles = `
${UPLOAD_PANEL_STYLES}
${DIALOG_STYLES}
.row-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.media-uses { margin: 0 0 ${space(1)}; padding-left: ${space(2.5)}; }
.media-uses li { margin-bottom: ${space(0.5)}; }
.use-kind { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-text')}; }
.fields { display: flex; flex-wrap: wrap; gap: ${space(2)}; align-items: flex-end; }
.field { display: flex; flex-direction: column; gap: ${space(0.5)}; min-width: 0; }
.field label { font-weight: 600; }
.input {
  min-height: ${space(5)}; padding: ${space(0.5)} ${space(1.5)}; max-width: 100%;
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.filters { display: flex; flex-wrap: wrap; gap: ${space(2)}; align-items: flex-end; margin-bottom: ${space(2)}; }
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: ${cssVar('font-size-small')}; }
caption { text-align: left; font-weight: 600; padding-bottom: ${space(1)}; font-size: ${cssVar('font-size')}; }
th, td { padding: ${space(1)}; border-bottom: 1px solid ${cssVar('color-border')}; text-align: left; vertical-align: middle; }
th { background: ${cssVar('color-bg-soft')}; white-space: nowrap; }
td.name { overflow-wrap: anywhere; min-width: ${space(15)}; }
tr.fresh td { background: ${cssVar('color-success-bg')}; }
.url { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.url code { overflow-wrap: anywhere; font-size: ${cssVar('font-size-small')}; }
.small-button { min-height: ${space(4)}; padding: 0 ${space(1)}; font-size: ${cssVar('font-size-small')}; }
.pager { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(2)}; margin-top: ${space(2)}; }
@media (max-width: 768px) {
  .fields, .filters { flex-direction: column; align-items: stretch; }
  .input { width: 100%; }
  /* one card per file: each value under its column's name */
  table, tbody, tr, td { display: block; width: 100%; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  tr { padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
  td { display: grid; grid-template-columns: calc(${cssVar('space')} * 9) minmax(0, 1fr); gap: ${space(1)}; padding: ${space(0.5)} 0; border: 0; }
  td::before { content: attr(data-label); color: ${cssVar('color-muted')}; }
  td.name { min-width: 0; font-weight: 600; }
}
.replace-note { overflow-wrap: anywhere; }
`;
