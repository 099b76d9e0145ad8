/**
 * What a phone's first visit downloads and when it runs (issue 17): the page's script boot.js
 * starts portal.js after the first paint, and the page names portal.js and every chunk it
 * imports, so they come in one round trip. Read from the built page served by the real server
 * under /PC/ (caching and compression headers: test/server/asset-caching.test.ts, as the test
 * runner's proxy rewrites cache headers).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';

const base = new URL('/PC/', location.href);

/** The relative module specifiers a built ES module imports statically. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** portal.js and everything it imports statically, as absolute URLs. */
async function staticClosure(entry: URL): Promise<Set<string>> {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const url = queue.pop() as URL;
    const source = await (await fetch(url)).text();
    for (const specifier of importsOf(source)) {
      const resolved = new URL(specifier, url);
      if (found.has(resolved.href)) continue;
      found.add(resolved.href);
      queue.push(resolved);
    }
  }
  return found;
}

/** The built portal page, parsed. */
async function portalPage(): Promise<Document> {
  return new DOMParser().parseFromString(await (await fetch(base)).text(), 'text/html');
}

/** The page's `modulepreload` links. */
function preloadLinks(page: Document): Element[] {
  return [...page.querySelectorAll('link[rel=modulepreload]')];
}

describe('the portal page on a first visit', () => {
  it('preloads portal.js and every chunk it imports, however deep, for the page script that starts it', async () => {
    const page = await portalPage();
    const links = preloadLinks(page);
    const preloaded = links.map((link) => new URL(link.getAttribute('href') ?? '', base).href);
    // fetched beside the first paint, never ahead of what it needs
    expect(links.map((link) => link.getAttribute('fetchpriority'))).to.deep.equal(
      links.map(() => 'low'),
    );
    const scripts = [...page.querySelectorAll('script[type=module]')].map(
      (script) => new URL(script.getAttribute('src') ?? '', base).href,
    );
    const portal = new URL('esm/portal.js', base);
    expect(scripts).to.deep.equal([new URL('esm/boot.js', base).href]);
    const boot = await (await fetch(scripts[0] ?? '')).text();
    expect(boot, 'boot.js starts portal.js').to.include('"./portal.js"');
    // anything boot.js imported statically would run before the first paint
    expect(importsOf(boot), 'boot.js imports').to.deep.equal([]);
    const needed = await staticClosure(portal);
    expect(needed.size, 'portal.js imports chunks').to.be.greaterThan(1);
    needed.add(portal.href);
    expect([...needed].sort()).to.deep.equal([...new Set(preloaded)].sort());
  });

  it('evaluates the shared chunk first: it imports no other chunk, so no chunk runs before it', async () => {
    const page = await portalPage();
    const shared = preloadLinks(page)
      .map((link) => link.getAttribute('href') ?? '')
      // the chunk named `shared` and its hash, not another whose name starts so (`shared-styles`)
      .find((href) => /\/chunks\/shared-[\w-]{8}\.js$/.test(href));
    expect(shared, 'the shared chunk is preloaded').to.be.a('string');
    // a chunk it imported that imports it back would run first and find its imports undefined
    expect(importsOf(await (await fetch(new URL(shared ?? '', base))).text())).to.deep.equal([]);
  });

  it('starts the portal script only after the prerendered shell is painted', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '375px';
    frame.style.height = '812px';
    document.body.append(frame);
    try {
      frame.src = new URL('#/datastatistics', base).href;
      const win = () => frame.contentWindow as (Window & typeof globalThis) | null;
      await waitUntil(
        () => win()?.customElements.get('xnfz-portal') !== undefined,
        'the portal element defined',
        { timeout: 20000 },
      );
      const timing = win()?.performance;
      const painted = timing?.getEntriesByName('first-contentful-paint')[0];
      const started = timing?.getEntriesByName('xnfz:portal-start')[0];
      expect(painted, 'the first contentful paint').to.not.equal(undefined);
      expect(started, 'the portal start mark').to.not.equal(undefined);
      expect(started?.startTime).to.be.at.least(painted?.startTime ?? Infinity);
    } finally {
      frame.remove();
    }
  });
  it('prerenders a first paint whose inner elements no script defines, so they mount once, with the portal', async () => {
    const page = await portalPage();
    const tags: string[] = [];
    const visit = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName.startsWith('xnfz-')) tags.push(element.localName);
        if (element instanceof HTMLTemplateElement) visit(element.content);
      }
    };
    visit(page);
    expect(tags).to.include('xnfz-portal');
    expect(tags).to.include('xnfz-shell-user-status');
    const live = tags.filter((tag) => tag !== 'xnfz-portal' && !tag.startsWith('xnfz-shell-'));
    expect(live, 'elements the portal script would define inside the shell').to.deep.equal([]);
    const header = page.querySelector('xnfz-portal > template')?.innerHTML ?? '';
    expect(header, 'the shell shows the navigation and 登录').to.include('课程中心').and.include('登录');
  });
});
