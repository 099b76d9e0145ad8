import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/census-total/census-total.element';
import '../../../src/widgets/lesson-count/lesson-count.element';
import '../../../src/widgets/lesson-ranking/lesson-ranking.element';
import '../../../src/widgets/month-clicks/month-clicks.element';
import { shadowOf } from '../helpers/dom';

const HELD = /\/api\/xnfz\/(censusTotal|lessonRanking|identityMonthClicks|lessonCount)\b/;

/** Holds the statistics answers until `release()`, so the elements stay in their loading state. */
function holdStatisticsCalls(): { release: () => void; restore: () => void } {
  const original = window.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (HELD.test(url)) await released;
    return original(input, init);
  };
  return { release, restore: () => (window.fetch = original) };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('statistics elements keep their size from loading to loaded (no layout shift)', () => {
  it('census cards, ranking rows and chart cards are as tall before the data as after', async () => {
    const calls = holdStatisticsCalls();
    try {
      const page = await fixture<HTMLElement>(html`
        <div>
          <xnfz-census-total></xnfz-census-total>
          <xnfz-month-clicks></xnfz-month-clicks>
          <xnfz-lesson-count height="240"></xnfz-lesson-count>
          <xnfz-lesson-ranking limit="5"></xnfz-lesson-ranking>
        </div>
      `);
      const elements = [...page.children] as HTMLElement[];
      await waitUntil(
        () =>
          elements.every((element) => element.shadowRoot?.querySelector('[part=state-loading]')),
        'every element in its loading state',
      );
      await nextFrame();
      const before = elements.map((element) => element.getBoundingClientRect().height);

      calls.release();
      const loaded: Record<string, string> = {
        'xnfz-census-total': '.card',
        'xnfz-month-clicks': 'canvas',
        'xnfz-lesson-count': 'canvas',
        'xnfz-lesson-ranking': '.item',
      };
      await waitUntil(
        () =>
          elements.every((element) =>
            shadowOf(element).querySelector(loaded[element.localName] ?? ''),
          ),
        'every element showing its data',
        { timeout: 10000 },
      );
      await nextFrame();
      const after = elements.map((element) => element.getBoundingClientRect().height);
      elements.forEach((element, index) => {
        expect(after[index], element.localName).to.be.closeTo(before[index] ?? 0, 0.5);
      });
      // the height attribute is kept in every state
      const body = shadowOf(elements[2] as HTMLElement).querySelector('.chart-body');
      expect(body?.getBoundingClientRect().height).to.be.closeTo(240, 0.5);
      expect(shadowOf(elements[3] as HTMLElement).querySelectorAll('.item')).to.have.length(5);
    } finally {
      calls.restore();
    }
  });
});
