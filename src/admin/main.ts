/** Entry of the console page (`dist/admin/index.html` → `admin.js`), served at /PC/admin/. */
import { themeDeclarations } from '../core/theme/themes';
import './admin-app.element';

const theme = document.createElement('style');
theme.textContent = `:root { ${themeDeclarations('red')} } body { margin: 0; }`;
document.head.append(theme);
