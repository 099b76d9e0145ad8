import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminQuestionsStyles = `
${LIST_STYLES}
.bar-actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.course-bar { margin-bottom: ${space(1.5)}; }
.course-picker select { max-width: 100%; }
.actions { flex-wrap: nowrap; align-items: center; white-space: nowrap; }
.stem-cell { max-width: 32em; overflow-wrap: anywhere; }
.hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.type-choice, .key-fields { margin: ${space(2)} 0; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; min-width: 0; }
.type-choice legend, .key-fields legend { padding: 0 ${space(0.5)}; font-weight: 600; }
.choice { display: inline-flex; align-items: center; gap: ${space(0.5)}; margin: 0 ${space(2)} ${space(0.5)} 0; min-height: 44px; }
.option-row { display: flex; align-items: center; gap: ${space(1)}; margin-bottom: ${space(1)}; }
.option-row .option-right { width: 20px; height: 20px; flex: none; }
.option-letter { font-weight: 600; min-width: 1.5em; }
.option-row .option-text { flex: 1; min-width: 0; }
.blank-row { margin-bottom: ${space(1.5)}; }
.blank-head { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin-bottom: ${space(0.5)}; }
.blank-label { font-weight: 600; }
.blank-answers { width: 100%; box-sizing: border-box; }
.blank-number { display: flex; flex-wrap: wrap; gap: ${space(1.5)}; }
.formula-preview { margin: ${space(1)} 0 ${space(2)}; padding: ${space(1)} ${space(1.5)}; border-left: 3px solid ${cssVar('color-border')}; background: ${cssVar('color-bg-soft')}; }
.formula-preview .hint { margin: 0 0 ${space(0.5)}; }
.roster-actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin-top: ${space(1)}; }
.roster-result { margin-top: ${space(1.5)}; }
.import-problem td { color: ${cssVar('color-danger-text')}; }
`;
