import { expect } from '@open-wc/testing';
import { closeHost, inHost, openHost, untilHost } from '../helpers/embed-host';

/**
 * The README's "在你的网站中嵌入" snippets, each served as it is written as a page of another
 * origin (web-test-runner.config.mjs, `/readme-<name>.html`): a plain CMS page with a pinned loader
 * and its own place for notices, a React 19 app, a Vue 3 app, and a strict-CSP page with the
 * one-file bundle and its integrity. Each shows the portal's data; the frameworks get the
 * elements' events.
 */
describe('the README’s embedding snippets, each a page of another site', function () {
  this.timeout(90000);
  afterEach(closeHost);

  /** The rows an element in the host page shows. */
  const rows = (tag: string, part = 'item') =>
    untilHost(
      `<${tag}> with its rows`,
      (t: string, p: string) => document.querySelector(t)?.shadowRoot?.querySelectorAll(`[part~=${p}]`).length || null,
      tag,
      part,
    );

  it('a plain CMS page: the pinned loader, the feed and the census', async () => {
    openHost('readme-cms');
    expect(await rows('xnfz-news-feed')).to.equal(5);
    expect(await rows('xnfz-census-total', 'card')).to.be.greaterThan(3);
    const loaded = await inHost(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    // the pinned version's loader, and its chunks from the same pinned folder
    expect(loaded.filter((path) => path.endsWith('/xnfz-loader.js'))).to.deep.equal([
      loaded.find((path) => /^\/PC\/v\/\d+\.\d+\.\d+[\w.-]*\/xnfz-loader\.js$/.test(path)),
    ]);
    expect(loaded.some((path) => /^\/PC\/v\/[^/]+\/esm\/news-feed\.js$/.test(path))).to.equal(true);
  });

  it('a React 19 app: the ranking, and its onxnfz-navigate handler instead of leaving the page', async () => {
    openHost('readme-react');
    expect(await rows('xnfz-lesson-ranking')).to.equal(5);
    await inHost(() => {
      const link = document.querySelector('xnfz-lesson-ranking')!.shadowRoot!.querySelector<HTMLElement>('[part~=item] a')!;
      link.click();
    });
    const after = await untilHost('the app’s handler called', () => {
      const opened = (window as unknown as { opened?: string }).opened;
      return opened ? { opened, page: location.pathname } : null;
    });
    expect(after.opened).to.match(/\/coursecatalog\?id=\d+$/);
    expect(after.page).to.equal('/readme-react.html');
  });

  it('a Vue 3 app: the ranking with :limit, and @xnfz-navigate', async () => {
    openHost('readme-vue');
    expect(await rows('xnfz-lesson-ranking')).to.equal(5);
    await inHost(() => {
      document.querySelector('xnfz-lesson-ranking')!.shadowRoot!.querySelector<HTMLElement>('[part~=item] a')!.click();
    });
    const shown = await untilHost('the app shows where the link led', () => document.querySelector('#app p')?.textContent ?? null);
    expect(shown).to.match(/\/coursecatalog\?id=\d+$/);
  });

  it('a strict-CSP page: the bundle with its integrity, styled elements, no violation', async () => {
    openHost('readme-csp');
    expect(await rows('xnfz-news-feed')).to.equal(3);
    expect(await rows('xnfz-lesson-ranking')).to.equal(3);
    const seen = await inHost(() => ({
      violations: (window as unknown as { violations: string[] }).violations,
      integrity: document.querySelector('script[integrity]')?.getAttribute('integrity') ?? '',
      titleColour: getComputedStyle(document.querySelector('xnfz-news-feed')!.shadowRoot!.querySelector('[part~=title]')!).color,
    }));
    expect(seen.violations).to.deep.equal([]);
    expect(seen.integrity).to.match(/^sha384-[\w+/]+=*$/);
    expect(seen.titleColour).to.not.equal('rgb(0, 0, 0)');
  });
});
