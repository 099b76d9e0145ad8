import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { findIn, shadowOf } from '../helpers/dom';

/**
 * The one-file bundle as a classic script. Its en-US texts are a file beside it
 * (esm/catalogue-en-us.js), fetched only when an element asks for English: Chinese pages, the
 * bundle's usual users, do not carry them.
 */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} 加载失败（先运行 npm run build）`));
    document.head.append(script);
  });
}

function label(element: HTMLElement): string | null | undefined {
  return shadowOf(element).querySelector('[data-figure=courseCount] .label')?.textContent;
}

describe('dist/xnfz-widgets.js: lang="en-US" on one element', () => {
  before(() => loadScript('/dist/xnfz-widgets.js'));

  it('renders that element in English and the others in Chinese, fetching only the English texts', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-census-total lang="en-US"></xnfz-census-total>
        <xnfz-census-total></xnfz-census-total>
      </div>
    `);
    const [english, chinese] = [...page.querySelectorAll<HTMLElement>('xnfz-census-total')];
    await findIn(chinese as HTMLElement, '.card');
    await waitUntil(() => english && label(english) === 'Courses', 'English label', {
      timeout: 10000,
    });
    expect(label(chinese as HTMLElement)).to.equal('课程总数');
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js') && path.startsWith('/dist/'));
    expect(scripts).to.deep.equal(['/dist/xnfz-widgets.js', '/dist/esm/catalogue-en-us.js']);
  });
});
