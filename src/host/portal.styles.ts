import { cssVar, space } from '../core/theme/tokens';
import { LOADING_OVERLAY_STYLES } from '../core/ui/loading-overlay';

export const portalStyles = `
:host { min-height: 100vh; background: ${cssVar('color-bg-soft')}; }
.skip { position: absolute; left: ${space(1)}; top: ${space(1)}; z-index: ${cssVar('z-notice')};
  padding: ${space(1)} ${space(2)}; background: ${cssVar('color-bg')}; border-radius: ${cssVar('radius')};
  transform: translateY(-300%); }
.skip:focus { transform: none; }
.header { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.header-inner, .main-inner, .footer-inner {
  max-width: ${cssVar('content-width')}; margin: 0 auto; padding: 0 ${space(2)};
}
.header-inner { display: flex; align-items: center; gap: ${space(2)}; min-height: ${cssVar('header-height')}; }
/* a long site name is what gives way on the desktop row (down to 96 px, with an ellipsis; it stays
   whole in the link's title, the document title and on phones, where it may take two lines) */
.brand {
  display: inline-flex; align-items: center; gap: ${space(1)}; flex: 0 1 auto; min-width: ${space(12)};
  color: inherit; text-decoration: none; font-size: ${cssVar('font-size-large')}; font-weight: 700; white-space: nowrap;
}
.brand-logo { flex: none; width: ${space(5)}; height: ${space(5)}; object-fit: contain; }
.brand-name { overflow: hidden; text-overflow: ellipsis; }
/* the desktop header keeps one row: the links and the login status keep their width (a long
   nickname is cut inside the status at 128 px); the width of 登录 / 注册 is kept before the status
   has drawn, so the header never re-wraps (no shift) */
.nav { flex: 1 0 auto; }
.account {
  display: inline-block; min-width: min(${space(11)}, 100%); min-height: ${space(3)}; flex: none;
}
.nav-list { display: flex; flex-wrap: nowrap; gap: ${space(0.5)}; margin: 0; padding: 0; list-style: none; }
.nav-link {
  display: block; padding: ${space(1)} ${space(0.75)}; border-radius: ${cssVar('radius')};
  color: inherit; text-decoration: none; white-space: nowrap;
}
.nav-link:hover, .nav-link[aria-current='page'] { background: ${cssVar('color-primary-dark')}; }
.account { --xnfz-color-status-text: ${cssVar('color-on-primary')}; }
.menu-button {
  display: none; align-items: center; gap: ${space(0.5)}; margin-left: auto;
  min-height: ${space(5)}; padding: 0 ${space(1.5)}; border: 1px solid currentColor;
  border-radius: ${cssVar('radius')}; background: transparent; color: inherit; cursor: pointer;
}
.main { outline: none; }
.main-inner { padding-top: ${space(3)}; padding-bottom: ${space(5)}; min-height: 100vh; }
/* a box of its own only for holding a new screen out of sight until its elements have rendered */
.screen { display: contents; }
.screen[data-xnfz-hold] { display: none; }
.section { margin-bottom: ${space(4)}; }
.screen-title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-title')}; }
.hero {
  margin-bottom: ${space(4)}; padding: ${space(5)} ${space(4)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.hero-title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-title')}; }
.hero-intro { margin: 0 0 ${space(3)}; max-width: 60ch; }
.hero-actions { display: flex; flex-wrap: wrap; gap: ${space(1.5)}; margin: 0; }
.hero .xnfz-button { background: ${cssVar('color-bg')}; color: ${cssVar('color-primary')}; border-color: ${cssVar('color-bg')}; text-decoration: none; }
.hero .xnfz-button--plain { background: transparent; color: ${cssVar('color-on-primary')}; border-color: ${cssVar('color-on-primary')}; }
.dashboard { display: grid; gap: ${space(2)}; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.dashboard .wide { grid-column: 1 / -1; }
@media (max-width: 768px) { .dashboard { grid-template-columns: minmax(0, 1fr); } }
.placeholder { padding: ${space(4)}; background: ${cssVar('color-bg')}; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')}; }
.placeholder-notice { font-size: ${cssVar('font-size-large')}; color: ${cssVar('color-primary')}; }
.top-level { min-height: 100vh; display: flex; flex-direction: column; }
.top-level .header-inner { justify-content: space-between; }
.top-level .main { flex: 1; }
/* the footer starts below the fold, as on the shared layout: content arriving does not push it off */
.top-level.with-footer .main { min-height: 100vh; }
.top-level-body { flex: 1; padding: ${space(5)} ${space(2)}; }
.footer { background: ${cssVar('color-text')}; color: ${cssVar('color-bg')}; padding: ${space(3)} 0; font-size: ${cssVar('font-size-small')}; }
.footer p { margin: 0 0 ${space(0.5)}; }
.footer a { color: inherit; }
.footer-contact { display: flex; flex-wrap: wrap; gap: 0 ${space(2)}; }
.footer-links { display: flex; flex-wrap: wrap; gap: 0 ${space(2)}; margin-top: ${space(1)}; }
.footer-links ul { display: flex; flex-wrap: wrap; gap: 0 ${space(2)}; margin: 0; padding: 0; list-style: none; }
/* the drawer's parts exist only on narrow screens */
.drawer-close, .drawer-backdrop { display: none; }
@media (max-width: 1100px) {
  .menu-button { display: inline-flex; }
  .nav { display: none; }
  /* the drawer: from the left, under a backdrop that closes it; the 菜单 button stays in view */
  .nav.open {
    display: block; position: fixed; inset: 0 auto 0 0; z-index: ${cssVar('z-overlay')};
    width: min(80vw, calc(${cssVar('space')} * 36)); padding: ${space(2)};
    background: ${cssVar('color-primary-dark')}; color: ${cssVar('color-on-primary')}; overflow-y: auto;
    box-shadow: ${cssVar('shadow')};
  }
  .nav.open .nav-list { flex-direction: column; flex-wrap: nowrap; }
  .nav.open .nav-link { padding: ${space(1.5)}; border-left: ${space(0.5)} solid transparent; }
  .nav.open .nav-link[aria-current='page'] {
    background: ${cssVar('color-bg')}; color: ${cssVar('color-primary')}; font-weight: 700;
    border-left-color: ${cssVar('color-accent')};
  }
  .drawer-close {
    display: inline-flex; align-items: center; justify-content: center; gap: ${space(0.5)};
    min-width: ${space(6)}; min-height: ${space(6)}; margin-bottom: ${space(1)}; padding: 0 ${space(1.5)};
    border: 1px solid currentColor; border-radius: ${cssVar('radius')};
    background: transparent; color: inherit; cursor: pointer; font: inherit;
  }
  .drawer-backdrop {
    display: block; position: fixed; inset: 0; z-index: ${cssVar('z-overlay')};
    background: color-mix(in srgb, ${cssVar('color-text')} 55%, transparent);
  }
  .account { margin-left: 0; }
}
@media (max-width: 768px) {
  .header-inner { flex-wrap: wrap; padding-top: ${space(1)}; padding-bottom: ${space(1)}; }
  .brand { white-space: normal; }
  .hero { padding: ${space(3)} ${space(2)}; }
}
@media print {
  :host { min-height: 0; background: none; }
  .skip, .header, .footer, xnfz-notice-bar { display: none !important; }
  .main-inner { max-width: none; min-height: 0; padding: 0; }
}
${LOADING_OVERLAY_STYLES}
`;
