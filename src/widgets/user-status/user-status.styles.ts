import { cssVar, space } from '../../core/theme/tokens';

export const userStatusStyles = `
:host { display: inline-block; }
.status { display: flex; align-items: center; gap: ${space(1.5)}; flex-wrap: wrap; }
.name { display: inline-flex; align-items: center; gap: ${space(0.5)}; font-weight: 600; }
.link { color: inherit; text-decoration: none; }
.link:hover { text-decoration: underline; }
.logout {
  border: 0; background: transparent; color: inherit; cursor: pointer; padding: 0;
  font-size: ${cssVar('font-size')};
}
.logout:hover { text-decoration: underline; }
.separator { opacity: 0.6; }
`;
