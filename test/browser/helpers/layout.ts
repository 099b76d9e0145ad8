// Layout checks of the screens at a phone's and a desktop's width, through open shadow roots.
import { waitUntil } from './wait-until';
import { setViewport } from '@web/test-runner-commands';
import { deepQueryAll } from './deep-dom';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** Whether an ancestor (in the same tree) scrolls or clips sideways: what is inside it moves with it. */
function insideScroller(element: Element): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX))
      return true;
  return false;
}

/**
 * Visible elements, through open shadow roots, whose right edge passes the viewport — except
 * inside a container that scrolls or clips sideways on purpose.
 */
export function stickingOut(root: ParentNode, width: number): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (
      box.width > 0 &&
      box.right > width + 1 &&
      style.visibility !== 'hidden' &&
      !insideScroller(element)
    ) {
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(box.right)}`,
      );
    }
    if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) continue;
    if (element.shadowRoot) found.push(...stickingOut(element.shadowRoot, width));
  }
  return found;
}

/** Runs `check` at 375 px and at 1440 px, then puts the test page's size back. */
export async function atWidths(check: (width: number) => Promise<void>): Promise<void> {
  try {
    for (const size of [PHONE, DESKTOP]) {
      await setViewport(size);
      await check(size.width);
    }
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}

/** The box of an element that must be there. */
export function box(element: Element | null | undefined): DOMRect {
  if (!element) throw new Error('element missing');
  return element.getBoundingClientRect();
}

/** Waits until nothing in the page shows a loading state any more (every area has its data). */
export async function settled(root: ParentNode = document.body, timeout = 15000): Promise<void> {
  await waitUntil(
    () => deepQueryAll(root, '[part=state-loading], [aria-busy=true]').length === 0,
    'every area loaded',
    { timeout },
  );
  // one more frame for the layout of what arrived last
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}
