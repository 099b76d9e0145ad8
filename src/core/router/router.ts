import { proxy } from 'valtio/vanilla';
import { addWebClick } from '../api/statistics';
import { config } from '../config/config';
import { emit } from '../events/events';
import { auth } from '../store/auth';
import { matchRoute, toHref, type MatchedRoute, type RouteParams } from './routes';

export interface RouterState {
  /** The route on screen; null before the first navigation or for an unknown address. */
  current: MatchedRoute | null;
  /** True when a host page (`<xnfz-portal>`) turns navigations into hash changes on this page. */
  hostActive: boolean;
  /** How many navigations the host has carried out. */
  navigations: number;
}

export const router = proxy<RouterState>({ current: null, hostActive: false, navigations: 0 });

/**
 * Opens a screen. With the host page on this page it changes the hash; elsewhere it sends a
 * cancelable `xnfz-navigate` event and, unless cancelled, opens the configured portal address.
 * @example
 * navigate('/newsdetail', { id: 12 });
 */
export function navigate(
  path: string,
  params: RouteParams = {},
  { replace = false, source }: { replace?: boolean; source?: EventTarget } = {},
): void {
  const href = toHref(path, params);
  if (router.hostActive) {
    setHash(href, replace);
    return;
  }
  const proceed = emit(
    source ?? window,
    'xnfz-navigate',
    { route: path, params, href },
    {
      cancelable: true,
    },
  );
  if (!proceed) return;
  if (config.portalUrl) window.location.assign(`${config.portalUrl.replace(/#.*$/, '')}#${href}`);
  else setHash(href, replace);
}

function setHash(href: string, replace: boolean): void {
  if (replace) {
    history.replaceState(history.state, '', `#${href}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = href;
  }
}

/** Where a navigation to `address` really goes (the spec's guards), or null to stay. */
function guard(match: MatchedRoute): string | null {
  if (match.route.path === '/login' && auth.token) return '/';
  return null;
}

/** Counts the visit; a failed count never holds up the navigation. */
function countVisit(): void {
  addWebClick().catch(() => undefined);
}

/**
 * Applies the address in the hash: guard, visit counter, route state, scroll to top.
 * Called by the host on start and on every hash change.
 */
export function applyHash(): void {
  const match = matchRoute(window.location.hash || '#/');
  const redirect = match ? guard(match) : null;
  if (redirect !== null) {
    setHash(redirect, true);
    return;
  }
  countVisit();
  router.current = match;
  router.navigations += 1;
  window.scrollTo(0, 0);
}

/**
 * Makes this page the portal: hash changes become navigations. Returns a stop function.
 * @example
 * const stop = startHashRouter();
 */
export function startHashRouter(): () => void {
  router.hostActive = true;
  window.addEventListener('hashchange', applyHash);
  applyHash();
  return () => {
    window.removeEventListener('hashchange', applyHash);
    router.hostActive = false;
  };
}
