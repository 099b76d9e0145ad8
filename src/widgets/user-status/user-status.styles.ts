import { cssVar, space } from '../../core/theme/tokens';

export const userStatusStyles = `
:host { display: inline-block; position: relative; max-width: 100%; min-width: 0; container-type: normal; }
.status { display: flex; align-items: center; gap: ${space(1.5)}; flex-wrap: wrap; color: ${cssVar('color-status-text')}; }
.name {
  display: inline-flex; align-items: center; gap: ${space(0.5)}; font-weight: 600;
  border: 0; background: transparent; color: inherit; cursor: pointer; padding: ${space(0.5)};
  border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size')}; max-width: 100%; min-width: 0;
}
.name svg { flex: none; }
.name-text {
  display: block; flex: 0 1 auto; max-width: calc(${cssVar('space')} * 16); min-width: 0;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.menu-user {
  padding: ${space(1)} ${space(1.5)}; border-bottom: 1px solid ${cssVar('color-border')};
  font-weight: 600; overflow-wrap: anywhere;
}
.link { color: inherit; text-decoration: none; }
.link:hover { text-decoration: underline; }
.separator { opacity: 0.6; }
.menu {
  position: absolute; right: 0; top: 100%; z-index: ${cssVar('z-overlay')}; min-width: calc(${cssVar('space')} * 16); max-width: calc(${cssVar('space')} * 30);
  margin: ${space(0.5)} 0 0; padding: ${space(0.5)}; list-style: none;
  background: ${cssVar('color-bg')}; color: ${cssVar('color-text')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.menu-item {
  display: block; width: 100%; padding: ${space(1)} ${space(1.5)}; border: 0; border-radius: ${cssVar('radius')};
  background: transparent; color: ${cssVar('color-text')}; text-align: left; text-decoration: none; cursor: pointer;
  font-size: ${cssVar('font-size')};
}
.menu-item:hover, .menu-item:focus-visible { background: ${cssVar('color-bg-soft')}; }
`;
