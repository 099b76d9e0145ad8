/** The portal (`esm/portal.js`), started by the page's script `esm/boot.js` after the first paint. */
import { themeDeclarations } from '../core/theme/themes';
import { PRINT_PAGE_RULE } from '../core/ui/print-page';
import { startFirstScreen } from './first-screen';
import './portal.element';

startFirstScreen(location.hash);

const theme = document.createElement('style');
theme.textContent = `:root { ${themeDeclarations('red')} } body { margin: 0; } ${PRINT_PAGE_RULE}`;
document.head.append(theme);
