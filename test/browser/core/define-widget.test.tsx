import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { defineWidget } from '../../../src/core/define-widget';
import { HOLDING } from '../../../src/core/ui/prerendered';
import { whenRendered } from '../../../src/host/when-rendered';
import { WidgetShell } from '../../../src/core/ui/widget-shell';

const ROWS = 40;
const ROW_COST_MS = 3;
const rendered: number[] = [];
let seenByTimer = -1;

/** A row whose render keeps the main thread busy for a few milliseconds, like a heavy card. */
function SlowRow({ index }: { index: number }) {
  const until = performance.now() + ROW_COST_MS;
  while (performance.now() < until) {
    // busy on purpose
  }
  rendered.push(index);
  // a task queued while the first row renders: it runs between slices, or after the whole render
  if (index === 0) {
    setTimeout(() => {
      seenByTimer = rendered.length;
    }, 0);
  }
  return <li>{index}</li>;
}

function SlowList() {
  return (
    <WidgetShell styles="">
      <ul>
        {Array.from({ length: ROWS }, (_, index) => (
          <SlowRow key={index} index={index} />
        ))}
      </ul>
    </WidgetShell>
  );
}

defineWidget('xnfz-test-slow-list', SlowList);

/** How many rows had rendered when a timer queued during the first row's render ran. */
async function rowsWhenATimerRan(container: HTMLElement): Promise<number> {
  rendered.length = 0;
  seenByTimer = -1;
  const element = document.createElement('xnfz-test-slow-list');
  container.append(element);
  await waitUntil(() => element.shadowRoot?.querySelectorAll('li').length === ROWS, 'all rows');
  await waitUntil(() => seenByTimer >= 0, 'the timer ran');
  return seenByTimer;
}

describe('defineWidget: the first render', () => {
  // A portal screen puts several elements on the page at once; each first render done in one go
  // was a long task on a phone (Lighthouse's total blocking time on 数据统计). In a holding
  // container React renders it as a transition, in slices, and lets other tasks run between.
  it('is done in short slices inside a container that holds its elements out of sight', async () => {
    const holding = await fixture<HTMLDivElement>(html`<div data-xnfz-hold></div>`);
    expect(holding.matches(HOLDING)).to.equal(true);
    expect(await rowsWhenATimerRan(holding)).to.be.within(1, ROWS - 1);
  });

  it('is done at once anywhere else, so the element is never painted empty', async () => {
    const plain = await fixture<HTMLDivElement>(html`<div></div>`);
    expect(await rowsWhenATimerRan(plain)).to.equal(ROWS);
  });

  it('tells whoever waits for it once every element has committed its first render', async () => {
    const holding = await fixture<HTMLDivElement>(html`<div data-xnfz-hold></div>`);
    const elements = [1, 2].map(() => document.createElement('xnfz-test-slow-list'));
    holding.append(...elements);
    let done = 0;
    whenRendered(elements, () => (done += 1));
    expect(done, 'not before they render').to.equal(0);
    await waitUntil(() => done === 1, 'both rendered');
    for (const element of elements) {
      expect(element.shadowRoot?.querySelectorAll('li').length).to.equal(ROWS);
    }
    whenRendered(elements, () => (done += 1));
    expect(done, 'at once when they have').to.equal(2);
  });
});
