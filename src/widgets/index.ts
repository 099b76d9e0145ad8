/** Every element in one import: the entry of `dist/xnfz-widgets.js`. */
import './census-total/census-total.element';
import './login/login.element';
import './user-status/user-status.element';
import './lesson-count/lesson-count.element';
import './lesson-learn-count/lesson-learn-count.element';
import './month-clicks/month-clicks.element';
import './training-clicks/training-clicks.element';
import './month-duration/month-duration.element';
import './web-month-clicks/web-month-clicks.element';
import './lesson-ranking/lesson-ranking.element';

export { configure } from '../core/config/config';
