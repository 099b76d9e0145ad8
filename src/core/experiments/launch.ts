import { LAUNCH_PARAMS } from './result-message';

/** Where and how an experiment opens, worked out from the launchUrl experimentStart answered. */
export interface ExperimentLaunch {
  /** The absolute address to open, with `portalOrigin` added. */
  url: string;
  /** The origin its result message must come from. */
  origin: string;
  /** True when the experiment forbids framing (`xnfzOpen=window` in its launchUrl). */
  inWindow: boolean;
}

/**
 * The base relative launch addresses (`/PC/experiments/pendulum.html`) resolve against: the API
 * server when the elements talk to one on another origin, else this page.
 */
function launchBase(apiBase: string, pageUrl: string): string {
  if (!apiBase) return pageUrl;
  try {
    return new URL(apiBase, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

/**
 * Resolves a launch address, tells the experiment where to report (`portalOrigin`) and whether
 * it asked for a window of its own.
 * @example
 * experimentLaunch('/PC/experiments/pendulum.html?sessionId=abc', '', location.href);
 * // → { url: 'https://portal/PC/experiments/pendulum.html?sessionId=abc&portalOrigin=https%3A%2F%2Fportal', … }
 */
export function experimentLaunch(
  launchUrl: string,
  apiBase: string,
  pageUrl: string,
): ExperimentLaunch | null {
  let url: URL;
  try {
    url = new URL(launchUrl, launchBase(apiBase, pageUrl));
  } catch {
    return null;
  }
  // only web pages: never javascript:, data: and the like
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(LAUNCH_PARAMS.portalOrigin, new URL(pageUrl).origin);
  return {
    url: url.href,
    origin: url.origin,
    inWindow: url.searchParams.get(LAUNCH_PARAMS.open) === 'window',
  };
}

/** True when a catalogue entry asks to be opened in a window of its own. */
export function opensInWindow(launchUrl: string): boolean {
  try {
    return new URL(launchUrl, 'http://x').searchParams.get(LAUNCH_PARAMS.open) === 'window';
  } catch {
    return false;
  }
}
