/**
 * The portal's first load does not move what it has already shown (issue 17, goal 1: CLS ≤ 0.02):
 * the built page from the real server in a phone-sized and a desktop-sized frame, every layout
 * shift counted from the first paint until the screen's data is on it.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';

const base = new URL('/PC/', location.href);

interface Shift {
  value: number;
  hadRecentInput: boolean;
}

/** A shadow root's element through a path of hosts (`xnfz-portal`, `xnfz-census-total`, …). */
function inside(doc: Document, hosts: string[], selector: string): Element | null {
  let root: ParentNode | null = doc;
  for (const host of hosts) root = root?.querySelector(host)?.shadowRoot ?? null;
  return root?.querySelector(selector) ?? null;
}

async function layoutShift(
  hash: string,
  size: { width: number; height: number },
  ready: (doc: Document) => boolean,
): Promise<number> {
  const frame = document.createElement('iframe');
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  frame.style.border = '0';
  document.body.append(frame);
  try {
    frame.src = new URL(hash, base).href;
    await waitUntil(
      () => frame.contentDocument?.readyState === 'complete' && ready(frame.contentDocument),
      `${hash} at ${size.width} px: the screen's data`,
      { timeout: 20000 },
    );
    // what follows the data (images, charts) has a moment to arrive too
    await new Promise((resolve) => setTimeout(resolve, 800));
    const win = frame.contentWindow as Window & typeof globalThis;
    // layout shifts are buffered from the page's start: the observer sees them all
    const shifts = await new Promise<Shift[]>((resolve) => {
      const observer = new win.PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries() as unknown as Shift[]);
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve([]), 500);
    });
    return shifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0);
  } finally {
    frame.remove();
  }
}

const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

describe('the portal page does not move while it loads', () => {
  for (const size of SIZES) {
    it(`数据统计 at ${size.width} px`, async () => {
      const shift = await layoutShift('#/datastatistics', size, (doc) => {
        const value = inside(doc, ['xnfz-portal', 'xnfz-census-total'], '.value');
        const chart = inside(doc, ['xnfz-portal', 'xnfz-month-clicks'], 'canvas');
        return Boolean(value?.textContent?.trim()) && chart !== null;
      });
      expect(shift, 'cumulative layout shift').to.be.at.most(0.02);
    });

    it(`首页 at ${size.width} px`, async () => {
      const shift = await layoutShift('#/', size, (doc) => {
        const banner = inside(doc, ['xnfz-portal', 'xnfz-home'], 'img') as HTMLImageElement | null;
        const card = inside(doc, ['xnfz-portal', 'xnfz-home'], '.home-card');
        return Boolean(banner?.complete) && card !== null;
      });
      expect(shift, 'cumulative layout shift').to.be.at.most(0.02);
    });
  }
});
