import { cssVar, space } from '../core/theme/tokens';

export const adminAppStyles = `
:host { min-height: 100vh; background: ${cssVar('color-bg-soft')}; }
.centered { min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: ${space(2)}; }
.centered > * { width: 100%; }
.forbidden { text-align: center; }
.forbidden .form-actions { justify-content: center; }
.skip { position: absolute; left: ${space(1)}; top: ${space(1)}; z-index: ${cssVar('z-notice')};
  padding: ${space(1)} ${space(2)}; background: ${cssVar('color-bg')}; border: 0; border-radius: ${cssVar('radius')}; cursor: pointer;
  transform: translateY(-300%); }
.skip:focus { transform: none; }
.header {
  display: flex; align-items: center; flex-wrap: wrap; gap: ${space(2)}; min-height: ${cssVar('header-height')};
  padding: 0 ${space(2)}; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.brand { color: inherit; text-decoration: none; font-size: ${cssVar('font-size-large')}; font-weight: 700; }
.account { margin-left: auto; display: flex; align-items: center; flex-wrap: wrap; gap: ${space(1.5)}; }
.header-link {
  color: inherit; background: transparent; border: 1px solid currentColor; border-radius: ${cssVar('radius')};
  padding: ${space(0.5)} ${space(1.25)}; text-decoration: none; cursor: pointer; font-size: ${cssVar('font-size-small')};
}
.header-link:hover { background: ${cssVar('color-primary-dark')}; }
.menu-button {
  display: none; align-items: center; gap: ${space(0.5)}; min-height: ${space(5)}; padding: 0 ${space(1.5)};
  border: 1px solid currentColor; border-radius: ${cssVar('radius')}; background: transparent; color: inherit; cursor: pointer;
}
.body { display: flex; align-items: stretch; min-height: calc(100vh - ${cssVar('header-height')}); }
.side { flex: none; width: calc(${cssVar('space')} * 26); background: ${cssVar('color-bg')}; border-right: 1px solid ${cssVar('color-border')}; }
.side ul { list-style: none; margin: 0; padding: ${space(1)}; }
.side a {
  display: block; padding: ${space(1.25)} ${space(2)}; border-radius: ${cssVar('radius')};
  color: ${cssVar('color-text')}; text-decoration: none;
}
.side a:hover { background: ${cssVar('color-bg-soft')}; }
.side a[aria-current='page'] { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.main { flex: 1; min-width: 0; padding: ${space(3)}; outline: none; }
.screen-element { display: block; }
@media (max-width: 768px) {
  .menu-button { display: inline-flex; }
  .header { padding: ${space(1)} ${space(2)}; gap: ${space(1)}; }
  .account { width: 100%; margin-left: 0; font-size: ${cssVar('font-size-small')}; }
  .body { flex-direction: column; }
  .side { display: none; width: 100%; border-right: 0; border-bottom: 1px solid ${cssVar('color-border')}; }
  .side.open { display: block; }
  .main { padding: ${space(2)} ${space(1.5)}; }
}
@media print {
  :host { min-height: 0; background: none; }
  .skip, .header, .side, xnfz-notice-bar { display: none !important; }
  .body { display: block; min-height: 0; }
  .main { padding: 0; }
}
`;
