/**
 * Every element in one import: the entry of `dist/xnfz-widgets.js`. Settings go through the
 * page-wide `window.xnfz.configure()` (see core/config/page-settings.ts).
 * The console's screens (`admin-*`) are not listed here: they belong to the console page only.
 * First of all: the bundle's own `<script data-…>` settings, as the loader reads its tag.
 */
import '../loader/bundle-settings';
import './census-total/census-total.element';
import './login/login.element';
import './user-status/user-status.element';
import './register/register.element';
import './forgot-password/forgot-password.element';
import './personal-center/personal-center.element';
import './my-learning/my-learning.element';
import './lesson-count/lesson-count.element';
import './lesson-learn-count/lesson-learn-count.element';
import './month-clicks/month-clicks.element';
import './training-clicks/training-clicks.element';
import './month-duration/month-duration.element';
import './web-month-clicks/web-month-clicks.element';
import './lesson-ranking/lesson-ranking.element';
import './article-list/article-list.element';
import './article-detail/article-detail.element';
import './news-feed/news-feed.element';
import './resource-list/resource-list.element';
import './resource-detail/resource-detail.element';
import './contact-us/contact-us.element';
import './course-list/course-list.element';
import './course-catalog/course-catalog.element';
import './video-detail/video-detail.element';
import './quiz-take/quiz-take.element';
import './report-write/report-write.element';
import './open-quizzes/open-quizzes.element';
import './course-cards/course-cards.element';
import './home/home.element';
import './experiment-list/experiment-list.element';
import './experiment-center/experiment-center.element';
