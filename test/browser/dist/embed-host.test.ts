import { expect } from '@open-wc/testing';
import {
  HOST_ORIGIN,
  UNLISTED_ORIGIN,
  closeHost,
  inHost,
  openHost,
  resizeHost,
  untilHost,
} from '../helpers/embed-host';

/**
 * The elements on an old CMS page of ANOTHER origin (test/browser/fixtures/cms-host.html, issue
 * #30): the loader and the API are the portal's (this test page's origin), the page is the site's.
 */

interface ManifestElement {
  tagName?: string;
  attributes?: { name: string }[];
}

/** The elements and their attributes, as the Custom Elements Manifest documents them. */
async function documentedElements(): Promise<{ tag: string; props: string[] }[]> {
  const manifest = (await (await fetch('/PC/custom-elements.json')).json()) as {
    modules: { declarations?: ManifestElement[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => ({
      tag: declaration.tagName!,
      props: (declaration.attributes ?? []).map((attribute) =>
        attribute.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      ),
    }));
}

/** A harmless value for a property, by its name (what a page would set). */
function presetValue(prop: string): string | number {
  // ids are numbers, except an attempt's (a session id, text)
  if (
    /^(limit|pageSize|months|height|refresh|bannerInterval)$/.test(prop) ||
    (prop.endsWith('Id') && prop !== 'attemptId')
  ) {
    return { limit: 3, pageSize: 6, months: 6, height: 240, refresh: 0, bannerInterval: 9000 }[prop] ?? 1;
  }
  return { kind: 'news', by: 'rating', type: '1', sort: 'hot', tab: 'learning', lang: 'zh-CN' }[prop] ?? 'x';
}

describe('embedded on a CMS page of another origin', function () {
  this.timeout(90000);
  let presets: Record<string, Record<string, string | number>> = {};

  before(async () => {
    presets = Object.fromEntries(
      (await documentedElements()).map(({ tag, props }) => [
        tag,
        Object.fromEntries([...props, 'lang'].map((prop) => [prop, presetValue(prop)])),
      ]),
    );
    expect(Object.keys(presets).length).to.be.greaterThan(20);
    const url = openHost('cms-host', {
      query: { token: 'host-reset-link', page: '2', presets: JSON.stringify(presets) },
    });
    expect(new URL(url).origin).to.equal(HOST_ORIGIN);
    expect(HOST_ORIGIN).to.not.equal(location.origin);
    await untilHost('the news feed, the ranking and the cards with their data', () => {
      const inner = (id: string, selector: string) =>
        document.getElementById(id)?.shadowRoot?.querySelectorAll(selector).length ?? 0;
      return inner('feed', '[part~=item]') > 0 && inner('ranking', '[part~=item]') > 0 && inner('cards', '[part~=card]') > 0;
    });
  });
  after(closeHost);

  it('every image, video and link to the portal resolves against the portal, and images load', async () => {
    const portal = location.origin;
    await untilHost('the visible images loaded', () => {
      const all = (root: ParentNode): Element[] =>
        [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? all(element.shadowRoot) : [])]);
      const images = all(document).filter(
        (element): element is HTMLImageElement => element instanceof HTMLImageElement && element.getClientRects().length > 0,
      );
      return (
        images.some((image) => image.complete && image.naturalWidth > 0) &&
        images.filter((image) => image.loading !== 'lazy').every((image) => image.complete)
      );
    });
    const found = await inHost(() => {
      const all = (root: ParentNode): Element[] =>
        [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? all(element.shadowRoot) : [])]);
      const inside = all(document).filter((element) => element.getRootNode() instanceof ShadowRoot);
      return {
        urls: inside.flatMap((element) =>
          ['src', 'poster', 'href']
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => Boolean(value) && !value!.startsWith('#') && !/^(tel|mailto|data|blob):/.test(value!))
            .map((value) => new URL(value, location.href).href),
        ),
        loaded: inside
          .filter((element): element is HTMLImageElement => element instanceof HTMLImageElement)
          .filter((image) => image.getClientRects().length > 0)
          .map((image) => ({ src: image.currentSrc, ok: image.complete && image.naturalWidth > 0, lazy: image.loading === 'lazy' })),
      };
    });
    // none on the host page's origin (links to other sites, e.g. 友情链接, are theirs)
    expect(found.urls.filter((url) => url.startsWith(`${HOST_ORIGIN}/`))).to.deep.equal([]);
    expect(found.urls.filter((url) => url.startsWith(`${portal}/`)).length).to.be.greaterThan(10);
    expect(found.loaded.filter((image) => !image.lazy && !image.ok)).to.deep.equal([]);
    expect(found.loaded.some((image) => image.ok)).to.equal(true);
  });

  it('never reads, sends or removes the host page’s own `token`, in either storage', async () => {
    const state = await untilHost('the user status, logged out', () => {
      const status = document.querySelector('xnfz-user-status')?.shadowRoot?.textContent ?? '';
      return status.includes('登录')
        ? {
            status,
            local: localStorage.getItem('token'),
            session: sessionStorage.getItem('token'),
            notices: document.querySelector('xnfz-notice-bar')?.shadowRoot?.textContent ?? '',
          }
        : null;
    });
    expect(state.local).to.equal(JSON.stringify({ token: 'cms-own-token' }));
    expect(state.session).to.equal(JSON.stringify({ token: 'cms-own-session' }));
    expect(state.notices).to.not.include('未登录或登录超时');
  });

  it('leaves the host page’s own `?token=` in its address and never exchanges it', async () => {
    const state = await inHost(() => ({
      search: location.search,
      exchanged: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('exchangeTicket')).length,
    }));
    const query = new URLSearchParams(state.search);
    expect(query.get('token')).to.equal('host-reset-link');
    expect(query.get('page')).to.equal('2');
    expect(state.exchanged).to.equal(0);
  });

  it('takes over every property set before the element was defined', async () => {
    const visible = await inHost(() => {
      const count = (id: string, selector: string) => document.getElementById(id)?.shadowRoot?.querySelectorAll(selector).length;
      return { feed: count('feed', '[part~=item]'), ranking: count('ranking', '[part~=item]'), cards: count('cards', '[part~=card]') };
    });
    expect(visible).to.deep.equal({ feed: 2, ranking: 3, cards: 4 });
    const properties = await untilHost(
      'every element defined',
      (wanted: Record<string, Record<string, string | number>>) => {
        const elements = [...document.querySelectorAll('#every-element > *')];
        if (elements.length === 0 || elements.some((element) => !customElements.get(element.localName))) return null;
        return elements.map((element) => {
          const props = wanted[element.localName] ?? {};
          const observed = (customElements.get(element.localName) as unknown as { observedAttributes?: string[] }).observedAttributes ?? [];
          return {
            tag: element.localName,
            shadowed: Object.keys(props).filter((prop) => Object.prototype.hasOwnProperty.call(element, prop)),
            wrong: Object.keys(props).filter((prop) => (element as unknown as Record<string, unknown>)[prop] !== props[prop]),
            observed: [...observed].sort(),
          };
        });
      },
      presets,
    );
    expect(properties.length).to.equal(Object.keys(presets).length);
    for (const { tag, shadowed, wrong, observed } of properties) {
      expect({ tag, shadowed, wrong }).to.deep.equal({ tag, shadowed: [], wrong: [] });
      // the manifest documents every property the element has (the docs cannot drift)
      const documented = Object.keys(presets[tag]!).map((prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
      expect(observed, `${tag}: attributes in the manifest`).to.deep.equal(documented.sort());
    }
  });

  it('a floated full-width title bar before the feed does not squeeze it (own formatting context)', async () => {
    const boxes = await inHost(() => {
      const bar = document.querySelector('.title-bar')!.getBoundingClientRect();
      const feed = document.getElementById('feed')!;
      const panel = feed.shadowRoot!.querySelector('[part~=base]')!.getBoundingClientRect();
      const title = feed.shadowRoot!.querySelector('[part~=title]')!.getBoundingClientRect();
      return {
        barBottom: bar.bottom,
        barWidth: bar.width,
        feedTop: feed.getBoundingClientRect().top,
        panelWidth: panel.width,
        titleHeight: title.height,
      };
    });
    expect(boxes.panelWidth).to.be.greaterThan(boxes.barWidth * 0.9);
    // one line, not a strip of one character per line
    expect(boxes.titleHeight).to.be.below(48);
    expect(boxes.feedTop).to.be.at.least(boxes.barBottom - 1);
  });

  it('in the CMS’s table at a phone’s width no element is squeezed below 240 px', async () => {
    resizeHost(375);
    try {
      const widths = await untilHost('the narrow layout', () =>
        window.innerWidth === 375
          ? ['feed', 'cards', 'ranking'].map((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().width))
          : null,
      );
      for (const width of widths) expect(width).to.be.at.least(240);
    } finally {
      resizeHost(1280);
    }
  });
});

