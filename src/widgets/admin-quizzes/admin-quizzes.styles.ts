import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminQuizzesStyles = `
${LIST_STYLES}
.class-bar .field { margin: 0; }
.class-picker select { max-width: 100%; }
.empty-quizzes { display: flex; flex-direction: column; align-items: center; gap: ${space(1.5)}; }
.empty-quizzes p { margin: 0; }
.badges { display: inline-flex; flex-wrap: wrap; gap: ${space(0.5)}; }
.title-cell { max-width: 20em; overflow-wrap: anywhere; }
.nowrap { white-space: nowrap; }
.actions a { display: inline-flex; align-items: center; min-height: ${space(4)}; }
.hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.class-line { margin: 0; }
.card-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.form-section { margin: 0 0 ${space(2)}; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; min-width: 0; }
.form-section > legend { padding: 0 ${space(0.5)}; font-weight: 600; font-size: ${cssVar('font-size-large')}; }
.quiz-settings .form-section:last-child { margin-bottom: 0; }
.type-choice { margin: 0 0 ${space(2)}; padding: 0; border: 0; min-width: 0; }
.type-choice legend { padding: 0; margin-bottom: ${space(0.5)}; font-weight: 600; }
.type-choice .hint { margin: ${space(0.5)} 0 0; }
.choice { display: inline-flex; align-items: center; gap: ${space(0.5)}; margin: 0 ${space(2)} ${space(0.5)} 0; min-height: ${space(5.5)}; }
.checks { display: flex; flex-wrap: wrap; gap: 0 ${space(3)}; }
.gate { margin-bottom: ${space(1)}; }
.paper-summary { margin: 0 0 ${space(1.5)}; font-weight: 600; }
.paper-locked { margin: 0 0 ${space(1.5)}; box-shadow: none; border-color: ${cssVar('color-warning')}; background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.paper-subheading { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.paper-empty { margin: 0 0 ${space(1)}; }
.paper-items { margin-bottom: ${space(1.5)}; }
.paper-items .order-body { flex: 1 1 16em; }
.locked-items { list-style: none; margin: 0 0 ${space(1.5)}; padding: 0; display: flex; flex-direction: column; gap: ${space(1)}; }
.paper-item { display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${space(1)} ${space(2)}; }
.paper-item-text { flex: 1 1 16em; min-width: 0; overflow-wrap: anywhere; }
.paper-item-text p { margin: 0; }
.paper-item-n { font-weight: 600; }
.paper-item-score { flex: 0 1 12em; min-width: 8em; }
.paper-item-score .field { margin: 0; }
.paper-item .remove-item { align-self: center; }
.question-picker { margin-top: ${space(1.5)}; display: flex; flex-direction: column; gap: ${space(1.5)}; }
.question-picker .paper-subheading { margin: 0; }
.stem-cell { max-width: 32em; overflow-wrap: anywhere; }
.draw-rule { margin: 0 0 ${space(1.5)}; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; min-width: 0; }
.draw-rule legend { padding: 0 ${space(0.5)}; font-weight: 600; }
.rule-grid { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 0 ${space(1.5)}; }
.rule-grid .field { margin-bottom: ${space(1)}; }
.rule-foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(1)}; }
.rule-available { margin: 0; }
.rule-short { color: ${cssVar('color-warning-text')}; }
.form-foot .muted { margin: 0 0 ${space(1)}; }
.essay-filters { display: flex; flex-direction: column; gap: ${space(1)}; }
.essay-filters .xnfz-tabs { margin: 0; }
.essay-filters .filters { align-items: center; }
.essay-filters select { max-width: 100%; }
.essay-list { display: flex; flex-direction: column; gap: ${space(2)}; }
.essay-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.essay-heading .badge { margin-left: ${space(0.5)}; font-size: ${cssVar('font-size-small')}; font-weight: 400; vertical-align: middle; }
.essay-label { margin: ${space(1)} 0 ${space(0.5)}; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')}; font-weight: 600; }
.essay-question .essay-label:first-child { margin-top: 0; }
.essay-reference { margin: ${space(1)} 0; }
.essay-reference summary { cursor: pointer; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-weight: 600; min-height: ${space(3)}; }
.essay-answer { padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; border-left: 3px solid ${cssVar('color-border')}; }
.essay-grade { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 0 ${space(2)}; margin-top: ${space(1.5)}; align-items: start; }
.essay-grade .form-actions, .essay-grade .error { grid-column: 1 / -1; }
.essay-grade textarea.input { min-height: calc(${cssVar('space')} * 8); }
.essays-done { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin: 0; }
@media (max-width: 900px) {
  .rule-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (max-width: 768px) {
  .rule-grid, .essay-grade { grid-template-columns: minmax(0, 1fr); }
  .paper-item-score { flex: 1 1 100%; }
  .form-section { padding: ${space(1)}; }
}
`;
