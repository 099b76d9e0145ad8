/** Every element in one import: the entry of `dist/xnfz-widgets.js`. */
import './census-total/census-total.element';
import './login/login.element';
import './user-status/user-status.element';

export { configure } from '../core/config/config';
