/**
 * Host pages of ANOTHER origin than the portal (test/browser/fixtures, served by the test runner on
 * its second port): the test page opens one in a frame and reads it through the runner's
 * `embed-eval` command (web-test-runner.config.mjs), since a page of another origin cannot be read
 * from here. The portal is this test page's origin (its /PC/, /api/ and /media/ reach the server).
 */
import { waitUntil } from './wait-until';
import { executeServerCommand } from '@web/test-runner-commands';

/** The run's second origin (listed in the server's CORS_ORIGINS). */
export const HOST_ORIGIN = XNFZ_TEST_EMBED_ORIGIN;

/** The same server under another host name: an origin the server's CORS_ORIGINS does not list. */
export const UNLISTED_ORIGIN = HOST_ORIGIN.replace('//localhost:', '//127.0.0.1:');

let frame: HTMLIFrameElement | null = null;
let frameOrigin = HOST_ORIGIN;

/**
 * Opens `<origin>/<page>.html?portal=<this origin>&…query` in a frame of the given width.
 * @example
 * openHost('cms-host', { width: 1280 });
 */
export function openHost(
  page: string,
  {
    width = 1280,
    height = 900,
    origin = HOST_ORIGIN,
    query = {},
  }: { width?: number; height?: number; origin?: string; query?: Record<string, string> } = {},
): string {
  closeHost();
  const url = new URL(`${origin}/${page}.html`);
  url.searchParams.set('portal', location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = '0';
  frame.src = url.toString();
  frameOrigin = origin;
  document.body.append(frame);
  return url.toString();
}

export function closeHost(): void {
  frame?.remove();
  frame = null;
}

/** Resizes the open host frame. */
export function resizeHost(width: number, height = 900): void {
  if (!frame) throw new Error('no host page open');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
}

/**
 * Runs a self-contained function in the host page (it may be async; it must not use anything
 * from this module's scope) with JSON arguments, and gives back its JSON result.
 * @example
 * const title = await inHost(() => document.title);
 */
export async function inHost<T, A extends unknown[] = []>(
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<T> {
  const expression = `(${fn.toString()})(...${JSON.stringify(args)})`;
  const answer = await executeServerCommand<{ value?: T; frames?: string[] }, object>(
    'embed-eval',
    { origin: frameOrigin, expression },
  );
  if (!answer || 'frames' in answer) {
    throw new Error(`no host page of ${frameOrigin}; frames: ${JSON.stringify(answer?.frames)}`);
  }
  return answer.value as T;
}

/** Waits until `fn` (run in the host page) answers something truthy, and gives it back. */
export async function untilHost<T, A extends unknown[] = []>(
  message: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<NonNullable<T>> {
  let last: T | undefined;
  await waitUntil(
    async () => {
      try {
        last = await inHost(fn, ...args);
      } catch {
        last = undefined; // the frame is between two pages
      }
      return Boolean(last);
    },
    message,
    { timeout: 20000, interval: 100 },
  );
  return last as NonNullable<T>;
}
