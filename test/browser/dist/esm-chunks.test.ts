import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { findIn } from '../helpers/dom';

function requested(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

// plain variables: the test bundler must leave these imports to the browser
const censusModule = '/dist/esm/census-total.js';
const monthClicksModule = '/dist/esm/month-clicks.js';
/** Chart.js: the chart runtime's entry (the one-file bundle fetches the same file). */
const CHART_CODE = '/dist/esm/chart-runtime.js';

describe('dist/esm: one chunk per element, the chart chunk only where a chart is', () => {
  it('a page with only <xnfz-census-total> does not download the chart chunk', async () => {
    await import(/* @vite-ignore */ censusModule);
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    await findIn(element, '.card');
    expect(requested('/dist/esm/chunks/shared-')).to.have.length(1);
    expect(requested(CHART_CODE)).to.deep.equal([]);
    expect(requested('/dist/esm/chunks/chart-card-')).to.deep.equal([]);
  });

  it('a chart element fetches the chart chunk when it draws', async () => {
    await import(/* @vite-ignore */ monthClicksModule);
    const element = await fixture<HTMLElement>(html`<xnfz-month-clicks></xnfz-month-clicks>`);
    await findIn(element, 'canvas');
    await waitUntil(() => requested(CHART_CODE).length === 1, 'chart chunk requested');
    expect(requested('/dist/esm/chunks/shared-')).to.have.length(1);
  });
});
