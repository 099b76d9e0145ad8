import { cssVar, space } from '../../core/theme/tokens';

export const contactUsStyles = `
.title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.columns { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: ${space(3)}; align-items: start; }
.panel {
  padding: ${space(3)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.section-title {
  margin: 0 0 ${space(2)}; padding-bottom: ${space(1)}; font-size: ${cssVar('font-size-large')};
  border-bottom: 2px solid ${cssVar('color-primary')};
}
.info-list { margin: 0; }
.info-item { display: grid; grid-template-columns: calc(${cssVar('space')} * 10) minmax(0, 1fr); gap: ${space(1)}; padding: ${space(1)} 0; border-bottom: 1px dashed ${cssVar('color-border')}; }
.info-item dt { color: ${cssVar('color-muted')}; }
.info-item dd { margin: 0; overflow-wrap: anywhere; }
.links-title { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.links { display: flex; flex-wrap: wrap; gap: ${space(1)} ${space(2)}; margin: 0; padding: 0; list-style: none; }
.form-intro { margin: 0 0 ${space(2)}; color: ${cssVar('color-muted')}; }
.field { display: flex; flex-direction: column; gap: ${space(0.5)}; margin-bottom: ${space(2)}; }
.field label { font-weight: 600; }
.input {
  width: 100%; min-height: ${space(5)}; padding: ${space(1)} ${space(1.5)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
textarea.input { resize: vertical; line-height: ${cssVar('line-height')}; }
.input:focus-visible { border-color: ${cssVar('color-primary')}; }
.input[aria-invalid='true'] { border-color: ${cssVar('color-danger')}; }
.hint { margin: 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.field-error { margin: 0; color: ${cssVar('color-danger-text')}; font-size: ${cssVar('font-size-small')}; }
.outcome { margin: 0 0 ${space(2)}; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; }
.success { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.refused { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
@container (max-width: 768px) {
  .columns { grid-template-columns: minmax(0, 1fr); gap: ${space(2)}; }
  .panel { padding: ${space(2)}; }
}
`;
