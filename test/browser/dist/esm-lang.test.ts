import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { findIn, shadowOf } from '../helpers/dom';

function requested(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

function label(element: HTMLElement): string | null | undefined {
  return shadowOf(element).querySelector('[data-figure=courseCount] .label')?.textContent;
}

// a plain variable: the test bundler must leave this import to the browser
const censusModule = '/dist/esm/census-total.js';
// an entry of its own (the one-file bundle fetches the same file): esm/catalogue-en-us.js
const EN_US_CHUNK = '/dist/esm/catalogue-en-us.js';

describe('dist/esm: the en-US texts are a chunk of their own, fetched only for English', () => {
  it('a Chinese page with only <xnfz-census-total> does not download the en-US texts', async () => {
    await import(/* @vite-ignore */ censusModule);
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    await findIn(element, '.card');
    expect(label(element)).to.equal('课程总数');
    expect(requested('/dist/esm/chunks/shared-')).to.have.length(1);
    expect(requested(EN_US_CHUNK)).to.deep.equal([]);
  });

  it('an element with lang="en-US" fetches them once and renders in English', async () => {
    const english = await fixture<HTMLElement>(
      html`<xnfz-census-total lang="en-US"></xnfz-census-total>`,
    );
    await waitUntil(() => label(english) === 'Courses', 'English label', { timeout: 10000 });
    expect(shadowOf(english).querySelector('h2')?.textContent).to.equal('Platform overview');
    expect(requested(EN_US_CHUNK)).to.have.length(1);

    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-census-total lang="en"></xnfz-census-total>
        <xnfz-census-total></xnfz-census-total>
      </div>
    `);
    const [second, chinese] = [...page.querySelectorAll<HTMLElement>('xnfz-census-total')];
    await waitUntil(() => second && label(second) === 'Courses', 'second English element');
    await waitUntil(() => chinese && label(chinese) === '课程总数', 'Chinese element beside it');
    expect(requested(EN_US_CHUNK)).to.have.length(1);
  });
});
