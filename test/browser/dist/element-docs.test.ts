import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { manifestDeclarations } from '../helpers/manifest';

interface Declaration {
  tagName: string;
  summary: string;
  attributes: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
}


describe('integrator docs generated from the elements’ JSDoc', () => {
  it('the manifest documents exactly the elements the bundle defines, each with a summary', async () => {
    const declarations = await manifestDeclarations<Declaration>();
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/dist/xnfz-widgets.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('bundle missing'));
      document.head.append(script);
    });
    const documented = declarations.map((d) => d.tagName).sort();
    const defined = documented.filter((tag) => customElements.get(tag));
    expect(defined).to.deep.equal(documented);
    for (const declaration of declarations) expect(declaration.summary, declaration.tagName).to.not.equal('');
    const census = declarations.find((d) => d.tagName === 'xnfz-census-total');
    expect(census?.attributes.map((a) => a.name)).to.include('heading');
    expect(census?.cssParts.map((p) => p.name)).to.include('card');
    const login = declarations.find((d) => d.tagName === 'xnfz-login');
    expect(login?.events.map((e) => e.name)).to.include('xnfz-login');
  });

  it('the TypeScript declarations name every element for the DOM, React JSX and Vue', async () => {
    const dom = await (await fetch('/dist/types/xnfz-elements.d.ts')).text();
    const react = await (await fetch('/dist/types/xnfz-react.d.ts')).text();
    const vue = await (await fetch('/dist/types/xnfz-vue.d.ts')).text();
    expect(dom).to.not.match(/from '(react|vue)'/);
    for (const { tagName } of await manifestDeclarations<Declaration>()) {
      expect(dom, tagName).to.match(new RegExp(`'${tagName}': Xnfz\\w+Element;`));
      expect(react, tagName).to.include(`'${tagName}': XnfzJsxProps<'${tagName}'>;`);
      expect(vue, tagName).to.include(`'${tagName}': XnfzVueComponent<'${tagName}'>;`);
    }
  });

  it('the reference page lists every element and runs a live example through the loader', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/dist/demo/elements.html';
    frame.style.width = '1200px';
    frame.style.height = '800px';
    document.body.append(frame);
    const declarations = await manifestDeclarations<Declaration>();
    // the page is parsed as it arrives: wait for it to be complete, not for its first section
    await waitUntil(
      () => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.querySelector('section'),
      'page loaded',
    );
    const doc = frame.contentDocument as Document;
    expect(doc.querySelectorAll('section').length).to.equal(declarations.length);
    await waitUntil(
      () => doc.querySelector('#xnfz-census-total xnfz-census-total')?.shadowRoot?.querySelector('.card'),
      'live census example rendered',
      { timeout: 15000 },
    );
    frame.remove();
  });

  it('the reference page has a contents list of anchors and Chinese descriptions; English is marked en-US (issue 18 · 17)', async () => {
    const page = await (await fetch('/dist/demo/elements.html')).text();
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const sections = [...doc.querySelectorAll('section[id]')].map((section) => section.id);
    const links = [...doc.querySelectorAll('nav.toc a[href^="#"]')].map((link) =>
      (link.getAttribute('href') ?? '').slice(1),
    );
    expect(links, 'one anchor per element, in order').to.deep.equal(sections);
    for (const section of doc.querySelectorAll('section[id]')) {
      const heading = section.querySelector('h2')?.textContent ?? '';
      expect(heading, section.id).to.match(/[\u4e00-\u9fa5]{2,}/);
    }
    // every paragraph or cell written in English says so
    for (const node of doc.querySelectorAll('section p, section td')) {
      const text = node.textContent ?? '';
      const latin = (text.match(/[A-Za-z]/g) ?? []).length;
      const han = (text.match(/[\u4e00-\u9fa5]/g) ?? []).length;
      if (latin > 20 && latin > han * 2)
        expect(node.closest('[lang]')?.getAttribute('lang'), text.slice(0, 60)).to.equal('en-US');
    }
  });
});
