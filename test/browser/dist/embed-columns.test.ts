import { expect } from '@open-wc/testing';
import { closeHost, inHost, openHost, untilHost } from '../helpers/embed-host';

/**
 * Every element in columns of 240, 360, 600 and 1200 px inside a 1280 px page of another origin
 * (test/browser/fixtures/columns-host.html): each lays itself out by its own width (container
 * queries on its root), and nothing inside it reaches out of its box.
 */
describe('every element lays out by the width of its column', function () {
  this.timeout(120000);
  after(closeHost);

  it('at 240, 360, 600 and 1200 px nothing sticks out of the element’s box', async () => {
    const manifest = (await (await fetch('/PC/custom-elements.json')).json()) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .map((declaration) => declaration.tagName)
      .filter((tag): tag is string => Boolean(tag));
    expect(tags.length).to.be.greaterThan(20);
    openHost('columns-host', { width: 1280, query: { tags: tags.join(',') } });
    await untilHost(
      'every element loaded',
      () => {
        const all = (root: ParentNode): Element[] =>
          [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? all(element.shadowRoot) : [])]);
        const elements = [...document.querySelectorAll('.column > *')];
        return (
          elements.length > 0 &&
          elements.every((element) => customElements.get(element.localName) && element.shadowRoot?.querySelector('.xnfz-root')) &&
          all(document).every((element) => !element.matches('[part~=state-loading], [aria-busy=true]'))
        );
      },
    );
    // one more frame for the layout of what arrived last
    await inHost(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const problems = await inHost(() => {
      const found: string[] = [];
      const visit = (root: ParentNode, left: number, right: number, where: string) => {
        for (const element of root.children) {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          if (box.width > 0 && style.visibility !== 'hidden' && (box.right > right + 1 || box.left < left - 1)) {
            found.push(`${where}: ${element.localName}.${String(element.getAttribute('class') ?? '')} ${Math.round(box.left)}–${Math.round(box.right)}`);
          }
          // a container that scrolls or clips sideways on purpose: what it holds is its own affair
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) continue;
          if (element.shadowRoot) visit(element.shadowRoot, left, right, where);
          visit(element, left, right, where);
        }
      };
      for (const column of document.querySelectorAll<HTMLElement>('.column')) {
        const element = column.firstElementChild!;
        const box = element.getBoundingClientRect();
        const width = Number(column.dataset.width);
        const where = `<${element.localName}> at ${width} px`;
        const inline = getComputedStyle(element).display.startsWith('inline');
        if (!inline && Math.abs(box.width - width) > 1) found.push(`${where}: the element is ${Math.round(box.width)} px wide`);
        if (element.shadowRoot) visit(element.shadowRoot, box.left, box.right, where);
      }
      return found;
    });
    expect(problems).to.deep.equal([]);
  });
});
