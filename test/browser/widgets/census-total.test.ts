import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/census-total/census-total.element';
import type { CensusTotal } from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import { formatCount, formatDuration } from '../../../src/core/i18n/format';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

describe('<xnfz-census-total>', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the server totals as eight labelled cards', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    await findIn(element, '.card');
    const totals = must(await apiGet<CensusTotal>('/api/xnfz/censusTotal'));
    const root = shadowOf(element);
    expect(root.querySelectorAll('.card').length).to.equal(8);
    expect(root.querySelector('h2')?.textContent).to.equal('平台数据总览');
    for (const key of [
      'courseCount',
      'lessonCount',
      'resourceCount',
      'userCount',
      'experimentCount',
    ] as const) {
      const value = root.querySelector(`[data-figure=${key}] .value`);
      expect(value?.textContent, key).to.equal(formatCount(totals[key]));
    }
    expect(root.querySelector('[data-figure=userCount] .label')?.textContent).to.equal('注册用户');
    expect(
      Number(root.querySelector('[data-figure=userCount] .value')?.getAttribute('data-value')),
    ).to.be.greaterThan(2);
  });

  it('formats numbers for Chinese readers', () => {
    expect(formatCount(1234)).to.equal('1,234');
    expect(formatCount(12345)).to.equal('1.2万');
    expect(formatDuration(12300)).to.equal('3小时25分');
    expect(formatDuration(7200)).to.equal('2小时');
    expect(formatDuration(59)).to.equal('59秒');
  });

  it('takes a heading, or none', async () => {
    const titled = await fixture<HTMLElement>(
      html`<xnfz-census-total heading="本中心数据"></xnfz-census-total>`,
    );
    await waitForText(titled, '本中心数据');
    const bare = await fixture<HTMLElement>(
      html`<xnfz-census-total heading="none"></xnfz-census-total>`,
    );
    await findIn(bare, '.card');
    expect(shadowOf(bare).querySelector('h2')).to.equal(null);
  });

  it('shows 加载失败，点击重试 when the server cannot be reached, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, '.card', 'cards after retry');
  });

  it('is not styled by the page CSS', async () => {
    const style = document.createElement('style');
    style.textContent =
      '* { color: rgb(0, 128, 0) !important; font-family: serif !important; } li { display: inline; }';
    document.head.append(style);
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    const card = await findIn(element, '.card');
    expect(getComputedStyle(card).display).to.equal('flex');
    expect(
      getComputedStyle(shadowOf(element).querySelector('.label') as Element).color,
    ).to.not.equal('rgb(0, 128, 0)');
    style.remove();
  });
});
