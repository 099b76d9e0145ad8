/**
 * Experiments that are not open yet (issue 18 · 9), against the real server: their cards are
 * greyed and marked 暂未开放 in the catalogue and in the home list, the open ones are not, and
 * 虚拟实验 on the census counts only the open ones.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { CensusTotal, Experiment, Paged } from '../../../src/core/api/contract';
import '../../../src/widgets/census-total/census-total.element';
import '../../../src/widgets/experiment-center/experiment-center.element';
import '../../../src/widgets/experiment-list/experiment-list.element';
import { findIn, shadowOf } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

async function catalogue(): Promise<Experiment[]> {
  return must(await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100')).rows;
}

function checkCards(element: HTMLElement, experiments: Experiment[]): void {
  const cards = [...shadowOf(element).querySelectorAll<HTMLElement>('[data-experiment-id]')];
  expect(cards.length).to.be.above(0);
  for (const card of cards) {
    const experiment = experiments.find((row) => row.id === Number(card.dataset.experimentId));
    const open = experiment?.launchUrl !== '';
    const badge = card.querySelector('[part=card-closed]');
    const cover = card.querySelector('.xnfz-card-cover') as HTMLElement;
    if (open) {
      expect(badge, `${experiment?.title}: no mark`).to.equal(null);
      expect(getComputedStyle(cover).filter).to.equal('none');
    } else {
      expect(badge?.textContent, `${experiment?.title}: marked`).to.equal('暂未开放');
      expect(badge?.getBoundingClientRect().width).to.be.above(0);
      expect(getComputedStyle(cover).filter, 'greyed').to.include('grayscale');
    }
  }
}

describe('experiments not open yet', () => {
  it('are marked 暂未开放 and greyed in the catalogue and the home list', async () => {
    const experiments = await catalogue();
    expect(
      experiments.some((row) => row.launchUrl === ''),
      'the demo has closed ones',
    ).to.equal(true);
    const center = await fixture<HTMLElement>(
      html`<xnfz-experiment-center page-size="100"></xnfz-experiment-center>`,
    );
    await findIn(center, '[data-experiment-id]');
    await waitUntil(
      () => shadowOf(center).querySelectorAll('[data-experiment-id]').length === experiments.length,
      'every experiment listed',
    );
    checkCards(center, experiments);
    const list = await fixture<HTMLElement>(
      html`<xnfz-experiment-list limit="8"></xnfz-experiment-list>`,
    );
    await findIn(list, '[data-experiment-id]');
    checkCards(list, experiments);
  });

  it('虚拟实验 on the census counts only the open ones', async () => {
    const open = (await catalogue()).filter((row) => row.launchUrl !== '').length;
    const census = must(await apiGet<CensusTotal>('/api/xnfz/censusTotal'));
    expect(census.experimentCount).to.equal(open);
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    const label = await waitUntil(
      () =>
        [...shadowOf(element).querySelectorAll('.card')].find((card) =>
          card.textContent?.includes('虚拟实验'),
        ),
      'the 虚拟实验 card',
    ).then(() =>
      [...shadowOf(element).querySelectorAll('.card')].find((card) =>
        card.textContent?.includes('虚拟实验'),
      ),
    );
    expect(label?.querySelector('.value')?.textContent).to.equal(String(open));
  });
});
