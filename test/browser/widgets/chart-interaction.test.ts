/**
 * What a reader does with a drawn chart (real server data): a click on a legend entry hides that
 * series and a second click shows it again; the chart follows its box when the box is resized.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import { Chart } from 'chart.js';
import '../../../src/widgets/month-clicks/month-clicks.element';
import { findIn } from '../helpers/dom';

/** Chart.js keeps the legend entries' boxes (CSS pixels on the canvas) in a field it does not type. */
function legendBoxes(chart: Chart): { left: number; top: number; width: number; height: number }[] {
  return (
    (chart.legend as unknown as { legendHitBoxes?: DOMRect[] } | undefined)?.legendHitBoxes ?? []
  );
}

async function drawnChart(
  element: HTMLElement,
): Promise<{ canvas: HTMLCanvasElement; chart: Chart }> {
  const canvas = await findIn<HTMLCanvasElement>(element, 'canvas');
  let chart: Chart | undefined;
  let layout = '';
  // drawn, with a legend that has stopped moving (the first resize lays it out again)
  await waitUntil(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      chart = Chart.getChart(canvas);
      const now = chart ? JSON.stringify(legendBoxes(chart)) : '';
      const settled = now !== '[]' && now === layout;
      layout = now;
      return chart !== undefined && settled;
    },
    'chart with a settled legend',
    { timeout: 10000 },
  );
  return { canvas, chart: chart as Chart };
}

/** Chart.js redraws on the next animation frame; under a full parallel test run that can take a while. */
const SLOW = { timeout: 10000 };

/** A real mouse click (through the browser's input, not a synthetic event) on a legend entry. */
async function clickLegendEntry(canvas: HTMLCanvasElement, chart: Chart, index: number) {
  const box = legendBoxes(chart)[index];
  if (!box) throw new Error(`no legend entry ${index}`);
  const rect = canvas.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [
      Math.round(rect.left + box.left + box.width / 2),
      Math.round(rect.top + box.top + box.height / 2),
    ],
  });
}

describe('chart legend and resizing (<xnfz-month-clicks>)', () => {
  afterEach(() => resetMouse());

  it('a click on a legend entry hides that identity’s series, a second click shows it', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-month-clicks></xnfz-month-clicks>`);
    const { canvas, chart } = await drawnChart(element);
    const names = chart.legend?.legendItems?.map((item) => item.text) ?? [];
    expect(names).to.include.members(['学生', '教师']);
    expect(chart.isDatasetVisible(1)).to.equal(true);
    await clickLegendEntry(canvas, chart, 1);
    await waitUntil(() => !chart.isDatasetVisible(1), 'second series hidden', SLOW);
    expect(chart.isDatasetVisible(0)).to.equal(true);
    await clickLegendEntry(canvas, chart, 1);
    await waitUntil(() => chart.isDatasetVisible(1), 'second series shown again', SLOW);
  });

  it('follows the width of its box', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="width: 640px"><xnfz-month-clicks></xnfz-month-clicks></div>`,
    );
    const element = box.querySelector('xnfz-month-clicks') as HTMLElement;
    const { canvas, chart } = await drawnChart(element);
    await waitUntil(() => chart.width > 500, `wide chart, now ${chart.width}`, SLOW);
    box.style.width = '320px';
    await waitUntil(
      () => chart.width <= 320 && chart.width > 200,
      `narrow chart, now ${chart.width}`,
      SLOW,
    );
    expect(canvas.getBoundingClientRect().right).to.be.at.most(
      box.getBoundingClientRect().right + 1,
    );
  });

  it('grows into place, and stands still for a reader who prefers reduced motion', async () => {
    const grows = await fixture<HTMLElement>(html`<xnfz-month-clicks></xnfz-month-clicks>`);
    expect((await drawnChart(grows)).chart.options.animation).to.not.equal(false);
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: true, media: query } as unknown as MediaQueryList)
        : original.call(window, query)) as typeof window.matchMedia;
    try {
      const still = await fixture<HTMLElement>(html`<xnfz-month-clicks></xnfz-month-clicks>`);
      expect((await drawnChart(still)).chart.options.animation).to.equal(false);
    } finally {
      window.matchMedia = original;
    }
  });
});
