/** Entry of the portal page (`dist/index.html` → `esm/portal.js`). */
import { themeDeclarations } from '../core/theme/themes';
import { startFirstScreen } from './first-screen';
import './portal.element';

startFirstScreen(location.hash);

const theme = document.createElement('style');
theme.textContent = `:root { ${themeDeclarations('red')} } body { margin: 0; }`;
document.head.append(theme);
