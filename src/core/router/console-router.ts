/**
 * The management console's hash router (`#/articles/edit?id=3`): its own state, apart from the
 * portal's router (no visit counting, no portal routes). The console host starts it; console
 * elements read the route and navigate with it.
 */
import { proxy } from 'valtio/vanilla';

export type ConsoleParams = Record<string, string>;

export interface ConsoleRoute {
  /** `/articles`, `/articles/edit`, … (`/` before the first navigation). */
  path: string;
  params: ConsoleParams;
  /** How many navigations the host has carried out. */
  navigations: number;
}

export const consoleRoute = proxy<ConsoleRoute>({ path: '/', params: {}, navigations: 0 });

/**
 * The hash address of a console screen.
 * @example
 * consoleHref('/articles/edit', { id: 3 }); // → '#/articles/edit?id=3'
 */
export function consoleHref(path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `#${path}${query ? `?${query}` : ''}`;
}

/** Reads a hash (`#/x?a=1`) into path and params. */
export function parseConsoleHash(hash: string): { path: string; params: ConsoleParams } {
  const raw = hash.replace(/^#/, '') || '/';
  const at = raw.indexOf('?');
  const path = (at === -1 ? raw : raw.slice(0, at)) || '/';
  const params = Object.fromEntries(new URLSearchParams(at === -1 ? '' : raw.slice(at + 1)));
  return { path: path.startsWith('/') ? path : `/${path}`, params };
}

/**
 * A navigation held back until the user says whether to leave an editor with unsaved changes:
 * the address asked for, or null.
 */
export const leaving = proxy<{ pending: string | null }>({ pending: null });

const leaveChecks = new Set<() => boolean>();
/** The address of the screen shown (put back while a navigation away is held). */
let shownHash = '';
let letNextThrough = false;

/**
 * Holds navigations away while `hasUnsavedChanges` says so (and asks before the tab closes);
 * returns the function that stops it.
 * @example
 * useEffect(() => guardLeaving(() => dirty.current), []);
 */
export function guardLeaving(hasUnsavedChanges: () => boolean): () => void {
  leaveChecks.add(hasUnsavedChanges);
  return () => leaveChecks.delete(hasUnsavedChanges);
}

const mustAsk = () => [...leaveChecks].some((check) => check());

/** 离开: the held navigation goes ahead (the changes are dropped). */
export function confirmLeaving(): void {
  const target = leaving.pending;
  leaving.pending = null;
  if (target === null) return;
  letNextThrough = true;
  window.location.hash = target;
}

/** 留在此页: the held navigation is dropped. */
export function stayHere(): void {
  leaving.pending = null;
}

function onHashChange(): void {
  if (!letNextThrough && window.location.hash !== shownHash && mustAsk()) {
    leaving.pending = window.location.hash;
    history.replaceState(history.state, '', shownHash || '#/');
    return;
  }
  letNextThrough = false;
  apply();
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (mustAsk()) event.preventDefault();
}

function apply(): void {
  shownHash = window.location.hash;
  const { path, params } = parseConsoleHash(window.location.hash);
  consoleRoute.path = path;
  consoleRoute.params = params;
  consoleRoute.navigations += 1;
}

/**
 * Opens a console screen.
 * @example
 * consoleNavigate('/articles/edit', { id: 12 });
 */
export function consoleNavigate(
  path: string,
  params: Record<string, string | number> = {},
  { replace = false } = {},
): void {
  const href = consoleHref(path, params);
  if (replace) {
    history.replaceState(history.state, '', href);
    apply();
  } else if (window.location.hash === href) {
    apply();
  } else {
    window.location.hash = href;
  }
}

/**
 * Makes hash changes console navigations; returns the stop function.
 * @example
 * useEffect(() => startConsoleRouter(), []);
 */
export function startConsoleRouter(): () => void {
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('beforeunload', onBeforeUnload);
  apply();
  return () => {
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
