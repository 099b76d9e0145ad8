import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { findIn, shadowOf, waitForText } from '../helpers/dom';

/** Loads the built one-file bundle the way an institution's page does: one classic script. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} 加载失败（先运行 npm run build）`));
    document.head.append(script);
  });
}

describe('dist/xnfz-widgets.js on a page without the host', () => {
  before(async () => {
    localStorage.clear(); // other test files share this origin's storage
    await loadScript('/dist/xnfz-widgets.js');
  });

  it('defines every element of the foundation', () => {
    for (const tag of ['xnfz-census-total', 'xnfz-login', 'xnfz-user-status']) {
      expect(customElements.get(tag), tag).to.not.equal(undefined);
    }
  });

  it('renders the census cards and the login form with real data', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-user-status></xnfz-user-status>
        <xnfz-census-total></xnfz-census-total>
        <xnfz-login></xnfz-login>
      </div>
    `);
    await findIn(page.querySelector('xnfz-census-total') as HTMLElement, '.card');
    await findIn(page.querySelector('xnfz-login') as HTMLElement, '.captcha-image img');
    await waitForText(page.querySelector('xnfz-user-status') as HTMLElement, '登录');
  });

  it('sends a cancelable xnfz-navigate event for links to full screens', async () => {
    const status = await fixture<HTMLElement>(html`<xnfz-user-status></xnfz-user-status>`);
    const link = await findIn<HTMLAnchorElement>(status, 'a');
    let detail: { route: string } | null = null;
    const handler = (event: Event) => {
      detail = (event as CustomEvent<{ route: string }>).detail;
      event.preventDefault();
    };
    document.addEventListener('xnfz-navigate', handler);
    const hashBefore = location.hash;
    link.click();
    document.removeEventListener('xnfz-navigate', handler);
    await waitUntil(() => detail !== null, 'event');
    expect(detail).to.deep.include({ route: '/login' });
    expect(location.hash).to.equal(hashBefore);
  });

  it('ignores a second definition with a warning (two copies of the bundle)', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    await loadScript('/dist/xnfz-widgets.js?copy=2');
    console.warn = original;
    expect(warnings.join('\n')).to.include('xnfz-census-total');
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    await findIn(element, '.card');
    expect(shadowOf(element).querySelectorAll('.card').length).to.equal(8);
  });

  it('renders every documented element with real data, none left loading or failed', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string }[] }[];
    };
    const attributes: Record<string, string> = {
      'xnfz-article-list': 'kind="news"',
      'xnfz-article-detail': 'article-id="1"',
      'xnfz-news-feed': 'kind="notice"',
      'xnfz-resource-list': 'kind="red"',
      'xnfz-resource-detail': 'resource-id="1"',
      'xnfz-course-catalog': 'course-id="1"',
      'xnfz-video-detail': 'lesson-id="1"',
    };
    const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
    expect(tags.length).to.be.greaterThan(20);
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.innerHTML = tags.map((tag) => `<${tag} ${attributes[tag] ?? ''}></${tag}>`).join('');
    for (const tag of tags) {
      const element = page.querySelector(tag) as HTMLElement;
      await waitUntil(
        () => {
          const root = element.shadowRoot;
          return (
            root &&
            (root.textContent ?? '').trim().length > 0 &&
            !root.querySelector('[part=state-loading]')
          );
        },
        `${tag} rendered`,
        { timeout: 15000 },
      );
      expect(element.shadowRoot?.querySelector('[part=state-error]'), `${tag} failed`).to.equal(null);
    }
  });

  it('draws a chart with Chart.js fetched once from beside the bundle, not carried in it', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-month-clicks></xnfz-month-clicks>`);
    await findIn(element, 'canvas');
    const chartCode = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/dist/esm/chart-runtime.js');
    await waitUntil(() => chartCode().length === 1, 'esm/chart-runtime.js fetched');
  });
});
