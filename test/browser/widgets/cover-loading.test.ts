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

/** The covers of an element's cards, once its cards are on screen. */
async function covers(element: HTMLElement, least: number): Promise<HTMLImageElement[]> {
  const found = () => [...shadowOf(element).querySelectorAll<HTMLImageElement>('.xnfz-card img')];
  await waitUntil(() => found().length >= least, `${element.localName}: ${least} covers`);
  return found();
}

const loadingOf = (image: HTMLImageElement) => [image.loading, image.fetchPriority];

function expectFirstRowAtOnce(images: HTMLImageElement[]) {
  expect(loadingOf(images[0]!), 'the first cover').to.deep.equal(['eager', 'high']);
  for (const image of images.slice(1, 4))
    expect(loadingOf(image), 'the rest of the first row').to.deep.equal(['eager', 'auto']);
  for (const image of images.slice(4))
    expect(image.loading, 'below the first row').to.equal('lazy');
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
    expectFirstRowAtOnce(await covers(element, 2));
  });

  it('course cards embedded further down a page stay lazy', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-cards></xnfz-course-cards>`);
    for (const image of await covers(element, 1)) expect(image.loading).to.equal('lazy');
  });
});
