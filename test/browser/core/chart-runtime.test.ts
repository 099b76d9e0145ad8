import { expect } from '@open-wc/testing';
import { drawChart, type ChartHandle } from '../../../src/core/charts/chart-runtime';
import type { ChartSpec } from '../../../src/core/charts/chart-spec';
import { formatCount } from '../../../src/core/i18n/format';
import { intlUses } from '../helpers/intl-uses';

const THEME = {
  palette: ['#c8161d'],
  text: '#1f2329',
  muted: '#646a73',
  grid: '#eef0f3',
  font: 'sans-serif',
};

/** The tick labels of the axis that carries the values. */
function valueTicks(handle: ChartHandle, axis: 'x' | 'y'): string[] {
  const chart = handle as unknown as { scales: Record<string, { ticks: { label: unknown }[] }> };
  return (chart.scales[axis]?.ticks ?? []).map((tick) => String(tick.label));
}

describe('chart axes (src/core/charts/chart-runtime.ts)', () => {
  let box: HTMLDivElement;
  beforeEach(() => {
    box = document.createElement('div');
    box.style.cssText = 'width: 480px; height: 320px';
    box.append(document.createElement('canvas'));
    document.body.append(box);
  });
  afterEach(() => box.remove());

  for (const kind of ['bar', 'horizontal-bar'] as const) {
    it(`${kind}: writes the value axis as the portal writes counts, without going through Intl`, () => {
      const spec: ChartSpec = {
        kind,
        labels: ['一月', '二月', '三月'],
        series: [{ name: '访问量', data: [3, 12_000, 25_000] }],
        format: formatCount,
      };
      let handle: ChartHandle | undefined;
      const uses = intlUses(() => {
        handle = drawChart(box.querySelector('canvas') as HTMLCanvasElement, spec, THEME);
      });
      try {
        const ticks = valueTicks(handle as ChartHandle, kind === 'bar' ? 'y' : 'x');
        expect(ticks).to.include('1万').and.include('5,000').and.include('0');
        expect(uses, 'Intl formatter calls').to.equal(0);
      } finally {
        handle?.destroy();
      }
    });
  }
});
