import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/home/home.element';
import type {
  Banner,
  Experiment,
  Paged,
  ResourceSummary,
  SiteInfo,
} from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import type { XnfzEventMap } from '../../../src/core/events/events';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { arrivedAt, expectSameAsServer, go, mountPortal } from '../helpers/courses';
import { apiGet, must } from '../helpers/server-api';

function carouselOf(element: HTMLElement): HTMLElement {
  return shadowOf(element).querySelector('[part=carousel]') as HTMLElement;
}

function indexOf(element: HTMLElement): number {
  return Number(carouselOf(element).getAttribute('data-index'));
}

function visibleSlides(element: HTMLElement): string[] {
  return [...shadowOf(element).querySelectorAll<HTMLElement>('[part=slide]')]
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.getAttribute('data-banner-id') ?? '');
}

async function serverBanners(): Promise<Banner[]> {
  const banners = must(await apiGet<Banner[]>('/api/xnfz/banners'));
  expect(banners.length, 'demo banners').to.be.greaterThan(2);
  return banners;
}

describe('<xnfz-home>', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the banners with labelled controls that the keyboard can reach', async () => {
    const banners = await serverBanners();
    const element = await fixture<HTMLElement>(html`<xnfz-home banner-interval="60"></xnfz-home>`);
    await findIn(element, '[part=slide]');
    const root = shadowOf(element);
    expect(carouselOf(element).getAttribute('aria-roledescription')).to.equal('轮播图');
    expect(carouselOf(element).getAttribute('aria-label')).to.equal('焦点图');
    const slides = [...root.querySelectorAll('[part=slide]')];
    expect(slides.map((slide) => Number(slide.getAttribute('data-banner-id')))).to.deep.equal(
      banners.map((banner) => banner.id),
    );
    expect(slides.map((slide) => slide.querySelector('img')?.getAttribute('alt'))).to.deep.equal(
      banners.map((banner) => banner.title),
    );
    expect(slides[0]?.getAttribute('aria-label')).to.equal(`第 1 张，共 ${banners.length} 张`);
    expect(visibleSlides(element)).to.deep.equal([String(banners[0]?.id)]);

    const dots = [...root.querySelectorAll<HTMLButtonElement>('.banner-dot')];
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).to.deep.equal(
      banners.map((banner, i) => `第 ${i + 1} 张：${banner.title}`),
    );
    expect(dots.every((dot) => dot.localName === 'button' && dot.type === 'button')).to.equal(true);
    expect(dots[0]?.getAttribute('aria-current')).to.equal('true');

    const next = root.querySelector('.banner-next') as HTMLButtonElement;
    const prev = root.querySelector('.banner-prev') as HTMLButtonElement;
    expect(next.getAttribute('aria-label')).to.equal('下一张');
    expect(prev.getAttribute('aria-label')).to.equal('上一张');
    next.click();
    await waitUntil(() => indexOf(element) === 1, 'next');
    expect(visibleSlides(element)).to.deep.equal([String(banners[1]?.id)]);
    expect(dots[1]?.getAttribute('aria-current')).to.equal('true');
    prev.click();
    prev.click();
    await waitUntil(() => indexOf(element) === banners.length - 1, 'wraps to the last');
    dots[2]?.click();
    await waitUntil(() => indexOf(element) === 2, 'dot 3');
    // ←/→ on any control of the carousel
    dots[2]?.focus();
    dots[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitUntil(() => indexOf(element) === 3 % banners.length, 'arrow right');
    dots[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitUntil(() => indexOf(element) === 2, 'arrow left');
    // the banner links into the portal
    const link = slides[0]?.querySelector('a');
    expect(link?.getAttribute('href')).to.match(/^#\//);
  });

  it('advances on its own and pauses on focus, on hover and with 暂停轮播', async () => {
    await serverBanners();
    const element = await fixture<HTMLElement>(html`<xnfz-home banner-interval="1"></xnfz-home>`);
    await findIn(element, '[part=slide]');
    const carousel = carouselOf(element);
    expect(carousel.getAttribute('data-auto')).to.equal('running');
    await waitUntil(() => indexOf(element) === 1, 'advanced after a second', { timeout: 4000 });

    // keyboard focus inside: it stops
    const dot = shadowOf(element).querySelector('.banner-dot') as HTMLButtonElement;
    dot.focus();
    await waitUntil(() => carousel.getAttribute('data-auto') === 'paused', 'paused by focus');
    const held = indexOf(element);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(indexOf(element)).to.equal(held);
    dot.blur();
    await waitUntil(() => carousel.getAttribute('data-auto') === 'running', 'runs after blur');

    // pointer over it: it stops
    carousel.dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: document.body }),
    );
    await waitUntil(() => carousel.getAttribute('data-auto') === 'paused', 'paused by hover');
    carousel.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, composed: true, relatedTarget: document.body }),
    );
    await waitUntil(() => carousel.getAttribute('data-auto') === 'running', 'runs after hover');

    // the pause button
    const toggle = shadowOf(element).querySelector('.banner-toggle') as HTMLButtonElement;
    expect(toggle.textContent).to.equal('暂停轮播');
    toggle.click();
    await waitUntil(() => carousel.getAttribute('data-auto') === 'off', 'stopped');
    expect(toggle.textContent).to.equal('继续轮播');
    expect(shadowOf(element).querySelector('.slides')?.getAttribute('aria-live')).to.equal(
      'polite',
    );
  });

  it('does not move on its own when the reader prefers reduced motion', async () => {
    await serverBanners();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          } as unknown as MediaQueryList)
        : original.call(window, query)) as typeof window.matchMedia;
    try {
      const element = await fixture<HTMLElement>(html`<xnfz-home banner-interval="1"></xnfz-home>`);
      await findIn(element, '[part=slide]');
      expect(carouselOf(element).getAttribute('data-auto')).to.equal('off');
      expect(shadowOf(element).querySelector('.banner-toggle')).to.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 1800));
      expect(indexOf(element)).to.equal(0);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows course highlights by type in tabs with icons, like the server', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
    await expectSameAsServer(element, { type: 'major', pageSize: 8, sort: 'hot' });
    const tabs = [...shadowOf(element).querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['专业课程', '实践实训', '仿真资源']);
    expect(tabs.every((tab) => tab.querySelector('svg'))).to.equal(true);
    expect(tabs[0]?.getAttribute('aria-selected')).to.equal('true');
    tabs[1]?.click();
    await expectSameAsServer(element, { type: 'practice', pageSize: 8, sort: 'hot' });
    tabs[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await expectSameAsServer(element, { type: 'simulation', pageSize: 8, sort: 'hot' });
    expect(shadowOf(element).activeElement).to.equal(tabs[2]);
    const panel = shadowOf(element).querySelector('[role=tabpanel]');
    expect(panel?.getAttribute('aria-labelledby')).to.equal(tabs[2]?.id);
  });

  it('renders the census and news tags, the 红色资源 strip and the experiments from the server', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
    const root = shadowOf(element);
    await findIn(element, '[data-resource-id]');
    await findIn(element, '[data-experiment-id]');
    expect(root.querySelector('xnfz-census-total')).to.not.equal(null);
    const feeds = [...root.querySelectorAll('xnfz-news-feed')];
    expect(
      feeds.map((feed) => [feed.getAttribute('kind'), feed.getAttribute('limit')]),
    ).to.deep.equal([
      ['news', '6'],
      ['notice', '6'],
    ]);

    const red = must(
      await apiGet<Paged<ResourceSummary>>('/api/xnfz/resourceList?kind=red&pageNum=1&pageSize=4'),
    );
    const shownRed = [...root.querySelectorAll('[data-resource-id]')];
    expect(shownRed.map((card) => Number(card.getAttribute('data-resource-id')))).to.deep.equal(
      red.rows.map((row) => row.id),
    );
    expect(shownRed[0]?.querySelector('a')?.getAttribute('href')).to.equal(
      `#/redshow?id=${red.rows[0]?.id}`,
    );
    expect(shownRed[0]?.querySelector('a')?.textContent).to.equal(red.rows[0]?.title);

    const experiments = must(
      await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageNum=1&pageSize=4'),
    );
    const shownExperiments = [...root.querySelectorAll('[data-experiment-id]')];
    expect(
      shownExperiments.map((card) => Number(card.getAttribute('data-experiment-id'))),
    ).to.deep.equal(experiments.rows.map((row) => row.id));
    const first = shownExperiments[0];
    expect(first?.querySelector('a')?.textContent).to.equal(experiments.rows[0]?.title);
    expect(first?.querySelector('a')?.getAttribute('href')).to.match(/^#\/experiment/);
    if (experiments.rows[0]?.cover) {
      expect(first?.querySelector('img')?.getAttribute('alt')).to.equal(experiments.rows[0].title);
    }
  });

  it('searches courses: the keyword goes to /courselist', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
    const input = await findIn<HTMLInputElement>(element, '[part=search] input');
    const label = shadowOf(element).querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).to.equal('搜索课程');
    let detail: XnfzEventMap['xnfz-navigate'] | null = null;
    const handler = (event: Event) => {
      detail = (event as CustomEvent<XnfzEventMap['xnfz-navigate']>).detail;
      event.preventDefault();
    };
    document.addEventListener('xnfz-navigate', handler);
    try {
      typeInto(input, ' 实验 ');
      input.form?.requestSubmit();
      await waitUntil(() => detail !== null, 'xnfz-navigate');
    } finally {
      document.removeEventListener('xnfz-navigate', handler);
    }
    expect(detail).to.deep.include({
      route: '/courselist',
      href: '/courselist?keyword=%E5%AE%9E%E9%AA%8C',
    });
  });

  it('shows 加载失败，点击重试 in every area when the server cannot be reached, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
    const errors = () => [
      ...shadowOf(element).querySelectorAll<HTMLButtonElement>('[part=state-error] button'),
    ];
    await waitUntil(() => errors().length === 4, 'banners, courses, red, experiments fail');
    expect(errors().every((button) => button.textContent === '加载失败，点击重试')).to.equal(true);
    configure({ apiBase: '' });
    errors().forEach((button) => button.click());
    await findIn(element, '[part=slide]', 'banners after retry');
    await expectSameAsServer(element, { type: 'major', pageSize: 8, sort: 'hot' });
    await findIn(element, '[data-resource-id]');
    await findIn(element, '[data-experiment-id]');
  });
});

