/**
 * A list screen's first covers are its largest paint: a lazy image waits for layout before it is
 * even asked for (LCP 2.7–2.9 s on 课程列表, 资源列表 and 红色资源 in the calibrated phone audit of
 * #33 goal 5). The first row of a screen's main list loads at once, the first cover at high
 * priority; the rest stay lazy, and so do the cards of an element embedded further down a page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/course-cards/course-cards.element';
import '../../../src/widgets/resource-list/resource-list.element';
import '../../../src/widgets/experiment-center/experiment-center.element';
import { shadowOf } from '../helpers/dom';
import { waitUntil } from '../helpers/wait-until';

/**
 * Each card's position in its list and its cover, once the list shows `least` covers; a card
 * without a cover (other tests add such records to the shared database) keeps its position.
 */
async function covers(
  element: HTMLElement,
  least: number,
): Promise<{ position: number; image: HTMLImageElement }[]> {
  const found = () =>
    [...shadowOf(element).querySelectorAll('.xnfz-card')].flatMap((card, position) => {
      const image = card.querySelector('img');
      return image ? [{ position, image }] : [];
    });
  await waitUntil(() => found().length >= least, `${element.localName}: ${least} covers`);
  return found();
}

function expectFirstRowAtOnce(
  cards: { position: number; image: HTMLImageElement }[],
  below = true,
) {
  for (const { position, image } of cards) {
    const loading = [image.loading, image.fetchPriority];
    if (position === 0) expect(loading, 'the first cover').to.deep.equal(['eager', 'high']);
    else if (position < 4)
      expect(loading, `the first row's cover ${position}`).to.deep.equal(['eager', 'auto']);
    else expect(image.loading, `cover ${position}, below the first row`).to.equal('lazy');
  }
  expect(
    cards.some(({ position }) => position < 4),
    'a cover in the first row',
  ).to.equal(true);
  if (below)
    expect(
      cards.some(({ position }) => position >= 4),
      'a cover below it',
    ).to.equal(true);
}

describe('the first covers of a list screen load at once', () => {
  it('课程列表', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    expectFirstRowAtOnce(await covers(element, 5));
  });

  it('资源列表 and 红色资源', async () => {
    for (const kind of ['resource', 'red']) {
      const element = await fixture<HTMLElement>(
        html`<xnfz-resource-list kind=${kind}></xnfz-resource-list>`,
      );
      expectFirstRowAtOnce(await covers(element, 5));
    }
  });

  it('虚拟仿真实验', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-experiment-center></xnfz-experiment-center>`,
    );
    expectFirstRowAtOnce(await covers(element, 2), false);
  });

  it('course cards embedded further down a page stay lazy', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-cards></xnfz-course-cards>`);
    for (const { image } of await covers(element, 1)) expect(image.loading).to.equal('lazy');
  });
});
