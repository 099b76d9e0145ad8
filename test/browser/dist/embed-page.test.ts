import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { typeInto } from '../helpers/dom';
import { box, settled, stickingOut } from '../helpers/layout';

/**
 * demo/embed.html as an institution would host it: its own heavy global CSS, one loader script
 * tag, and the API on ANOTHER origin (the real server, allowed by CORS_ORIGINS).
 */
let frame: HTMLIFrameElement;
let win: Window & typeof globalThis & { xnfz?: { configure: (changes: object) => void } };
let doc: Document;

function inner(tag: string, selector: string): HTMLElement | null {
  return (doc.querySelector(tag)?.shadowRoot?.querySelector(selector) as HTMLElement | null) ?? null;
}

async function waitInner(tag: string, selector: string, message = `${tag} ${selector}`): Promise<HTMLElement> {
  await waitUntil(() => inner(tag, selector), message, { timeout: 15000 });
  return inner(tag, selector) as HTMLElement;
}

function requestedScripts(): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
}

describe('demo/embed.html: one script tag on a foreign page, API on another origin', () => {
  before(async () => {
    const source = await (await fetch('/demo/embed.html')).text();
    const page = source
      .replace('src="../xnfz-loader.js"', `src="${location.origin}/dist/xnfz-loader.js"`)
      .replace('data-api-base=""', `data-api-base="${XNFZ_TEST_SERVER_URL}"`);
    expect(page).to.include(XNFZ_TEST_SERVER_URL);
    frame = document.createElement('iframe');
    frame.style.width = '1280px';
    frame.style.height = '900px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = page;
    document.body.append(frame);
    await loaded;
    win = frame.contentWindow as typeof win;
    doc = frame.contentDocument as Document;
    await waitInner('xnfz-census-total', '.card', 'census cards from the other origin');
  });
  after(() => {
    win.localStorage.removeItem('xnfz-token');
    frame.remove();
  });

  it('talks to the API on another origin', () => {
    expect(new URL(XNFZ_TEST_SERVER_URL).origin).to.not.equal(location.origin);
    const apiCalls = win.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(XNFZ_TEST_SERVER_URL));
    expect(apiCalls.length).to.be.greaterThan(0);
  });

  it('downloads only the chunks of the elements on the page', async () => {
    await waitInner('xnfz-lesson-ranking', '.item, [part=state-empty]');
    const scripts = requestedScripts();
    for (const name of ['xnfz-loader.js', 'esm/user-status.js', 'esm/census-total.js', 'esm/lesson-ranking.js', 'esm/login.js']) {
      expect(scripts.some((path) => path.endsWith(name)), name).to.equal(true);
    }
    for (const name of ['esm/portal.js', 'esm/month-clicks.js', 'esm/personal-center.js', 'xnfz-widgets.js']) {
      expect(scripts.some((path) => path.endsWith(name)), name).to.equal(false);
    }
    expect(scripts.filter((path) => path.includes('/esm/chart-runtime.js'))).to.deep.equal([]);
    // each chunk once
    expect(new Set(scripts).size).to.equal(scripts.length);
  });

  it('is not restyled by the page CSS', async () => {
    const label = await waitInner('xnfz-census-total', '.label');
    const style = win.getComputedStyle(label);
    expect(style.fontFamily).to.include('PingFang SC');
    expect(style.color).to.equal('rgb(100, 106, 115)');
    const card = inner('xnfz-census-total', '.card') as HTMLElement;
    expect(win.getComputedStyle(card).display).to.equal('flex');
    const submit = await waitInner('xnfz-login', 'button[type=submit]');
    expect(win.getComputedStyle(submit).backgroundColor).to.equal('rgb(200, 22, 29)');
    expect(win.getComputedStyle(submit).color).to.equal('rgb(255, 255, 255)');
    // and ours does not leak out: the page's own heading keeps its colour
    expect(win.getComputedStyle(doc.querySelector('.wrap h2') as Element).color).to.equal('rgb(0, 51, 153)');
  });

  it('fits a phone: nothing sticks out at 375 px, and the two columns stack so titles have room', async () => {
    frame.style.width = '375px';
    try {
      await settled(doc.body);
      const width = doc.documentElement.clientWidth;
      expect(doc.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(width);
      expect(stickingOut(doc.body, width)).to.deep.equal([]);
      for (const tag of ['xnfz-lesson-ranking', 'xnfz-news-feed']) {
        expect(box(doc.querySelector(tag)).width, tag).to.be.greaterThan(width * 0.75);
      }
    } finally {
      frame.style.width = '1280px';
    }
  });

  it('lets the page cancel xnfz-navigate (the page stays where it is)', async () => {
    const link = await waitInner('xnfz-user-status', 'a');
    let seen: { route: string } | null = null;
    const cancel = (event: Event) => {
      seen = (event as CustomEvent<{ route: string }>).detail;
      event.preventDefault();
    };
    doc.addEventListener('xnfz-navigate', cancel);
    link.click();
    doc.removeEventListener('xnfz-navigate', cancel);
    expect(seen).to.deep.include({ route: '/login' });
    expect(win.location.href).to.equal('about:srcdoc');
  });

  it('logs in inside <xnfz-login>: the status element updates, with the token header across origins', async () => {
    await waitInner('xnfz-login', '.captcha-image img');
    const login = doc.querySelector('xnfz-login')?.shadowRoot as ShadowRoot;
    typeInto(login.querySelector('input[name=username]') as HTMLInputElement, 'teacher1');
    typeInto(login.querySelector('input[name=password]') as HTMLInputElement, 'Demo@1234');
    typeInto(login.querySelector('input[name=captchaCode]') as HTMLInputElement, XNFZ_TEST_CAPTCHA_CODE);
    (login.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(() => doc.querySelector('xnfz-user-status')?.shadowRoot?.textContent?.includes('退出登录'), 'status updated', {
      timeout: 10000,
    });
    const token = JSON.parse(win.localStorage.getItem('xnfz-token') ?? 'null') as { token: string } | null;
    const me = await fetch(`${XNFZ_TEST_SERVER_URL}/api/xnfz/userInfo`, { headers: { token: token?.token ?? '' } });
    expect(((await me.json()) as { data?: { username: string } }).data?.username).to.equal('teacher1');
  });

  it('switches theme and language at run time for every element', async () => {
    const card = await waitInner('xnfz-census-total', '.card');
    expect(win.getComputedStyle(card).backgroundColor).to.equal('rgb(255, 255, 255)');
    win.xnfz?.configure({ theme: 'dark' });
    await waitUntil(() => win.getComputedStyle(inner('xnfz-census-total', '.card') as Element).backgroundColor === 'rgb(27, 29, 34)', 'dark theme');
    win.xnfz?.configure({ theme: 'blue' });
    await waitUntil(
      () => win.getComputedStyle(inner('xnfz-census-total', '.icon') as Element).backgroundColor === 'rgb(31, 95, 191)',
      'blue theme',
    );
    win.xnfz?.configure({ lang: 'en-US' });
    await waitUntil(() => inner('xnfz-census-total', '[data-figure=courseCount] .label')?.textContent === 'Courses', 'English');
    doc.querySelector('xnfz-census-total')?.setAttribute('lang', 'zh-CN');
    await waitUntil(() => inner('xnfz-census-total', '[data-figure=courseCount] .label')?.textContent === '课程总数', 'lang attribute wins');
    win.xnfz?.configure({ lang: 'zh-CN', theme: 'red' });
  });
});

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b2] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b2 ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The background an element is drawn on: the first opaque one up the tree, across shadow roots. */
function backgroundOf(element: Element, view: Window): string {
  let node: Element | null = element;
  while (node) {
    const background = view.getComputedStyle(node).backgroundColor;
    if (background && !/rgba\(.*,\s*0\)$/.test(background) && background !== 'transparent')
      return background;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return 'rgb(255, 255, 255)';
}

describe('demo/embed.html: the elements’ text keeps 4.5 : 1 on the page’s backgrounds (issue 18 · 16)', () => {
  it('登录 / 注册 on the dark-blue header', async () => {
    const source = await (await fetch('/demo/embed.html')).text();
    const page = source
      .replace('src="../xnfz-loader.js"', `src="${location.origin}/dist/xnfz-loader.js"`)
      .replace('data-api-base=""', `data-api-base="${XNFZ_TEST_SERVER_URL}"`);
    const frame = document.createElement('iframe');
    frame.style.width = '1280px';
    frame.style.height = '600px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = page;
    document.body.append(frame);
    try {
      await loaded;
      const view = frame.contentWindow as Window;
      const status = (frame.contentDocument as Document).querySelector('xnfz-user-status');
      await waitUntil(() => status?.shadowRoot?.querySelector('.link'), 'login links', {
        timeout: 15000,
      });
      const links = [...(status?.shadowRoot?.querySelectorAll('.link') ?? [])];
      expect(links.map((link) => link.textContent)).to.deep.equal(['登录', '注册']);
      for (const link of links) {
        const color = view.getComputedStyle(link).color;
        const ratio = contrast(color, backgroundOf(link, view));
        expect(ratio, `${link.textContent}: ${color}`).to.be.at.least(4.5);
      }
    } finally {
      frame.remove();
    }
  });
});
