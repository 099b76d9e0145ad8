import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminGradebookStyles = `
${LIST_STYLES}
.class-bar .field { margin: 0; }
.class-picker select { max-width: 100%; }
.card-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.empty-note { display: flex; flex-direction: column; align-items: center; gap: ${space(1.5)}; text-align: center; }
.empty-note p { margin: 0; }
.archived-note, .read-only-note { margin: 0; }
.read-only-note { margin-bottom: ${space(1.5)}; color: ${cssVar('color-muted')}; }
.rules-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(1)}; margin-bottom: ${space(1)}; }
.rules-bar .card-heading { margin: 0; }
.rules-text { margin: 0; }
.unweighed-note { margin: ${space(1)} 0 0; color: ${cssVar('color-warning-text')}; }
.saved-line { margin: ${space(1)} 0 0; }
.gradebook-settings[hidden] { display: none; }
.form-section { margin: 0 0 ${space(2)}; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; min-width: 0; }
.form-section > legend { padding: 0 ${space(0.5)}; font-weight: 600; }
.form-section > .hint { margin: 0 0 ${space(1)}; }
.settings-fields { margin: 0; padding: 0; border: 0; min-width: 0; }
.weight-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(calc(${cssVar('space')} * 28), 1fr)); gap: 0 ${space(2)}; }
.weight-grid .field-hint { overflow-wrap: anywhere; }
.share { font-weight: 600; color: ${cssVar('color-text')}; }
.share[data-unweighed] { color: ${cssVar('color-warning-text')}; }
.choice-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0 ${space(2)}; }
.choice-grid .type-choice { margin-bottom: 0; }
.type-choice .hint { margin: ${space(0.5)} 0 0; }
.type-choice { margin: 0 0 ${space(2)}; padding: 0; border: 0; min-width: 0; }
.type-choice legend { padding: 0; margin-bottom: ${space(0.5)}; font-weight: 600; }
.choice { display: inline-flex; align-items: center; gap: ${space(0.5)}; margin: 0 ${space(2)} ${space(0.5)} 0; min-height: ${space(5.5)}; }
.threshold-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0 ${space(2)}; }
.part-error { margin: ${space(0.5)} 0 0; }
.gradebook-table td.num { font-variant-numeric: tabular-nums; }
.gradebook-table th.item-head { white-space: normal; min-width: calc(${cssVar('space')} * 12); max-width: calc(${cssVar('space')} * 24); vertical-align: bottom; }
.item-title { display: block; overflow-wrap: anywhere; }
.item-meta { display: block; font-weight: 400; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')}; white-space: nowrap; }
.item-head .unweighed { margin-top: ${space(0.5)}; font-weight: 400; }
.gradebook-table .student-number, .gradebook-table .student-name, .gradebook-table .department { white-space: nowrap; }
.not-done { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.final-cell { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: ${space(0.5)}; }
.final-figure { font-weight: 600; }
.gradebook-table .level { white-space: nowrap; }
td.level[data-level='fail'] > span { color: ${cssVar('color-danger-text')}; font-weight: 600; }
.of-total { display: none; }
.stats-scope { margin: 0; }
.stats-subheading { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.stat-figures {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(calc(${cssVar('space')} * 15), 1fr));
  gap: ${space(1.5)}; margin: ${space(1.5)} 0 0;
}
.stat, .level-count { padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; }
.stat dt, .level-count dt { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.stat dd { margin: 0; font-size: ${cssVar('font-size-title')}; font-weight: 600; font-variant-numeric: tabular-nums; }
.level-counts { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: ${space(1)}; margin: 0; }
.level-count dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.item-stats td.num { font-variant-numeric: tabular-nums; }
/* a book wider than its frame scrolls sideways in it: who (姓名) and 总评 / 等级 stay in view */
@media (min-width: 769px) {
  .gradebook-table .student-name, .gradebook-table .final, .gradebook-table .level { position: sticky; z-index: 1; background: ${cssVar('color-bg')}; }
  .gradebook-table th.student-name, .gradebook-table th.final, .gradebook-table th.level { background: ${cssVar('color-bg-soft')}; }
  .gradebook-table .student-name { left: 0; box-shadow: inset -1px 0 0 ${cssVar('color-border')}; }
  .gradebook-table .level { right: 0; width: ${space(11)}; min-width: ${space(11)}; box-sizing: border-box; }
  .gradebook-table .final { right: ${space(11)}; box-shadow: inset 1px 0 0 ${cssVar('color-border')}; }
  .final-cell { flex-wrap: nowrap; white-space: nowrap; }
}
@media (max-width: 900px) {
  .choice-grid { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 768px) {
  .threshold-grid, .level-counts { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .form-section { padding: ${space(1)}; }
  .stat dd { font-size: ${cssVar('font-size-large')}; overflow-wrap: anywhere; }
  .table-wrap table.gradebook-table tbody td[data-label]::before { content: attr(data-label); }
  /* the column headers are read, not shown, on a phone (console-styles.ts): no boxes of their own */
  .gradebook-table thead span { display: contents; }
  .gradebook-table .student-number, .gradebook-table .student-name, .gradebook-table .department, .gradebook-table .level { white-space: normal; }
  .final-cell { justify-content: flex-start; }
  .of-total { display: inline; color: ${cssVar('color-muted')}; }
}
`;
