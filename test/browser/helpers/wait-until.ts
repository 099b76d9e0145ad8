import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * open-wc's `waitUntil`, waiting up to 10 s by default instead of 1 s: on a busy 2-core machine
 * (the CI runs the server suites beside the browser tests) a round trip to the real server can take
 * longer than a second. A condition that holds still ends the wait as soon as it holds.
 * @example
 * await waitUntil(() => screen.querySelector('tbody tr'), 'rows');
 */
export function waitUntil(
  predicate: () => unknown,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: 10000, ...options });
}
