/**
 * The category tree is one tab stop and moves with the arrow keys (issue 18 · 13, the ARIA tree
 * pattern): Up / Down, Right opens or enters a branch, Left closes it or goes to the parent,
 * Home / End, Enter chooses. Real key presses against the real server, in the course list and
 * the resource list; the skip link stays.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/resource-list/resource-list.element';
import { findIn, shadowOf } from '../helpers/dom';

function items(element: HTMLElement): HTMLElement[] {
  return [...shadowOf(element).querySelectorAll<HTMLElement>('.xnfz-tree [role=treeitem]')];
}

function active(element: HTMLElement): HTMLElement {
  return shadowOf(element).activeElement as HTMLElement;
}

async function press(key: string): Promise<void> {
  if (key === 'Shift+Tab') {
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    return;
  }
  await sendKeys({ press: key });
}

/** Tab until focus is in the tree; the number of presses. */
async function tabIntoTree(element: HTMLElement): Promise<number> {
  for (let presses = 1; presses <= 12; presses += 1) {
    await press('Tab');
    if (active(element)?.getAttribute('role') === 'treeitem') return presses;
  }
  throw new Error('Tab never reached the tree');
}

describe('category tree: one tab stop, arrow keys', () => {
  for (const [tag, card] of [
    ['xnfz-course-list', '[data-course-id] a'],
    ['xnfz-resource-list', '[data-resource-id] a'],
  ] as const) {
    it(`<${tag}>: Tab enters and leaves the tree in one press each; arrows walk it; Enter chooses`, async () => {
      const element = await fixture<HTMLElement>(
        tag === 'xnfz-course-list'
          ? html`<xnfz-course-list></xnfz-course-list>`
          : html`<xnfz-resource-list kind="resource"></xnfz-resource-list>`,
      );
      await findIn(element, card);
      await waitUntil(() => items(element).length >= 10, 'the tree');
      const root = shadowOf(element);
      expect(root.querySelector('.xnfz-skip'), 'the skip link stays').to.not.equal(null);
      expect(root.querySelector('[role=tree]')).to.not.equal(null);
      const tabbable = items(element).filter((item) => item.tabIndex === 0);
      expect(tabbable.map((item) => item.textContent)).to.deep.equal(['全部']);

      (document.activeElement as HTMLElement | null)?.blur();
      await tabIntoTree(element);
      expect(active(element).textContent).to.equal('全部');
      await press('Tab');
      expect(active(element)?.getAttribute('role'), 'one Tab leaves the tree').to.not.equal(
        'treeitem',
      );
      await press('Shift+Tab');
      expect(active(element).textContent).to.equal('全部');

      // Down to the first category, a branch that starts open: Right enters, Left goes back up
      await press('ArrowDown');
      const branch = active(element);
      expect(branch).to.equal(items(element)[1]);
      const withChildren = branch.getAttribute('aria-expanded') === 'true';
      if (withChildren) {
        await press('ArrowRight');
        const child = active(element);
        expect(child.getAttribute('aria-level')).to.equal('2');
        await press('ArrowLeft');
        expect(active(element)).to.equal(branch);
        await press('ArrowLeft');
        await waitUntil(() => branch.getAttribute('aria-expanded') === 'false', 'closed');
        expect(root.contains(child), 'its children are hidden').to.equal(false);
        await press('ArrowRight');
        await waitUntil(() => branch.getAttribute('aria-expanded') === 'true', 'opened');
      }
      await press('End');
      expect(active(element)).to.equal(items(element).at(-1));
      await press('Home');
      expect(active(element).textContent).to.equal('全部');
      await press('ArrowDown');
      await press('ArrowDown');
      const chosen = active(element);
      expect(chosen).to.equal(items(element)[2]);
      expect(items(element).filter((item) => item.tabIndex === 0)).to.deep.equal([chosen]);

      await press('Enter');
      await waitUntil(() => chosen.getAttribute('aria-selected') === 'true', 'Enter chooses');
      expect(chosen.getAttribute('aria-current')).to.equal('true');
      expect(items(element)[0]!.getAttribute('aria-selected')).to.equal('false');
      // focus left the tree and comes back to the chosen category
      await press('Tab');
      await press('Shift+Tab');
      expect(active(element)).to.equal(chosen);
    });
  }
});
