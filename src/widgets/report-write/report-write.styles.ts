import { cssVar, space } from '../../core/theme/tokens';
import { FORM_STYLES } from '../../core/ui/form-styles';
import { REPORT_PRINT_STYLES } from '../../core/ui/report-print.styles';
import { REPORT_RECORD_STYLES } from '../../core/ui/report-record.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

/** Phones first: one column, tables scroll sideways; from 768 px roomier cards. */
export const reportWriteStyles = `${LIST_STYLES}${FORM_STYLES}${REPORT_RECORD_STYLES}
.report-screen { min-width: 0; }
.report { display: flex; flex-direction: column; gap: ${space(2)}; }
.report-head, .report-record, .sections, .history, .grade-card, .returned, .read-only-note {
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  padding: ${space(2)}; margin: 0;
}
.report-title { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; line-height: 1.4; overflow-wrap: anywhere; }
.report-meta { display: flex; flex-wrap: wrap; gap: ${space(0.5)} ${space(1.5)}; margin: 0 0 ${space(1)}; }
.report-status { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: 0; }
.status-mark, .late-mark {
  display: inline-block; padding: 0 ${space(1)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-text')}; border: 1px solid ${cssVar('color-border')};
}
.status-mark--submitted { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.status-mark--graded { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.status-mark--returned { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
.late-mark { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; font-weight: 600; }
.block-title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.sub-title { margin: ${space(1.5)} 0 ${space(0.5)}; font-size: ${cssVar('font-size')}; }
.note { margin: 0; color: ${cssVar('color-muted')}; }
.returned { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.returned p { margin: 0; color: ${cssVar('color-text')}; white-space: pre-wrap; overflow-wrap: anywhere; }
.section-block { padding: ${space(1.5)} 0; border-top: 1px solid ${cssVar('color-border')}; }
.section-block:first-of-type { border-top: 0; padding-top: 0; }
.section-name { margin: 0 0 ${space(0.5)}; font-size: ${cssVar('font-size')}; }
.section-prompt { margin: 0 0 ${space(1)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.word-hint { white-space: nowrap; }
.editor { border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')}; }
.editor:focus-within { border-color: ${cssVar('color-primary')}; box-shadow: 0 0 0 2px ${cssVar('color-bg-soft')}; }
.editor-tools {
  display: flex; flex-wrap: wrap; gap: ${space(0.5)}; padding: ${space(0.5)};
  border-bottom: 1px solid ${cssVar('color-border')}; background: ${cssVar('color-bg-soft')};
  border-radius: ${cssVar('radius')} ${cssVar('radius')} 0 0;
}
.editor-tool {
  min-height: ${space(4.5)}; min-width: ${space(4.5)}; padding: 0 ${space(1)}; font: inherit; font-size: ${cssVar('font-size-small')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
  color: ${cssVar('color-text')}; cursor: pointer;
}
.editor-tool[aria-pressed='true'] { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.editor-tool:disabled { cursor: not-allowed; opacity: 0.6; }
.editor-tool:focus-visible { outline: 2px solid ${cssVar('color-primary')}; outline-offset: 1px; }
.editor-loading { margin: 0; padding: ${space(1.5)}; color: ${cssVar('color-muted')}; }
.report-editor-area {
  min-height: calc(${cssVar('space')} * 16); padding: ${space(1.5)}; outline: none;
  white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;
}
.report-editor-area p { margin: 0 0 ${space(1)}; }
.report-editor-area:focus-visible { outline: 2px solid ${cssVar('color-primary')}; outline-offset: -2px; }
.report-editor-area table { width: 100%; table-layout: fixed; border-collapse: collapse; margin: 0 0 ${space(1)}; }
.report-editor-area td, .report-editor-area th { border: 1px solid ${cssVar('color-border')}; padding: ${space(0.5)}; vertical-align: top; }
.report-editor-area th { background: ${cssVar('color-bg-soft')}; }
.report-editor-area td p, .report-editor-area th p { margin: 0; }
.report-editor-area .selectedCell { background: ${cssVar('color-bg-soft')}; }
.report-editor-area img { max-width: 100%; height: auto; }
.editor-tools--table { border-radius: 0; }
.formula-hint { margin-bottom: ${space(1)}; font-size: ${cssVar('font-size-small')}; }
.formula-preview { margin-top: ${space(1)}; padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; overflow-x: auto; }
.formula-preview .sub-title { margin-top: 0; }
.upload-state { margin: 0; padding: ${space(0.5)} ${space(1.5)}; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')}; display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.upload-state--failed { color: ${cssVar('color-danger-text')}; }
.report-files {
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  padding: ${space(2)}; margin: 0; display: flex; flex-direction: column; gap: ${space(1)}; align-items: flex-start;
}
.remove-file { margin-left: auto; min-height: ${space(4)}; }
.section-text { overflow-wrap: anywhere; }
.section-comment, .grade-comment {
  margin-top: ${space(1)}; padding: ${space(1)} ${space(1.5)}; border-left: 3px solid ${cssVar('color-primary')};
  background: ${cssVar('color-bg-soft')}; border-radius: 0 ${cssVar('radius')} ${cssVar('radius')} 0;
}
.comment-text { margin: ${space(0.5)} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.grade-comment .sub-title { margin-top: 0; }
.write-bar {
  position: sticky; bottom: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)};
  padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.save-state { flex: 1 1 auto; min-width: 0; margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-success-text')}; }
.save-state--saving, .save-state--idle { color: ${cssVar('color-muted')}; }
.save-state--failed { color: ${cssVar('color-danger-text')}; font-weight: 600; }
.submit-report { flex: 1 0 100%; }
.grade-score { margin: 0 0 ${space(1)}; font-size: calc(${cssVar('font-size-large')} * 1.3); font-weight: 700; color: ${cssVar('color-primary-dark')}; }
.grade-note { margin: 0 0 ${space(1)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.rubric-table td, .rubric-table th { white-space: normal; min-width: calc(${cssVar('space')} * 10); }
.history-list { margin: 0; padding: 0; list-style: none; }
.history-item { padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.history-line { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)} ${space(1.5)}; }
.history-number { font-weight: 600; }
.history-time { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.history-toggle { margin-left: auto; min-height: ${space(4)}; }
.history-returned { margin: ${space(0.5)} 0 0; color: ${cssVar('color-warning-text')}; white-space: pre-wrap; overflow-wrap: anywhere; }
.version-body { margin-top: ${space(1)}; padding: ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; }
.confirm {
  width: min(calc(100vw - ${space(4)}), calc(${cssVar('space')} * 60)); padding: ${space(3)};
  border: 0; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')}; color: ${cssVar('color-text')};
}
.confirm::backdrop { background: rgba(31, 35, 41, 0.45); }
.confirm-title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.confirm-empty { font-weight: 600; }
.confirm-problem { color: ${cssVar('color-danger-text')}; }
.confirm-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space(1)}; margin-top: ${space(2)}; }
@container (min-width: 768px) {
  .report-head, .report-record, .sections, .history, .grade-card, .returned, .read-only-note { padding: ${space(3)}; }
  .submit-report { flex: none; min-width: calc(${cssVar('space')} * 20); }
}
.print-report { margin-top: ${space(1)}; }
${REPORT_PRINT_STYLES}`;
