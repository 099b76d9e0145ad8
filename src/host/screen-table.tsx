import type { ReactNode } from 'react';
import type { MatchedRoute, ScreenName } from '../core/router/routes';
import { ROUTE_TITLES } from './nav-items';
import { HomeScreen } from './screens/home-screen';
import { LoginScreen } from './screens/login-screen';
import { StatisticsScreen } from './screens/statistics-screen';
import { UnderConstructionScreen } from './screens/under-construction-screen';

export interface ScreenEntry {
  /** Loads the chunks of the elements the screen shows (on demand, once each). */
  load?: () => Promise<unknown>;
  render: (match: MatchedRoute) => ReactNode;
}

// plain string variables: wtr and rollup both leave these dynamic imports intact
const loadCensusTotal = () => import('../widgets/census-total/census-total.element');
const loadLogin = () => import('../widgets/login/login.element');
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

const underConstruction = (match: MatchedRoute) => (
  <UnderConstructionScreen title={ROUTE_TITLES[match.route.path] ?? 'nav.home'} />
);

/** Which screen each route shows. Screens of open issues say 该栏目正在建设中. */
export const SCREEN_TABLE: Record<ScreenName, ScreenEntry> = {
  home: { load: loadCensusTotal, render: () => <HomeScreen /> },
  login: { load: loadLogin, render: (match) => <LoginScreen match={match} /> },
  'data-statistics': { load: loadStatistics, render: () => <StatisticsScreen /> },
  'forgot-password': { render: underConstruction },
  register: { render: underConstruction },
  experiment: { render: underConstruction },
  'course-list': { render: underConstruction },
  'red-list': { render: underConstruction },
  'resources-list': { render: underConstruction },
  'news-list': { render: underConstruction },
  'research-center': { render: underConstruction },
  'notice-list': { render: underConstruction },
  'article-detail': { render: underConstruction },
  'course-catalog': { render: underConstruction },
  'resource-detail': { render: underConstruction },
  'video-detail': { render: underConstruction },
  'personal-center': { render: underConstruction },
  'contact-us': { render: underConstruction },
};
