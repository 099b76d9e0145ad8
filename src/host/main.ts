/** The portal (`esm/portal.js`), started by the page's script `esm/boot.js` after the first paint. */
import { themeDeclarations } from '../core/theme/themes';
import { startFirstScreen } from './first-screen';
import './portal.element';

startFirstScreen(location.hash);

const theme = document.createElement('style');
theme.textContent = `:root { ${themeDeclarations('red')} } body { margin: 0; }`;
document.head.append(theme);
