/**
 * A keyboard user reaches the results without walking the category tree (issue 18 · 13: the
 * first course took 33 Tab presses): a skip link, shown when focused, moves focus to the results.
 * Real key presses against the real server, in the course list and the resource list.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/resource-list/resource-list.element';
import { findIn, shadowOf } from '../helpers/dom';

/** Presses Tab (and Enter on the skip link, as a user does) until `isTarget`; counts the keys. */
async function keysTo(
  element: HTMLElement,
  isTarget: (active: Element) => boolean,
): Promise<number> {
  const root = shadowOf(element);
  for (let presses = 1; presses <= 60; presses += 1) {
    await sendKeys({ press: 'Tab' });
    const active = root.activeElement;
    if (!active) continue;
    if (isTarget(active)) return presses;
    if (active.matches('.xnfz-skip')) {
      expect(active.getBoundingClientRect().width, 'the skip link shows when focused').to.be.above(
        1,
      );
      presses += 1;
      await sendKeys({ press: 'Enter' });
    }
  }
  return Infinity;
}

describe('skip the category tree', () => {
  for (const [tag, card] of [
    ['xnfz-course-list', '[data-course-id] a'],
    ['xnfz-resource-list', '[data-resource-id] a'],
  ] as const) {
    it(`<${tag}>: the first result in a few key presses, not through the whole tree`, async () => {
      const element = await fixture<HTMLElement>(
        tag === 'xnfz-course-list'
          ? html`<xnfz-course-list></xnfz-course-list>`
          : html`<xnfz-resource-list kind="resource"></xnfz-resource-list>`,
      );
      await findIn(element, card);
      await findIn(element, '.xnfz-tree-label');
      await waitUntil(() => shadowOf(element).querySelectorAll(card).length > 0);
      const first = shadowOf(element).querySelector(card) as HTMLElement;
      (document.activeElement as HTMLElement | null)?.blur();
      const treeItems = shadowOf(element).querySelectorAll('.xnfz-tree [role=treeitem]').length;
      expect(treeItems, 'a tree worth skipping').to.be.at.least(10);
      const presses = await keysTo(element, (active) => active === first);
      // the search box (two stops) may come first, then the skip link, Enter and the first result
      expect(presses, 'key presses to the first result').to.be.at.most(5);
    });
  }
});
