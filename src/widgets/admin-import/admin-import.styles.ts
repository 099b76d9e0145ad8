import { cssVar, space } from '../../core/theme/tokens';

export const adminImportStyles = `
.intro { margin: 0; line-height: 1.6; }
.file-input { min-height: ${space(5)}; padding: ${space(0.75)}; }
.summary { display: flex; flex-direction: column; gap: ${space(1)}; }
.summary p { margin: 0; }
.summary-line { font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.problems-list, .changes-list { margin: 0; padding-left: ${space(2)}; }
.problems-list { color: ${cssVar('color-danger-text')}; }
.update-existing .checkbox { font-weight: 600; }
.done { border-color: ${cssVar('color-success-text')}; background: ${cssVar('color-success-bg')}; }
.done p { margin: 0 0 ${space(1.5)}; color: ${cssVar('color-success-text')}; font-weight: 600; }
.import-form { display: flex; flex-direction: column; gap: ${space(1)}; }
.shown-rows .xnfz-button[aria-pressed='true'] {
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; border-color: ${cssVar('color-primary')};
}
/* phones: each row is a card of 项目：内容 lines, nothing scrolled out of sight */
@media (max-width: 600px) {
  .import-rows thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .import-rows, .import-rows tbody, .import-rows tr, .import-rows td { display: block; width: auto; }
  .import-rows tr { padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
  .import-rows td { display: flex; gap: ${space(1)}; padding: ${space(0.25)} 0; border: 0; white-space: normal; text-align: left; }
  .import-rows td.num { text-align: left; }
  .import-rows td::before {
    content: attr(data-label); flex: none; min-width: calc(${cssVar('space')} * 6);
    color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')};
  }
  .import-rows td:empty { display: none; }
}
`;
