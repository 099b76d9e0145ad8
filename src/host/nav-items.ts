import type { MessageKey } from '../core/i18n/zh-cn';

export interface NavItem {
  path: string;
  label: MessageKey;
  /** Other routes that belong to this item (its detail screens), for `aria-current`. */
  alsoActiveOn?: readonly string[];
}

/** The header navigation, in the order of the UI guide. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'nav.home' },
  { path: '/courselist', label: 'nav.courses', alsoActiveOn: ['/coursecatalog', '/videodetail'] },
  { path: '/redlist', label: 'nav.red', alsoActiveOn: ['/redshow'] },
  { path: '/resourceslist', label: 'nav.resources', alsoActiveOn: ['/resourcesdetail'] },
  { path: '/experiment', label: 'nav.experiment' },
  { path: '/newslist', label: 'nav.news', alsoActiveOn: ['/newsdetail'] },
  { path: '/notice', label: 'nav.notice', alsoActiveOn: ['/noticedetail'] },
  { path: '/researchcenter', label: 'nav.research', alsoActiveOn: ['/researchdetail'] },
  { path: '/datastatistics', label: 'nav.statistics' },
  { path: '/contactus', label: 'nav.contact' },
];

/** The screen title of each route, for headings and the document title. */
export const ROUTE_TITLES: Readonly<Record<string, MessageKey>> = {
  '/': 'nav.home',
  '/login': 'screen.login',
  '/forgotpassword': 'screen.forgotPassword',
  '/register': 'screen.register',
  '/experiment': 'nav.experiment',
  '/courselist': 'nav.courses',
  '/redlist': 'nav.red',
  '/resourceslist': 'nav.resources',
  '/newslist': 'nav.news',
  '/researchcenter': 'nav.research',
  '/notice': 'nav.notice',
  '/newsdetail': 'screen.newsDetail',
  '/noticedetail': 'screen.noticeDetail',
  '/researchdetail': 'screen.researchDetail',
  '/coursecatalog': 'screen.courseCatalog',
  '/redshow': 'screen.resourceDetail',
  '/resourcesdetail': 'screen.resourceDetail',
  '/videodetail': 'screen.videoDetail',
  '/datastatistics': 'nav.statistics',
  '/personalcenter': 'screen.personalCenter',
  '/quiz': 'screen.quiz',
  '/report': 'screen.report',
  '/contactus': 'nav.contact',
};