describe('embedded on a site that the server’s CORS_ORIGINS does not list', function () {
  this.timeout(60000);
  after(closeHost);

  it('still shows the public elements (scripts, media and anonymous reads are public)', async () => {
    const url = openHost('cms-host', { origin: UNLISTED_ORIGIN });
    expect(new URL(url).origin).to.equal(UNLISTED_ORIGIN);
    const shown = await untilHost('the public elements with their data', () => {
      const inner = (id: string, selector: string) =>
        document.getElementById(id)?.shadowRoot?.querySelectorAll(selector).length ?? 0;
      return inner('feed', '[part~=item]') > 0 && inner('ranking', '[part~=item]') > 0 ? { feed: inner('feed', '[part~=item]') } : null;
    });
    expect(shown.feed).to.equal(2);
  });
});

describe('the README’s loader tag with the portal hung', function () {
  this.timeout(60000);
  after(closeHost);

  it('does not delay the host page’s first paint', async () => {
    const stalled = `${location.origin}/__stall?ms=12000`;
    openHost('readme-embed', { query: { loader: stalled } });
    const paint = await untilHost('the host page’s first contentful paint', () =>
      document.readyState !== 'loading'
        ? (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
        : null,
    );
    expect(paint).to.be.below(3000);
  });
});

describe('embedded on a page with a strict CSP and Trusted Types', function () {
  this.timeout(60000);
  after(closeHost);

  it('shows styled elements and the article body with no violation', async () => {
    const list = (await (await fetch('/api/xnfz/articleList?kind=news&pageSize=1')).json()) as {
      data: { rows: { id: number }[] };
    };
    const article = String(list.data.rows[0]!.id);
    openHost('csp-host', { query: { article } });
    const shown = await untilHost('the census, the feed and the article body', () => {
      const root = (tag: string) => document.querySelector(tag)?.shadowRoot;
      const body = root('xnfz-article-detail')?.querySelector('[part~=content]');
      const card = root('xnfz-census-total')?.querySelector('.card');
      const title = root('xnfz-news-feed')?.querySelector('[part~=title]');
      if (!body || !card || !title || (root('xnfz-news-feed')?.querySelectorAll('[part~=item]').length ?? 0) === 0) return null;
      return {
        bodyHeight: body.getBoundingClientRect().height,
        bodyText: (body.textContent ?? '').trim().length,
        cardDisplay: getComputedStyle(card).display,
        titleColour: getComputedStyle(title).color,
        styleElements: ['xnfz-census-total', 'xnfz-news-feed', 'xnfz-article-detail'].map(
          (tag) => root(tag)?.querySelectorAll('style').length ?? -1,
        ),
        violations: (window as unknown as { violations: string[] }).violations,
      };
    });
    expect(shown.violations).to.deep.equal([]);
    expect(shown.styleElements).to.deep.equal([0, 0, 0]);
    expect(shown.cardDisplay).to.equal('flex');
    expect(shown.bodyText).to.be.greaterThan(20);
    expect(shown.bodyHeight).to.be.greaterThan(40);
  });

  it('in a phone-wide column no line of the article’s meta begins with a · separator', async () => {
    resizeHost(375);
    try {
      const lines = await untilHost('the narrow meta line', () => {
        if (window.innerWidth !== 375) return null;
        const meta = document.querySelector('xnfz-article-detail')?.shadowRoot?.querySelector('[part~=meta]');
        if (!meta) return null;
        const box = meta.getBoundingClientRect();
        const clipped = getComputedStyle(meta).overflowX !== 'visible';
        return [...meta.children].map((item) => {
          const before = getComputedStyle(item, '::before');
          const dot = item.getBoundingClientRect().left + parseFloat(before.marginLeft);
          return {
            text: item.textContent ?? '',
            startsLine: item.getBoundingClientRect().left - box.left < 1,
            dotShown: before.content.includes('·') && (!clipped || dot + parseFloat(before.width || '0') > box.left + 0.5),
          };
        });
      });
      expect(lines.filter((line) => line.startsLine).length).to.be.greaterThan(1);
      expect(lines.filter((line) => line.startsLine && line.dotShown)).to.deep.equal([]);
    } finally {
      resizeHost(1280);
    }
  });
});

describe('a bare loader tag, twice on the page', function () {
  this.timeout(60000);
  after(closeHost);

  it('links to and calls the portal it came from, keeps the first theme with a warning, takes data-timeout', async () => {
    openHost('bare-host');
    const seen = await untilHost('the feed with its rows', () => {
      const root = document.querySelector('xnfz-news-feed')?.shadowRoot;
      if (!root || root.querySelectorAll('[part~=item]').length === 0) return null;
      return {
        links: [...root.querySelectorAll('a')].map((link) => link.href),
        primary: getComputedStyle(document.querySelector('xnfz-news-feed')!).getPropertyValue('--xnfz-color-primary').trim(),
        warnings: (window as unknown as { warnings: string[] }).warnings,
        timeoutMs: (window as unknown as { xnfz: { settings: { timeoutMs?: number } } }).xnfz.settings.timeoutMs,
      };
    });
    expect(seen.links.length).to.be.greaterThan(1);
    expect(seen.links.filter((href) => !href.startsWith(`${location.origin}/PC/#/`))).to.deep.equal([]);
    expect(seen.primary).to.equal('#1f5fbf');
    expect(seen.warnings.filter((line) => line.includes('data-theme="dark"'))).to.have.length(1);
    expect(seen.timeoutMs).to.equal(5000);
  });
});

describe('the host page chooses where notices go (data-notice)', function () {
  this.timeout(60000);
  after(closeHost);

  /** Once the article has said 资源不存在: where the notice bars are and how they sit. */
  const notices = () =>
    untilHost('the article’s answer', () => {
      const detail = document.querySelector('xnfz-article-detail')?.shadowRoot?.textContent ?? '';
      if (!detail.includes('资源不存在')) return null;
      return [...document.querySelectorAll('xnfz-notice-bar')].map((bar) => ({
        parent: bar.parentElement?.id || bar.parentElement?.localName,
        position: getComputedStyle(bar).position,
        text: bar.shadowRoot?.textContent ?? '',
      }));
    });

  it('data-notice="#selector" puts them inside that element, in the page’s flow', async () => {
    openHost('notice-host', { query: { notice: '#xnfz-notices' } });
    await untilHost('the notice in its place', () =>
      document.querySelector('#xnfz-notices xnfz-notice-bar')?.shadowRoot?.textContent?.includes('资源不存在'),
    );
    const bars = await notices();
    expect(bars).to.have.length(1);
    expect(bars[0]).to.deep.include({ parent: 'xnfz-notices', position: 'static' });
  });

  it('data-notice="none" shows none (the page listens to xnfz-error instead)', async () => {
    openHost('notice-host', { query: { notice: 'none' } });
    const bars = await notices();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bars).to.deep.equal([]);
    expect(await inHost(() => document.querySelectorAll('xnfz-notice-bar').length)).to.equal(0);
  });

  it('without it (or `top`) they stay at the top of the window', async () => {
    openHost('notice-host', { query: { notice: 'top' } });
    await untilHost('the notice', () => document.querySelector('body > xnfz-notice-bar')?.shadowRoot?.textContent?.includes('资源不存在'));
    const bars = await notices();
    expect(bars).to.have.length(1);
    expect(bars[0]).to.deep.include({ parent: 'body', position: 'fixed' });
  });
});
