import { cssVar, space } from '../../core/theme/tokens';

export const adminImportStyles = `
.intro { margin: 0; line-height: 1.6; }
.file-input { min-height: ${space(5)}; padding: ${space(0.75)}; }
.summary { display: flex; flex-direction: column; gap: ${space(1)}; }
.summary p { margin: 0; }
.summary-line { font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.problems-list { margin: 0; padding-left: ${space(2)}; color: ${cssVar('color-danger-text')}; }
.done { border-color: ${cssVar('color-success-text')}; background: ${cssVar('color-success-bg')}; }
.done p { margin: 0 0 ${space(1.5)}; color: ${cssVar('color-success-text')}; font-weight: 600; }
.import-form { display: flex; flex-direction: column; gap: ${space(1)}; }
`;
