import { waitUntil } from './wait-until';

/** The shadow root of an element created by r2wc (open mode). */
export function shadowOf(element: Element): ShadowRoot {
  const root = element.shadowRoot;
  if (!root) throw new Error(`<${element.localName}> 没有 shadow root`);
  return root;
}

/** Waits until a selector matches inside an element's shadow root, and returns the match. */
export async function findIn<E extends Element = HTMLElement>(
  element: Element,
  selector: string,
  message = `等待 ${selector}`,
): Promise<E> {
  await waitUntil(() => element.shadowRoot?.querySelector(selector), message, { timeout: 10000 });
  return shadowOf(element).querySelector(selector) as E;
}

/** Waits until the visible text of an element's shadow tree contains `text`. */
export async function waitForText(element: Element, text: string, timeout = 10000): Promise<void> {
  await waitUntil(
    () => shadowOf(element).textContent?.includes(text),
    `等待文字「${text}」，实际：${element.shadowRoot?.textContent?.slice(0, 200)}`,
    { timeout },
  );
}

/** Types into a React-controlled input the way a user does (value setter + input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
