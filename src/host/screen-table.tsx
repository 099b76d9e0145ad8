import type { ReactNode } from 'react';
import { askAhead } from '../core/api/client';
import { prefetchBanners } from '../core/api/content';
import { courseListQuery } from '../core/ui/course-list-query';
import { recordId } from '../core/ui/course-types';
import { preloadImage } from '../core/ui/preload-image';
import type { MatchedRoute, ScreenName } from '../core/router/routes';
import { HomeScreen } from './screens/home-screen';
import { LoginScreen } from './screens/login-screen';
import { PersonalCenterScreen } from './screens/personal-center-screen';
import { QuizScreen } from './screens/quiz-screen';
import { ReportScreen } from './screens/report-screen';
import { StatisticsScreen } from './screens/statistics-screen';

export interface ScreenEntry {
  /** Loads the chunks of the elements the screen shows (on demand, once each). */
  load?: () => Promise<unknown>;
  render: (match: MatchedRoute) => ReactNode;
  /** Asks for what the screen shows first, so that it comes while the chunks load. */
  prefetch?: (match: MatchedRoute) => void;
}

// plain string variables: wtr and rollup both leave these dynamic imports intact
const loadCensusTotal = () => import('../widgets/census-total/census-total.element');
const loadLogin = () => import('../widgets/login/login.element');
const loadCourseList = () => import('../widgets/course-list/course-list.element');
const loadCourseCatalog = () => import('../widgets/course-catalog/course-catalog.element');
const loadVideoDetail = () => import('../widgets/video-detail/video-detail.element');
// home shows its own element plus the census and news elements it renders
const loadHome = () =>
  Promise.all([
    import('../widgets/home/home.element'),
    loadCensusTotal(),
    import('../widgets/news-feed/news-feed.element'),
  ]);
const loadArticleList = () => import('../widgets/article-list/article-list.element');
const loadArticleDetail = () => import('../widgets/article-detail/article-detail.element');
const loadResourceList = () => import('../widgets/resource-list/resource-list.element');
const loadResourceDetail = () => import('../widgets/resource-detail/resource-detail.element');
const loadContactUs = () => import('../widgets/contact-us/contact-us.element');
const loadExperimentCenter = () => import('../widgets/experiment-center/experiment-center.element');
const ARTICLE_KIND_OF_DETAIL: Readonly<Record<string, string>> = {
  '/newsdetail': 'news',
  '/noticedetail': 'notice',
  '/researchdetail': 'research',
};
const loadRegister = () => import('../widgets/register/register.element');
const loadForgotPassword = () => import('../widgets/forgot-password/forgot-password.element');
const loadPersonalCenter = () => import('../widgets/personal-center/personal-center.element');
const loadQuizTake = () => import('../widgets/quiz-take/quiz-take.element');
const loadReportWrite = () => import('../widgets/report-write/report-write.element');
const loadStatistics = () =>
  Promise.all([
    loadCensusTotal(),
    import('../widgets/month-clicks/month-clicks.element'),
    import('../widgets/web-month-clicks/web-month-clicks.element'),
    import('../widgets/training-clicks/training-clicks.element'),
    import('../widgets/month-duration/month-duration.element'),
    import('../widgets/lesson-count/lesson-count.element'),
    import('../widgets/lesson-learn-count/lesson-learn-count.element'),
    import('../widgets/lesson-ranking/lesson-ranking.element'),
  ]);

/** The banners, and the first banner's image: the home page's largest paint on a phone. */
function prefetchHome(): void {
  prefetchBanners()
    .then(([first]) => {
      if (first?.image) preloadImage(first.image);
    })
    // a failed call is the home element's to show; a bad image address only loses the preload
    .catch(() => undefined);
}

/**
 * The course list's categories and its first page, as the element will ask for them, and the first
 * card's cover: the phone's largest paint, downloaded while the element's chunks still load.
 */
function prefetchCourseList(match: MatchedRoute): void {
  askAhead('/api/xnfz/courseCategories', {});
  askAhead('/api/xnfz/courseList', courseListQuery(recordId(match.id), match.query))
    .then(({ rows: [first] }) => {
      if (first?.cover) preloadImage(first.cover);
    })
    // a failed call is the element's to show
    .catch(() => undefined);
}

/** Which screen each route shows. Screens of open issues say 该栏目正在建设中. */
export const SCREEN_TABLE: Record<ScreenName, ScreenEntry> = {
  home: { load: loadHome, render: () => <HomeScreen />, prefetch: prefetchHome },
  login: { load: loadLogin, render: (match) => <LoginScreen match={match} /> },
  'data-statistics': { load: loadStatistics, render: () => <StatisticsScreen /> },
  'forgot-password': {
    load: loadForgotPassword,
    render: () => (
      <div className="top-level-body">
        <xnfz-forgot-password />
      </div>
    ),
  },
  register: {
    load: loadRegister,
    render: (match) => (
      <div className="top-level-body">
        <xnfz-register redirect={match.query.redirect ?? '/'} />
      </div>
    ),
  },
  experiment: {
    load: loadExperimentCenter,
    render: () => (
      <div className="top-level-body">
        <xnfz-experiment-center />
      </div>
    ),
  },
  'course-list': {
    load: loadCourseList,
    // `0`: no category (r2wc keeps the old value when an attribute is removed)
    render: (match) => <xnfz-course-list category-id={match.id ?? '0'} />,
    prefetch: prefetchCourseList,
  },
  'red-list': {
    load: loadResourceList,
    // the spec gives /redlist no id segment: its category travels as ?category=
    render: (match) => <xnfz-resource-list kind="red" category-id={match.query.category ?? '0'} />,
  },
  'resources-list': {
    load: loadResourceList,
    render: (match) => <xnfz-resource-list kind="resource" category-id={match.id ?? '0'} />,
  },
  'news-list': { load: loadArticleList, render: () => <xnfz-article-list kind="news" /> },
  'research-center': {
    load: loadArticleList,
    render: () => <xnfz-article-list kind="research" />,
  },
  'notice-list': { load: loadArticleList, render: () => <xnfz-article-list kind="notice" /> },
  'article-detail': {
    load: loadArticleDetail,
    render: (match) => (
      <xnfz-article-detail
        article-id={match.query.id ?? '0'}
        kind={ARTICLE_KIND_OF_DETAIL[match.route.path] ?? 'news'}
      />
    ),
  },
  'course-catalog': {
    load: loadCourseCatalog,
    render: (match) => <xnfz-course-catalog course-id={match.query.id ?? '0'} />,
  },
  'resource-detail': {
    load: loadResourceDetail,
    render: (match) => (
      <xnfz-resource-detail
        resource-id={match.query.id ?? '0'}
        kind={match.route.path === '/redshow' ? 'red' : 'resource'}
      />
    ),
  },
  'video-detail': {
    load: loadVideoDetail,
    render: (match) => <xnfz-video-detail lesson-id={match.query.id ?? '0'} />,
  },
  'personal-center': {
    load: loadPersonalCenter,
    render: () => <PersonalCenterScreen />,
  },
  quiz: { load: loadQuizTake, render: (match) => <QuizScreen quizId={match.query.id ?? '0'} /> },
  report: { load: loadReportWrite, render: (match) => <ReportScreen match={match} /> },
  'contact-us': { load: loadContactUs, render: () => <xnfz-contact-us /> },
};
