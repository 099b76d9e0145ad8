import { matchRoute } from '../core/router/routes';
import { auth } from '../core/store/auth';
import { SCREEN_TABLE } from './screen-table';

/**
 * Starts loading the first screen's chunks and asking for its first data as soon as the portal
 * script runs: the router starts only after React's first render, which would ask one step later.
 * A failure here is left to the screen, which loads again and shows the error with a retry.
 * @example
 * startFirstScreen(location.hash);
 */
export function startFirstScreen(address: string): void {
  let match = matchRoute(address || '#/');
  // the router sends a logged-in reader from the login page home
  if (match?.route.path === '/login' && auth.token) match = matchRoute('#/');
  if (!match) return;
  const entry = SCREEN_TABLE[match.route.screen];
  entry.load?.().catch(() => undefined);
  entry.prefetch?.(match);
}
