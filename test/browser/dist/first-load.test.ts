/**
 * What a phone's first visit downloads (issue 17): the portal page names every chunk its script
 * imports, so they come in one round trip. Read from the built page served by the real server
 * under /PC/ (caching and compression headers: test/server/asset-caching.test.ts, as the test
 * runner's proxy rewrites cache headers).
 */
import { expect } from '@open-wc/testing';

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

describe('the portal page on a first visit', () => {
  it('preloads every chunk the portal script imports, however deep', async () => {
    const page = new DOMParser().parseFromString(await (await fetch(base)).text(), 'text/html');
    const preloaded = [...page.querySelectorAll('link[rel=modulepreload]')].map(
      (link) => new URL(link.getAttribute('href') ?? '', base).href,
    );
    const needed = await staticClosure(new URL('esm/portal.js', base));
    expect(needed.size, 'portal.js imports chunks').to.be.greaterThan(1);
    expect([...needed].sort()).to.deep.equal([...new Set(preloaded)].sort());
  });
  it('prerenders a first paint whose inner elements no script defines, so they mount once, with the portal', async () => {
    const page = new DOMParser().parseFromString(await (await fetch(base)).text(), 'text/html');
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
