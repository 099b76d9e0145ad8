import { cssVar, space } from '../../core/theme/tokens';
import { FORM_STYLES } from '../../core/ui/form-styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

/** Phones first: one column; from 768 px the 答题卡 sits beside the question. */
export const quizTakeStyles = `${LIST_STYLES}${FORM_STYLES}
.quiz { min-width: 0; }
.intro, .result, .question, .sheet, .score-card {
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.intro, .result { padding: ${space(2)}; }
.intro-title, .result-title, .paper-title { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; line-height: 1.4; overflow-wrap: anywhere; }
.result-title:focus { outline: none; }
.sub-title { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.kind-mark { padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-text')}; }
.facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space(1)}; margin: ${space(2)} 0; }
.facts div { padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.facts dt { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.facts dd { margin: 0; font-weight: 600; }
.window, .note { margin: ${space(1)} 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.description-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.history-list { margin: 0; padding: 0; list-style: none; }
.history-item { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)} ${space(1.5)}; padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.history-number { font-weight: 600; }
.history-time { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.history-item .view-result { margin-left: auto; min-height: ${space(4)}; }
.problem, .confirm-problem { color: ${cssVar('color-danger-text')}; }
.cannot-start { padding: ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.intro-actions { margin-top: ${space(2)}; }
.start-quiz { width: 100%; }
.paper-bar {
  position: sticky; top: 0; z-index: 2; margin-bottom: ${space(1.5)}; padding: ${space(1)} ${space(1.5)};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  box-shadow: ${cssVar('shadow')};
}
.paper-title { margin: 0; font-size: ${cssVar('font-size')}; }
.bar-status { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)} ${space(1.5)}; margin-top: ${space(0.5)}; }
.countdown { display: inline-flex; align-items: baseline; gap: ${space(0.5)}; font-variant-numeric: tabular-nums; }
.countdown-label { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.countdown-time { font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.countdown--warning .countdown-time { color: ${cssVar('color-danger-text')}; }
.save-state { flex: 1 1 auto; min-width: 0; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-success-text')}; }
.save-state--saving { color: ${cssVar('color-muted')}; }
.save-state--offline, .save-state--refused { color: ${cssVar('color-warning-text')}; font-weight: 600; }
.submit-quiz { margin-left: auto; }
.paper-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space(1.5)}; }
.question { padding: ${space(2)}; }
.progress { margin: 0 0 ${space(0.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.question-title { display: flex; flex-wrap: wrap; align-items: baseline; gap: ${space(0.5)} ${space(1)}; margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; scroll-margin-top: calc(${cssVar('space')} * 14); }
.question-meta { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; }
.stem { margin-bottom: ${space(1.5)}; }
.stem p, .option-text p, .result-block p { margin: 0 0 ${space(0.5)}; }
.options { display: flex; flex-direction: column; gap: ${space(1)}; margin: 0; padding: 0; border: 0; min-width: 0; }
.option {
  display: flex; align-items: flex-start; gap: ${space(1)}; min-height: ${space(5.5)}; padding: ${space(1)} ${space(1.5)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; cursor: pointer;
}
.option:hover { background: ${cssVar('color-bg-soft')}; }
.option.chosen { border-color: ${cssVar('color-primary')}; background: ${cssVar('color-bg-soft')}; }
.option input { flex: none; width: ${space(2.25)}; height: ${space(2.25)}; margin: ${space(0.25)} 0 0; accent-color: ${cssVar('color-primary')}; }
.option-key { flex: none; font-weight: 600; }
.option-text { flex: 1; min-width: 0; line-height: ${cssVar('line-height')}; }
.blanks .field { margin-bottom: ${space(1.5)}; }
.essay textarea { min-height: calc(${cssVar('space')} * 20); }
.question-nav { display: flex; gap: ${space(1)}; margin-top: ${space(2)}; }
.question-nav .xnfz-button { flex: 1; }
.question-nav .xnfz-button[disabled] { cursor: not-allowed; }
.sheet { padding: ${space(1.5)}; }
.sheet-title { display: flex; justify-content: space-between; gap: ${space(1)}; margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.sheet-summary { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; }
.sheet-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(${space(5)}, 1fr)); gap: ${space(0.75)}; margin: 0; padding: 0; list-style: none; }
.sheet-item {
  position: relative; width: 100%; min-height: ${space(5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; color: ${cssVar('color-text')}; cursor: pointer; font-variant-numeric: tabular-nums;
}
.sheet-item.answered { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.sheet-item[aria-current='step'] { outline: 2px solid ${cssVar('color-text')}; outline-offset: 1px; }
.sheet-item[data-unsent]::after {
  content: ''; position: absolute; top: ${space(0.5)}; right: ${space(0.5)}; width: ${space(0.75)}; height: ${space(0.75)};
  border-radius: 50%; background: ${cssVar('color-warning')};
}
.sheet-legend { margin: ${space(1)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
@container (min-width: 768px) {
  .paper-bar { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(2)}; }
  .paper-title { flex: 1 1 auto; min-width: 0; font-size: ${cssVar('font-size-large')}; }
  .bar-status { flex: 0 1 auto; margin-top: 0; }
  .paper-body { grid-template-columns: minmax(0, 1fr) calc(${cssVar('space')} * 32); align-items: start; }
  .sheet { position: sticky; top: calc(${cssVar('space')} * 10); }
  .question { padding: ${space(3)}; }
  .question-nav .xnfz-button { flex: 0 0 auto; min-width: calc(${cssVar('space')} * 14); }
  .question-nav .next-question { margin-left: auto; }
  .intro, .result { padding: ${space(3)}; }
  .facts { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .start-quiz { width: auto; min-width: calc(${cssVar('space')} * 20); }
}
.confirm {
  width: min(calc(100vw - ${space(4)}), calc(${cssVar('space')} * 60)); padding: ${space(3)};
  border: 0; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')}; color: ${cssVar('color-text')};
}
.confirm::backdrop { background: rgba(31, 35, 41, 0.45); }
.confirm-title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.confirm-unanswered { font-weight: 600; }
.confirm-unsent { color: ${cssVar('color-warning-text')}; }
.confirm-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space(1)}; margin-top: ${space(2)}; }
.time-up { flex-direction: column; }
.score-card { margin: ${space(1.5)} 0; padding: ${space(2)}; background: ${cssVar('color-bg-soft')}; }
.score-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: ${space(1)}; margin: 0 0 ${space(1)}; }
.score-label { color: ${cssVar('color-muted')}; }
.score { font-size: ${cssVar('font-size-figure')}; color: ${cssVar('color-primary')}; }
.pass-mark { padding: 0 ${space(1)}; border-radius: ${cssVar('radius')}; font-weight: 600; }
.pass-mark.pass { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.pass-mark.fail { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
.pending-note, .reveal-note { margin: ${space(1)} 0 0; color: ${cssVar('color-warning-text')}; }
.result-list { margin: 0; padding: 0; list-style: none; }
.result-item { padding: ${space(2)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.verdict { padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')}; font-weight: 600; background: ${cssVar('color-bg-soft')}; }
.verdict--right { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.verdict--partial, .verdict--pending { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.verdict--wrong { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
.result-options { display: flex; flex-direction: column; gap: ${space(0.5)}; margin: 0 0 ${space(1)}; padding: 0; list-style: none; }
.result-option { display: flex; gap: ${space(1)}; }
.result-line { margin: ${space(0.5)} 0; overflow-wrap: anywhere; }
.result-block { margin: ${space(1)} 0; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.result-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin-top: ${space(2)}; }
.result-actions a { text-decoration: none; }
`;
