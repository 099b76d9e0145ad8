import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { registerUser } from '../helpers/server-api';
import { signIn } from '../../../src/core/store/auth';

/** Every console screen, the element it shows and what marks it as loaded. */
const SCREENS: [string, string, string][] = [
  ['#/articles', 'xnfz-admin-articles', 'tbody tr'],
  ['#/articles/edit', 'xnfz-admin-articles', '.ProseMirror'],
  ['#/articles/edit?id=1', 'xnfz-admin-articles', '.ProseMirror'],
  ['#/feedback', 'xnfz-admin-feedback', '.messages, [part=state-empty]'],
  ['#/users', 'xnfz-admin-users', 'tbody tr'],
  ['#/audit', 'xnfz-admin-audit', 'tbody tr, [part=state-empty]'],
  ['#/site', 'xnfz-admin-site-info', '#site-name'],
  ['#/courses', 'xnfz-admin-courses', 'tbody tr'],
  ['#/courses/learners?id=1', 'xnfz-admin-courses', 'tbody tr, [part=state-empty]'],
  ['#/courses/edit', 'xnfz-admin-courses', '#course-title'],
  ['#/courses/edit?id=1', 'xnfz-admin-courses', '.chapters .order-handle'],
  ['#/categories', 'xnfz-admin-categories', '.tree .order-handle'],
  // content registry
  ['#/resources', 'xnfz-admin-resources', 'tbody tr'],
  ['#/resources?kind=red', 'xnfz-admin-resources', 'tbody tr'],
  ['#/resources/edit?kind=red', 'xnfz-admin-resources', '.ProseMirror'],
  ['#/resources/edit?id=1', 'xnfz-admin-resources', '.ProseMirror'],
  ['#/banners', 'xnfz-admin-banners', '.order-list > li'],
  ['#/experiments', 'xnfz-admin-experiments', 'tbody tr'],
  ['#/ilab', 'xnfz-admin-ilab', '.ilab-grid, .ilab-off'],
];

describe('the console: axe and the keyboard', () => {
  let app: HTMLElement;
  before(async () => {
    signOutLocally();
    app = await mountConsole();
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('the login screen has no axe violations', async () => {
    await waitUntil(() => shadowOf(app).querySelector('.captcha-image img'), 'captcha');
    await expect(app).to.be.accessible();
  });

  it('the 无权限 screen has no axe violations', async () => {
    signIn((await registerUser()).token);
    await waitForText(app, '当前账号没有管理后台的权限');
    await expect(app).to.be.accessible();
  });

  for (const [hash, tag, ready] of SCREENS) {
    it(`${hash} has no axe violations (admin, 1440 and 375 px layouts)`, async () => {
      if (!document.body.dataset.admin) {
        await signInAs('admin1');
        document.body.dataset.admin = 'yes';
      }
      await consoleGo(hash);
      await screenOf(app, tag, ready);
      await expect(app).to.be.accessible();
    });
  }

  it('the side navigation is links in order; opening one moves the focus to the screen', async () => {
    await consoleGo('#/articles');
    await screenOf(app, 'xnfz-admin-articles', 'tbody tr');
    const root = shadowOf(app);
    const nav = root.querySelector('nav.side') as HTMLElement;
    expect(nav.getAttribute('aria-label')).to.equal('后台导航');
    const links = [...nav.querySelectorAll('a')];
    for (const link of links) expect(link.getAttribute('href')).to.match(/^#\//);
    expect(
      links.find((link) => link.getAttribute('aria-current') === 'page')?.textContent,
    ).to.equal('文章管理');
    (links.find((link) => link.textContent === '留言反馈') as HTMLAnchorElement).click();
    await screenOf(app, 'xnfz-admin-feedback', 'h1');
    await waitUntil(() => root.activeElement?.id === 'main', 'focus on the screen');
  });

  it('the skip link and every control of a screen are native, labelled and reachable by Tab', async () => {
    await consoleGo('#/users');
    const users = await screenOf(app, 'xnfz-admin-users', 'tbody tr');
    const controls = [
      ...shadowOf(users).querySelectorAll<HTMLElement>('button, a, input, select, textarea'),
    ];
    expect(controls.length).to.be.greaterThan(5);
    for (const control of controls) {
      expect(control.tabIndex, control.outerHTML.slice(0, 80)).to.equal(0);
      const named =
        control.getAttribute('aria-label') ||
        control.textContent?.trim() ||
        (control.id && shadowOf(users).querySelector(`label[for="${control.id}"]`));
      expect(Boolean(named), control.outerHTML.slice(0, 80)).to.equal(true);
    }
    const skip = shadowOf(app).querySelector('button.skip') as HTMLButtonElement;
    expect(skip.textContent).to.equal('跳到主要内容');
    skip.click();
    expect(shadowOf(app).activeElement?.id).to.equal('main');
  });

  it('a dialog takes the focus, keeps Tab inside, and Escape closes it and gives the focus back', async () => {
    const users = await screenOf(app, 'xnfz-admin-users', 'tbody tr');
    const reset = shadowOf(users).querySelector('button.reset') as HTMLButtonElement;
    reset.focus();
    reset.click();
    const dialog = await findIn(users, '[role=dialog]');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(shadowOf(users).activeElement).to.equal(buttons[0]);
    buttons.at(-1)?.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(shadowOf(users).activeElement).to.equal(buttons[0]);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => !shadowOf(users).querySelector('[role=dialog]'), 'dialog closed');
    expect(shadowOf(users).activeElement).to.equal(reset);
  });

  it("the editor's toolbar buttons are labelled toggles and its text area a labelled textbox", async () => {
    await consoleGo('#/articles/edit?id=1');
    const form = await screenOf(app, 'xnfz-admin-articles', '.ProseMirror');
    const root = shadowOf(form);
    const toolbar = root.querySelector('[role=toolbar]') as HTMLElement;
    expect(toolbar.getAttribute('aria-label')).to.equal('正文格式');
    const bold = [...toolbar.querySelectorAll('button')].find(
      (button) => button.textContent === '加粗',
    ) as HTMLButtonElement;
    expect(bold.getAttribute('aria-pressed')).to.equal('false');
    const editable = root.querySelector('.ProseMirror') as HTMLElement;
    expect(editable.getAttribute('role')).to.equal('textbox');
    expect(
      root.getElementById(editable.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).to.equal('正文');
    editable.focus();
    bold.click();
    await waitUntil(() => bold.getAttribute('aria-pressed') === 'true', 'bold on');
  });
});
