/**
 * The spec's route table. Paths are hash addresses (`#/courselist/3?page=2`); a route with
 * `optionalId` takes `{id?}` as a path segment, detail screens take their record as `?id=`.
 */
export interface RouteDefinition {
  path: string;
  /** Which screen renders it; detail routes share one screen. */
  screen: ScreenName;
  /** Top-level routes fill the window, the others sit inside the shared layout. */
  layout: 'top-level' | 'shared';
  optionalId?: boolean;
}

export type ScreenName =
  | 'home'
  | 'login'
  | 'forgot-password'
  | 'register'
  | 'experiment'
  | 'course-list'
  | 'red-list'
  | 'resources-list'
  | 'news-list'
  | 'research-center'
  | 'notice-list'
  | 'article-detail'
  | 'course-catalog'
  | 'resource-detail'
  | 'video-detail'
  | 'data-statistics'
  | 'personal-center'
  | 'quiz'
  | 'report'
  | 'contact-us';

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', screen: 'home', layout: 'shared' },
  { path: '/login', screen: 'login', layout: 'top-level' },
  { path: '/forgotpassword', screen: 'forgot-password', layout: 'top-level' },
  { path: '/register', screen: 'register', layout: 'top-level' },
  { path: '/experiment', screen: 'experiment', layout: 'top-level' },
  { path: '/courselist', screen: 'course-list', layout: 'shared', optionalId: true },
  { path: '/redlist', screen: 'red-list', layout: 'shared' },
  { path: '/resourceslist', screen: 'resources-list', layout: 'shared', optionalId: true },
  { path: '/newslist', screen: 'news-list', layout: 'shared' },
  { path: '/researchcenter', screen: 'research-center', layout: 'shared' },
  { path: '/notice', screen: 'notice-list', layout: 'shared' },
  { path: '/newsdetail', screen: 'article-detail', layout: 'shared' },
  { path: '/noticedetail', screen: 'article-detail', layout: 'shared' },
  { path: '/researchdetail', screen: 'article-detail', layout: 'shared' },
  { path: '/coursecatalog', screen: 'course-catalog', layout: 'shared' },
  { path: '/redshow', screen: 'resource-detail', layout: 'shared' },
  { path: '/resourcesdetail', screen: 'resource-detail', layout: 'shared' },
  { path: '/videodetail', screen: 'video-detail', layout: 'shared' },
  { path: '/datastatistics', screen: 'data-statistics', layout: 'shared' },
  { path: '/personalcenter', screen: 'personal-center', layout: 'shared' },
  { path: '/quiz', screen: 'quiz', layout: 'shared' },
  { path: '/report', screen: 'report', layout: 'shared' },
  { path: '/contactus', screen: 'contact-us', layout: 'shared' },
];

export interface MatchedRoute {
  route: RouteDefinition;
  /** The `{id?}` path segment, when the route has one and it is present. */
  id: string | null;
  query: Record<string, string>;
  /** The normalised address, e.g. `/courselist/3?page=2`. */
  href: string;
}

function splitAddress(address: string): { path: string; search: string } {
  const withoutHash = address.replace(/^#/, '');
  const queryStart = withoutHash.indexOf('?');
  const rawPath = queryStart >= 0 ? withoutHash.slice(0, queryStart) : withoutHash;
  const search = queryStart >= 0 ? withoutHash.slice(queryStart + 1) : '';
  const path = '/' + rawPath.split('/').filter(Boolean).join('/');
  return { path, search };
}

/** A percent-encoded part, or null when it does not decode (`%`, `%E4%B8`). */
function decodedOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Finds the route of a hash address, or null when none matches.
 * @example
 * matchRoute('#/courselist/3?page=2'); // → { route: courselist, id: '3', query: { page: '2' }, … }
 */
export function matchRoute(address: string): MatchedRoute | null {
  const { path, search } = splitAddress(address);
  const query = Object.fromEntries(new URLSearchParams(search));
  for (const route of ROUTES) {
    if (path === route.path) return { route, id: null, query, href: toHref(path, query) };
    if (route.optionalId && path.startsWith(`${route.path}/`)) {
      const id = decodedOrNull(path.slice(route.path.length + 1));
      if (id !== null && !id.includes('/')) return { route, id, query, href: toHref(path, query) };
    }
  }
  return null;
}

export type RouteParams = Record<string, string | number | undefined | null>;

/**
 * Builds a hash address from a path and query parameters (empty values are left out).
 * @example
 * toHref('/newsdetail', { id: 12 }); // → /newsdetail?id=12
 */
export function toHref(path: string, params: RouteParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
