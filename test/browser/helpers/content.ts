// Helpers of the content screen tests (articles, resources, contact us): the host page,
// navigation by hash, typing into any field, and a look at rendered rich text.
import { waitUntil } from './wait-until';
import { router } from '../../../src/core/router/router';
import type { Envelope, Paged } from '../../../src/core/api/contract';
import { findIn, shadowOf } from './dom';
import { apiGet, must } from './server-api';

export { go, mountPortal } from './portal';

/** Waits until the host has navigated to an address (after a click, back or forward). */
export async function arrivedAt(hash: string): Promise<void> {
  await waitUntil(
    () => location.hash === hash && router.current?.href === hash.slice(1),
    `address ${hash}, now ${location.hash}`,
  );
}

/** The element of a screen inside the portal, once that screen shows. */
export async function screenElement(portal: HTMLElement, tag: string): Promise<HTMLElement> {
  return findIn<HTMLElement>(portal, tag, `<${tag}> on the screen`);
}

/** Types into a React-controlled input or textarea the way a user does. */
export function typeIntoField(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A paged list straight from the server under test. */
export async function serverPage<T>(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return must(await apiGet<Paged<T>>(`${path}?${search}`));
}

/** The ids a list shows, in order, read from `data-<name>-id` attributes. */
export function shownIds(element: HTMLElement, attribute: string): number[] {
  return [...shadowOf(element).querySelectorAll(`[${attribute}]`)].map((node) =>
    Number(node.getAttribute(attribute)),
  );
}

/** Waits until a list shows exactly these ids (lists keep old rows while the next page loads). */
export async function waitForIds(element: HTMLElement, attribute: string, ids: number[]) {
  await waitUntil(
    () => JSON.stringify(shownIds(element, attribute)) === JSON.stringify(ids),
    `ids ${JSON.stringify(ids)}, shown ${JSON.stringify(shownIds(element, attribute))}`,
    { timeout: 10000 },
  );
}

/** Anything in rendered rich text that could run script. */
export function scriptableNodes(root: ParentNode): string[] {
  const found: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(node.tagName)) found.push(node.tagName);
    for (const attribute of node.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${node.tagName}[${attribute.name}]`);
      if (/^\s*javascript:/i.test(attribute.value))
        found.push(`${node.tagName}[${attribute.name}]`);
    }
  }
  return found;
}

/**
 * Rewrites the answers of one call on their way from the real server to the page, e.g. to put
 * a hostile body into an article. Returns the function that restores fetch.
 */
export function rewriteAnswers<T>(path: string, rewrite: (data: T) => T): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(path)) return response;
    const envelope = (await response.json()) as Envelope<T>;
    const changed =
      envelope.code === 0 ? { ...envelope, data: rewrite(envelope.data as T) } : envelope;
    return new Response(JSON.stringify(changed), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return () => {
    window.fetch = original;
  };
}

/** Records the calls the page makes to paths containing `part`. */
export function watchCalls(part: string): { calls: string[]; stop: () => void } {
  const original = window.fetch;
  const calls: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(part)) calls.push(`${init?.method ?? 'GET'} ${url}`);
    return original(input, init);
  };
  return {
    calls,
    stop: () => {
      window.fetch = original;
    },
  };
}

/**
 * Rewrites the JSON body of one call on its way from the page to the real server, e.g. to send
 * what the element's own checks would never let through and see how it shows the refusal.
 */
export function rewriteRequests(path: string, rewrite: (body: unknown) => unknown): () => void {
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(path) || typeof init?.body !== 'string') return original(input, init);
    return original(input, { ...init, body: JSON.stringify(rewrite(JSON.parse(init.body))) });
  };
  return () => {
    window.fetch = original;
  };
}
