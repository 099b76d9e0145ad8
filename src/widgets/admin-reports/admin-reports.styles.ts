import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';
import { REPORT_PRINT_STYLES } from '../../core/ui/report-print.styles';
import { REPORT_RECORD_STYLES } from '../../core/ui/report-record.styles';

export const adminReportsStyles = `
${LIST_STYLES}
${REPORT_RECORD_STYLES}
.intro { color: ${cssVar('color-muted')}; margin: 0 0 ${space(1.5)}; }
.note { margin: 0 0 ${space(1.5)}; }
.class-picker select { max-width: 100%; }
.bar-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.export-bar { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: 0 0 ${space(1.5)}; }
.state-tabs { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: 0 0 ${space(1.5)}; }
.template-form fieldset.card, .template-form .rubric { margin: 0 0 ${space(2)}; }
.sections > legend, .criterion > legend { font-weight: 600; padding: 0 ${space(0.5)}; }
.rubric h2, .grade-form h2, .report-sections h2, .versions h2 { font-size: ${cssVar('font-size-large')}; margin: 0 0 ${space(1)}; }
.section-row { display: grid; grid-template-columns: auto minmax(0, 1fr) minmax(0, 2fr); gap: 0 ${space(2)}; align-items: start; padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.section-row .checkbox { margin-top: ${space(3.5)}; }
.level-row { display: grid; grid-template-columns: minmax(0, 1fr) ${space(12)} minmax(0, 3fr) auto; gap: 0 ${space(1.5)}; align-items: end; }
.level-row .remove-level { margin-bottom: ${space(2)}; }
.criterion { margin: 0 0 ${space(1.5)}; }
.criterion-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.rubric-total { font-weight: 600; }
.grade-layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: ${space(2)}; align-items: start; }
.report-side > .card { margin-bottom: ${space(2)}; }
.grade-form { position: sticky; top: ${space(1)}; }
.report-section { padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.report-section h3 { font-size: ${cssVar('font-size')}; margin: 0 0 ${space(0.5)}; }
.report-section .section-comment { margin-top: ${space(1)}; }
.report-section .section-comment textarea { min-height: ${space(7)}; }
.section-comment-text { color: ${cssVar('color-warning-text')}; }
.muted { color: ${cssVar('color-muted')}; }
.criterion-choice { border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; margin: 0 0 ${space(1.5)}; padding: ${space(1)} ${space(1.5)}; min-width: 0; }
.criterion-choice legend { font-weight: 600; padding: 0 ${space(0.5)}; }
.level-choice { display: flex; gap: ${space(1)}; align-items: flex-start; padding: ${space(0.5)} 0; min-height: ${space(5.5)}; cursor: pointer; }
.level-choice input { margin-top: ${space(0.5)}; }
.level-text { display: flex; flex-direction: column; }
.level-description { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.grade-extras { border: 0; margin: 0; padding: 0; min-width: 0; }
.score-line { font-weight: 600; margin: ${space(1)} 0; }
.version summary { cursor: pointer; min-height: ${space(5.5)}; display: flex; align-items: center; }
.threshold-picker { max-width: ${space(30)}; }
.similar-pair { margin-bottom: ${space(1.5)}; }
.similar-pair summary { display: flex; flex-wrap: wrap; gap: ${space(1)}; align-items: center; cursor: pointer; min-height: ${space(5.5)}; font-weight: 600; }
.similar-pair summary h2 { font-size: ${cssVar('font-size-large')}; margin: 0; }
.pair-figures { color: ${cssVar('color-muted')}; }
.pair-links { display: flex; flex-wrap: wrap; gap: ${space(2)}; margin-bottom: ${space(1)}; }
.similar-section h3 { font-size: ${cssVar('font-size')}; margin: ${space(1.5)} 0 ${space(0.5)}; }
.side-by-side { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: ${space(2)}; }
.side { padding: ${space(1)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; }
.side-name { margin: 0 0 ${space(0.5)}; font-weight: 600; }
.similar-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.similar-text mark { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
@media (max-width: 1024px) {
  .grade-layout { grid-template-columns: minmax(0, 1fr); }
  .grade-form { position: static; }
}
@media (max-width: 768px) {
  .section-row, .level-row, .side-by-side { grid-template-columns: minmax(0, 1fr); }
  .section-row .checkbox { margin-top: 0; }
  .level-row .remove-level { margin-bottom: ${space(1)}; justify-self: start; }
  .level-row { border-bottom: 1px dashed ${cssVar('color-border')}; padding-bottom: ${space(1)}; margin-bottom: ${space(1)}; }
}
${REPORT_PRINT_STYLES}`;