describe('home inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => portal.remove());

  it('shows <xnfz-home> with live census figures and news feeds on /', async () => {
    await go('#/');
    const home = await findIn<HTMLElement>(portal, 'xnfz-home');
    const census = await findIn<HTMLElement>(home, 'xnfz-census-total');
    await findIn(census, '.card');
    expect(customElements.get('xnfz-news-feed')).to.not.equal(undefined);
    const feed = await findIn<HTMLElement>(home, 'xnfz-news-feed');
    await waitUntil(() => feed.shadowRoot?.querySelector('[part=base]'), 'news feed rendered');
    // the page's heading is the site's name as saved in the console (站点信息)
    const site = must(await apiGet<SiteInfo>('/api/xnfz/siteInfo'));
    await waitUntil(
      () => shadowOf(portal).querySelector('h1')?.textContent === site.name,
      'the site name as the heading',
    );
  });

  it('searches from home into the course list, and a banner opens its screen', async () => {
    await go('#/');
    const home = await findIn<HTMLElement>(portal, 'xnfz-home');
    const input = await findIn<HTMLInputElement>(home, '[part=search] input');
    typeInto(input, '实验');
    input.form?.requestSubmit();
    await arrivedAt('/courselist?keyword=%E5%AE%9E%E9%AA%8C');
    const list = await findIn<HTMLElement>(portal, 'xnfz-course-list');
    await expectSameAsServer(list, { keyword: '实验', pageSize: 12, sort: 'new' });

    await go('#/');
    const again = await findIn<HTMLElement>(portal, 'xnfz-home');
    const link = await findIn<HTMLAnchorElement>(again, '[part=slide]:not([hidden]) a');
    const target = (link.getAttribute('href') ?? '').replace(/^#/, '');
    link.click();
    await arrivedAt(target);
  });
});
