import { expect } from '@open-wc/testing';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet } from '../helpers/server-api';
import {
  closeFrame,
  createOnChoicePage,
  endIdpSession,
  find,
  openPortal,
  page,
  signInAt,
  ssoButton,
  view,
  waitFor,
  waitForProfile,
  waitUntil,
} from '../helpers/sso-frame';
import { deepText } from '../helpers/deep-dom';

/**
 * Campus sign-in (统一身份认证, issue 15) through the real portal page: the login screen's buttons
 * lead to the test run's OpenID provider and CAS server (scripts/test.mjs starts them, reached
 * through this origin), the user signs in on the provider's own form, and comes back to the portal
 * logged in (a one-time ticket, exchanged at start-up). Logging out offers the provider's logout.
 */
async function openUserMenu() {
  (await waitFor<HTMLButtonElement>('xnfz-user-status button[part=name], button[part=name]')).click();
}

describe('campus sign-in from the portal page', function () {
  this.timeout(120000);
  before(endIdpSession);
  after(() => {
    closeFrame();
    localStorage.clear();
  });

  it('OpenID Connect: button → provider login → back on 个人中心, logged in, no ticket left in the address', async () => {
    await openPortal('#/login?redirect=%2Fpersonalcenter%3Ftab%3Dprofile');
    await waitUntil(() => ssoButton('统一身份认证登录'), 'the 统一身份认证登录 button', { timeout: 30000 });
    expect(ssoButton('CAS 统一身份认证'), 'one button per provider').to.not.equal(null);
    ssoButton('统一身份认证登录')!.click();
    await signInAt('idp', 'b2026001', 'idp-browser-1');
    // the first sign-in (the run binds existing accounts: SSO_BIND_EXISTING): the name is free
    await createOnChoicePage('2026001');
    await waitForProfile('2026001');
    const address = view().location;
    expect(address.pathname).to.equal('/PC/');
    expect(address.href).to.not.include('token=');
    expect(address.hash).to.equal('#/personalcenter?tab=profile');
    expect(find('[data-field=studentNumber]')?.textContent).to.equal('2026001');
    expect(find('[data-field=department]')?.textContent).to.equal('测试学院');
    await waitFor('[data-field=ssoIdentities]');
    expect(deepText(find('[data-field=ssoIdentities]')!)).to.include('统一身份认证登录：b2026001');
    // every element knows the user: the header shows the name
    expect(deepText(page())).to.include('浏览器同学');
  });

  it('logging out offers the provider logout; after it the provider asks for the password again', async () => {
    await openUserMenu();
    (await waitFor<HTMLButtonElement>('button[part=logout]')).click();
    const provider = await waitFor<HTMLButtonElement>('button[part=logout-provider]');
    expect(provider.textContent).to.equal('同时退出统一身份认证登录');
    expect(find('button[part=logout]')?.textContent).to.equal('仅退出本站');
    const before = page();
    provider.click();
    // the provider's logout (its pages) comes back to a new portal page, logged out
    await waitUntil(
      () =>
        page() !== before &&
        view().location.pathname === '/PC/' &&
        find('xnfz-portal') &&
        !localStorage.getItem('token'),
      'back on the portal, logged out',
      { timeout: 30000 },
    );
    await openPortal('#/login?redirect=%2Fpersonalcenter%3Ftab%3Dprofile');
    await waitUntil(() => ssoButton('统一身份认证登录'), 'button', { timeout: 30000 });
    ssoButton('统一身份认证登录')!.click();
    await waitUntil(() => page().querySelector('#idp-username'), 'the provider asks again', {
      timeout: 30000,
    });
  });

  it('CAS: button → CAS login → back logged in; 仅退出本站 logs out here only', async () => {
    await openPortal('#/login?redirect=%2Fpersonalcenter%3Ftab%3Dprofile');
    await waitUntil(() => ssoButton('CAS 统一身份认证'), 'the CAS button', { timeout: 30000 });
    const cas = ssoButton('CAS 统一身份认证')!;
    const back = new URL(cas.href).searchParams.get('return') ?? '';
    expect(new URL(back).hash, cas.href).to.equal('#/personalcenter?tab=profile');
    cas.click();
    await signInAt('cas', 'C2026002', 'cas-browser-2');
    await createOnChoicePage('C2026002');
    await waitForProfile('C2026002');
    expect(find('[data-field=studentNumber]')?.textContent).to.equal('2026002');
    await openUserMenu();
    (await waitFor<HTMLButtonElement>('button[part=logout]')).click();
    await waitFor('button[part=logout-provider]');
    find<HTMLButtonElement>('button[part=logout]')!.click();
    await waitUntil(() => !localStorage.getItem('token') && !find('[data-field=username]'), 'logged out here', {
      timeout: 30000,
    });
    expect(view().location.pathname).to.equal('/PC/');
  });
});

describe('campus sign-in in the console (after the sign-ins above)', function () {
  this.timeout(60000);
  let app: HTMLElement | null = null;
  after(() => {
    app?.remove();
    signOutLocally();
  });

  it('用户管理 finds the account by its 学号, shows 学号 and the bound CAS identity, and an admin unbinds it', async () => {
    const { token } = await signInAs('admin1');
    app = await mountConsole('#/users');
    await consoleGo('#/users');
    const screen = await screenOf(app, 'xnfz-admin-users', 'tbody tr, [part=state-empty]');
    typeInto(shadowOf(screen).getElementById('users-keyword') as HTMLInputElement, '2026002');
    (
      shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const row = await findIn(screen, 'tr[data-user="C2026002"]');
    expect(row.querySelector('.student-number')?.textContent).to.equal('学号/工号 2026002');
    (row.querySelector('button.sso') as HTMLButtonElement).click();
    await findIn(screen, '[role=dialog] .sso-identities li[data-provider=ids]');
    const dialog = () => shadowOf(screen).querySelector('[role=dialog]') as HTMLElement;
    expect(dialog().textContent).to.contain('CAS 统一身份认证').and.to.contain('C2026002');
    (dialog().querySelector('button.unbind') as HTMLButtonElement).click();
    await waitForText(screen, '该账号没有绑定统一身份认证。');
    const listed = await apiGet<{ rows: { id: number; username: string }[] }>(
      '/api/admin/userList?keyword=C2026002',
      token,
    );
    const id = listed.data?.rows.find((candidate) => candidate.username === 'C2026002')?.id;
    const bound = await apiGet<unknown[]>(`/api/admin/userSsoIdentities?id=${id}`, token);
    expect(bound.data, 'nothing bound on the server').to.deep.equal([]);
  });
});
