/** Entry of the console page (`dist/admin/index.html` → `admin.js`), served at /PC/admin/. */
import { themeDeclarations } from '../core/theme/themes';
import { PRINT_PAGE_RULE } from '../core/ui/print-page';
import './admin-app.element';

const theme = document.createElement('style');
theme.textContent = `:root { ${themeDeclarations('red')} } body { margin: 0; } ${PRINT_PAGE_RULE}`;
document.head.append(theme);
