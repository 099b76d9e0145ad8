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
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

interface Measured {
  total: number;
  /** The elements that moved, to name in a failure (`div.xnfz-rich-text at 0,620 309×81 → 0,731 309×81 0.032`). */
  moved: string;
}

const box = (rect: DOMRectReadOnly) =>
  `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;

/** What moved: the element (null inside a shadow root), and where it was and went. */
function described(source: NonNullable<Shift['sources']>[number]): string {
  const node = source.node;
  // the frame's nodes are of its own realm: `instanceof Element` would be false
  const name =
    node?.nodeType === 1
      ? `${(node as Element).localName}${[...(node as Element).classList].map((c) => `.${c}`).join('')}`
      : (node?.nodeName ?? 'a node in a shadow root');
  return `${name} at ${box(source.previousRect)} → ${box(source.currentRect)}`;
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
): Promise<Measured> {
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
    const counted = shifts.filter((shift) => !shift.hadRecentInput);
    return {
      total: counted.reduce((sum, shift) => sum + shift.value, 0),
      moved: counted
        .map(
          (shift) =>
            `${(shift.sources ?? []).map(described).join(' + ')} ${shift.value.toFixed(3)}`,
        )
        .join(', '),
    };
  } finally {
    frame.remove();
  }
}

/** The `data` of a public API call of the test server. */
async function apiData<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${XNFZ_TEST_SERVER_URL}/api/xnfz/${path}`)).json()) as {
    data: T;
  };
  return body.data;
}

/** The first record of a list whose detail's body holds an image, or the first record. */
async function recordWithImage(list: string, detail: string): Promise<number> {
  const { rows } = await apiData<{ rows: { id: number }[] }>(list);
  for (const { id } of rows) {
    const record = await apiData<{ content?: string }>(`${detail}?id=${id}`);
    if (record.content?.includes('<img')) return id;
  }
  return rows[0]?.id ?? 0;
}

/** Ready when the screen's element shows `selector` and every image of it has loaded. */
function shown(tag: string, selector: string) {
  return (doc: Document): boolean => {
    const root = inside(doc, ['xnfz-portal'], tag)?.shadowRoot;
    return (
      Boolean(root?.querySelector(selector)) &&
      // a lazy image below the fold is not fetched at all
      [...(root?.querySelectorAll('img') ?? [])].every(
        (image) => image.complete || image.loading === 'lazy',
      )
    );
  };
}

// the screens whose first paint waits on a record, an image, a video or a form: each on a phone
const DETAIL_SCREENS: [string, () => Promise<string>, (doc: Document) => boolean][] = [
  [
    '新闻详情',
    async () => `#/newsdetail?id=${await recordWithImage('articleList?kind=news&pageSize=20', 'articleDetail')}`,
    shown('xnfz-article-detail', '.xnfz-rich-text'),
  ],
  [
    '红色资源详情',
    async () => `#/redshow?id=${await recordWithImage('resourceList?kind=red&pageSize=20', 'resourceDetail')}`,
    shown('xnfz-resource-detail', '.xnfz-rich-text'),
  ],
  [
    '资源详情',
    async () =>
      `#/resourcesdetail?id=${await recordWithImage('resourceList?kind=resource&pageSize=20', 'resourceDetail')}`,
    shown('xnfz-resource-detail', '.xnfz-rich-text'),
  ],
  [
    '课程目录',
    async () => {
      const { rows } = await apiData<{ rows: { id: number }[] }>('courseList?pageSize=1&sort=hot');
      return `#/coursecatalog?id=${rows[0]?.id ?? 0}`;
    },
    shown('xnfz-course-catalog', '.cover'),
  ],
  [
    '虚拟仿真实验',
    () => Promise.resolve('#/experiment'),
    shown('xnfz-experiment-center', '.xnfz-card'),
  ],
  ['联系我们', () => Promise.resolve('#/contactus'), shown('xnfz-contact-us', 'form')],
];

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
      expect(shift.total, `cumulative layout shift (moved: ${shift.moved})`).to.be.at.most(0.02);
    });

    it(`首页 at ${size.width} px`, async () => {
      const shift = await layoutShift('#/', size, (doc) => {
        const banner = inside(doc, ['xnfz-portal', 'xnfz-home'], 'img') as HTMLImageElement | null;
        const card = inside(doc, ['xnfz-portal', 'xnfz-home'], '.home-card');
        return Boolean(banner?.complete) && card !== null;
      });
      expect(shift.total, `cumulative layout shift (moved: ${shift.moved})`).to.be.at.most(0.02);
    });
  }
});

describe('the detail screens do not move while they load (375 px)', () => {
  for (const [name, address, ready] of DETAIL_SCREENS) {
    it(name, async () => {
      const shift = await layoutShift(await address(), SIZES[0]!, ready);
      expect(shift.total, `cumulative layout shift (moved: ${shift.moved})`).to.be.at.most(0.02);
    });
  }
});
