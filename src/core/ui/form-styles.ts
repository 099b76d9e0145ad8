import { cssVar, space } from '../theme/tokens';

/** The look of every form panel (login, register, forgot password, profile, feedback). */
export const FORM_STYLES = `
.panel {
  max-width: calc(${cssVar('space')} * 56); margin: 0 auto; padding: ${space(4)} ${space(3)};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.title { margin: 0 0 ${space(3)}; text-align: center; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.field { display: flex; flex-direction: column; gap: ${space(0.5)}; margin-bottom: ${space(2)}; }
.field > label, .field > .label { font-weight: 600; }
.field-row { display: flex; gap: ${space(1)}; align-items: stretch; }
.input, select.input {
  flex: 1; width: 100%; min-height: ${space(5)}; padding: 0 ${space(1.5)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')};
}
textarea.input { padding: ${space(1)} ${space(1.5)}; min-height: calc(${cssVar('space')} * 15); resize: vertical; }
.input:focus-visible { border-color: ${cssVar('color-primary')}; }
.input[aria-invalid='true'] { border-color: ${cssVar('color-danger')}; }
.field-hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.field-error { color: ${cssVar('color-danger-text')}; font-size: ${cssVar('font-size-small')}; }
.captcha-image {
  flex: none; width: calc(${cssVar('space')} * 15); min-height: ${space(5)}; padding: 0;
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg-soft')}; cursor: pointer; overflow: hidden;
  font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')};
}
.captcha-image img { display: block; width: 100%; height: 100%; object-fit: contain; }
.choices { display: flex; flex-wrap: wrap; gap: ${space(2)}; border: 0; margin: 0 0 ${space(2)}; padding: 0; }
.choices legend { font-weight: 600; margin-bottom: ${space(0.5)}; padding: 0; }
.choice { display: inline-flex; align-items: center; gap: ${space(0.5)}; }
.remember { display: flex; align-items: center; gap: ${space(1)}; margin-bottom: ${space(2)}; }
.error { margin: 0 0 ${space(2)}; color: ${cssVar('color-danger-text')}; }
.success { margin: 0 0 ${space(2)}; color: ${cssVar('color-success-text')}; }
.submit { width: 100%; }
.links { display: flex; justify-content: space-between; gap: ${space(1)}; margin-top: ${space(2)}; font-size: ${cssVar('font-size-small')}; }
.done { text-align: center; }
`;
