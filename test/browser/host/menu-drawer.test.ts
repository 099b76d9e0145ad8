/**
 * The 菜单 drawer on a 375 px phone (issue 18 · 2): it closes by its button, by a tap on the
 * backdrop (which opens nothing underneath), by Escape and on navigation; it marks the current
 * page; focus stays inside it while it is open; its close control has a real size. At 1440 px the
 * navigation is a row in the header and the drawer's parts are not there.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { router } from '../../../src/core/router/router';
import { shadowOf } from '../helpers/dom';
import { go, mountPortal } from '../helpers/portal';
import { DESKTOP, PHONE, box } from '../helpers/layout';

describe('the 菜单 drawer', function () {
  this.timeout(60000);
  let portal: HTMLElement;
  const root = () => shadowOf(portal);
  const menuButton = () => root().querySelector('.menu-button') as HTMLButtonElement;
  const drawer = () => root().querySelector('#portal-nav') as HTMLElement;
  const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true';

  async function openDrawer(): Promise<void> {
    const button = box(menuButton());
    const [x, y] = [
      Math.round(button.x + button.width / 2),
      Math.round(button.y + button.height / 2),
    ];
    // a tap reaches the button once the loading overlay of the screen has gone
    await waitUntil(() => menuButton().contains(root().elementFromPoint(x, y)), '菜单 uncovered');
    await sendMouse({ type: 'click', position: [x, y] });
    await waitUntil(isOpen, 'drawer open');
  }

  before(async () => {
    await setViewport(PHONE);
    portal = await mountPortal();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('at 375 px: marks the current page, and its close control is a real target that closes it', async () => {
    await go('#/courselist');
    await openDrawer();
    const current = drawer().querySelector('[aria-current=page]') as HTMLElement;
    expect(current.textContent).to.equal('课程中心');
    const other = drawer().querySelector('.nav-link:not([aria-current])') as HTMLElement;
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(background(current), 'the current page stands out in the drawer').not.to.be.oneOf([
      background(other),
      background(drawer()),
    ]);
    const close = drawer().querySelector('.drawer-close') as HTMLButtonElement;
    const size = box(close);
    expect(size.width, 'close control width').to.be.at.least(40);
    expect(size.height, 'close control height').to.be.at.least(40);
    expect(root().activeElement, 'focus moves into the drawer').to.equal(close);
    await sendMouse({
      type: 'click',
      position: [Math.round(size.x + size.width / 2), Math.round(size.y + size.height / 2)],
    });
    await waitUntil(() => !isOpen(), 'closed by its button');
    expect(root().activeElement, 'focus back on 菜单').to.equal(menuButton());
  });

  it('at 375 px: a tap outside the drawer closes it and opens nothing underneath', async () => {
    await go('#/courselist');
    const before = router.navigations;
    await openDrawer();
    const panel = box(drawer());
    expect(panel.right, 'the drawer leaves room to tap beside it').to.be.below(PHONE.width - 40);
    // a tap beside the drawer, where the page has content and links below
    for (const y of [PHONE.height / 2, PHONE.height - 80]) {
      await sendMouse({ type: 'click', position: [PHONE.width - 20, Math.round(y)] });
      await waitUntil(() => !isOpen(), 'closed by the backdrop');
      expect(location.hash, 'nothing underneath was opened').to.equal('#/courselist');
      await openDrawer();
    }
    expect(router.navigations).to.equal(before);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(), 'closed by Escape');
    expect(root().activeElement).to.equal(menuButton());
  });

  it('at 375 px: keeps focus inside while open (Tab and Shift+Tab wrap around)', async () => {
    await go('#/');
    await openDrawer();
    const inside = () => drawer().contains(root().activeElement);
    const count = drawer().querySelectorAll('a[href], button').length;
    for (let step = 0; step < count + 2; step += 1) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `Tab ${step + 1}`).to.equal(true);
    }
    for (let step = 0; step < 3; step += 1) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(inside(), `Shift+Tab ${step + 1}`).to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(), 'closed');
  });

  it('at 375 px: closes on navigation, also to the page already shown', async () => {
    await go('#/newslist');
    await openDrawer();
    (drawer().querySelector('a[href="#/notice"]') as HTMLElement).click();
    await waitUntil(() => location.hash === '#/notice' && !isOpen(), 'navigated and closed');
    await openDrawer();
    (drawer().querySelector('a[href="#/notice"]') as HTMLElement).click();
    await waitUntil(() => !isOpen(), 'closed on a tap on the current page');
  });

  it('at 1440 px: the navigation is a row in the header, with no drawer parts', async () => {
    await setViewport(DESKTOP);
    try {
      await go('#/courselist');
      expect(getComputedStyle(menuButton()).display).to.equal('none');
      const links = [...drawer().querySelectorAll('.nav-link')];
      const tops = new Set(links.map((link) => Math.round(box(link).top)));
      expect(tops.size, 'one row of links').to.equal(1);
      expect(root().querySelector('.drawer-backdrop')).to.equal(null);
    } finally {
      await setViewport(PHONE);
    }
  });
});
