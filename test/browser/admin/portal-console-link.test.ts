import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/user-status/user-status.element';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { shadowOf } from '../helpers/dom';
import { DEMO_PASSWORD, loginAs, registerUser } from '../helpers/server-api';

/** Opens the user menu of a status element and returns its items' texts and links. */
async function menuOf(status: HTMLElement): Promise<HTMLElement> {
  await waitUntil(() => shadowOf(status).querySelector('button.name'), 'user menu button');
  await waitUntil(() => auth.user !== null, 'user info');
  (shadowOf(status).querySelector('button.name') as HTMLButtonElement).click();
  await waitUntil(() => !shadowOf(status).querySelector('.menu')?.hasAttribute('hidden'), 'menu');
  return shadowOf(status).querySelector('.menu') as HTMLElement;
}

describe('the portal user menu: 管理后台 for staff only', () => {
  afterEach(() => signOutLocally());

  it('shows 管理后台 to an account with a role, linking to the console page', async () => {
    signIn((await loginAs('editor1', DEMO_PASSWORD)).token);
    const status = await fixture<HTMLElement>(html`<xnfz-user-status></xnfz-user-status>`);
    const menu = await menuOf(status);
    const link = [...menu.querySelectorAll('a')].find((a) => a.textContent === '管理后台');
    expect(link, '管理后台 link').to.not.equal(undefined);
    expect(new URL((link as HTMLAnchorElement).href).pathname).to.equal('/PC/admin/');
  });

  it('shows no 管理后台 to an account without one', async () => {
    signIn((await registerUser()).token);
    const status = await fixture<HTMLElement>(html`<xnfz-user-status></xnfz-user-status>`);
    const menu = await menuOf(status);
    expect(menu.textContent).to.include('个人中心');
    expect(menu.textContent).to.not.include('管理后台');
  });
});
