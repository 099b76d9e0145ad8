import { cssVar, space } from '../../core/theme/tokens';

export const loginStyles = `
.panel {
  max-width: calc(${cssVar('space')} * 52); margin: 0 auto; padding: ${space(4)} ${space(3)};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.title { margin: 0 0 ${space(3)}; text-align: center; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.field { display: flex; flex-direction: column; gap: ${space(0.5)}; margin-bottom: ${space(2)}; }
.field label { font-weight: 600; }
.input {
  width: 100%; min-height: ${space(5)}; padding: 0 ${space(1.5)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')};
}
.input:focus-visible { border-color: ${cssVar('color-primary')}; }
.input[aria-invalid='true'] { border-color: ${cssVar('color-danger')}; }
.captcha-row { display: flex; gap: ${space(1)}; align-items: stretch; }
.captcha-row .input { flex: 1; }
.captcha-image {
  flex: none; width: calc(${cssVar('space')} * 15); min-height: ${space(5)}; padding: 0;
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg-soft')}; cursor: pointer; overflow: hidden;
  font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')};
}
.captcha-image img { display: block; width: 100%; height: 100%; object-fit: contain; }
.remember { display: flex; align-items: center; gap: ${space(1)}; margin-bottom: ${space(2)}; }
.error { margin: 0 0 ${space(2)}; color: ${cssVar('color-danger-text')}; }
.field-error { color: ${cssVar('color-danger-text')}; font-size: ${cssVar('font-size-small')}; }
.submit { width: 100%; }
.links { display: flex; justify-content: space-between; margin-top: ${space(2)}; font-size: ${cssVar('font-size-small')}; }
.done { text-align: center; }
`;
