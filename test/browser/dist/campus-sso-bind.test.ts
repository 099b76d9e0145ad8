import { expect } from '@open-wc/testing';
import type { SsoIdentity } from '../../../src/core/api/contract';
import { BROWSER_SSO_USERS } from '../../helpers/sso-test-users';
import { apiGet, must, registerUser } from '../helpers/server-api';
import {
  closeFrame,
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
 * Campus sign-in with SSO_BIND_EXISTING (the browser test run sets it): the first sign-in of an
 * identity whose username is an existing account offers only binding that account, by its
 * password, on the portal's choice page; a wrong password binds nothing; the right one binds and
 * logs in, and 个人资料 lists the bound identity.
 */
describe('campus sign-in: binding an existing account', function () {
  this.timeout(120000);
  const { bind } = BROWSER_SSO_USERS;
  before(endIdpSession);
  after(async () => {
    await endIdpSession();
    closeFrame();
    localStorage.clear();
  });

  /** Fills the choice page's 绑定已有账号 form and sends it. */
  async function bindWith(password: string) {
    const input = await waitFor<HTMLInputElement>('#password', 'the 绑定已有账号 form');
    expect(find<HTMLInputElement>('#username')!.value).to.equal(bind.account);
    input.value = password;
    find<HTMLButtonElement>('#bind')!.click();
  }

  it('the choice page binds the account after its password; a wrong one is refused; 个人资料 lists the identity', async () => {
    const owner = await registerUser('student', {}, bind.account);
    const identities = async () =>
      must(await apiGet<SsoIdentity[]>('/api/xnfz/ssoIdentities', owner.token));

    await openPortal('#/login?redirect=%2Fpersonalcenter%3Ftab%3Dprofile');
    await waitUntil(() => ssoButton('统一身份认证登录'), 'the 统一身份认证登录 button');
    ssoButton('统一身份认证登录')!.click();
    await signInAt('idp', bind.username, bind.password);

    // the choice page: the name is taken, so no 创建新账号, only binding that account
    await waitFor('#bind', 'the choice page');
    expect(page().title).to.equal('绑定账号');
    expect(deepText(page().body)).to.include('首次使用统一身份认证登录');
    expect(deepText(page().body)).to.include(`用户名 ${bind.account} 已被本站账号使用`);
    expect(find('#create')).to.equal(null);

    // a wrong password: refused on the same page, nothing bound, nobody logged in
    await bindWith('not-the-password-1');
    await waitUntil(
      () => find('.error[role=alert]')?.textContent === '用户名或密码错误',
      'the refusal',
    );
    expect(view().location.pathname).to.equal('/api/sso/bind');
    expect(await identities()).to.deep.equal([]);
    expect(localStorage.getItem('token')).to.equal(null);

    // the right password: bound, and back on 个人资料 logged in as that account
    await bindWith(owner.password);
    await waitForProfile(bind.account);
    const address = view().location;
    expect(address.pathname).to.equal('/PC/');
    expect(address.href).to.not.include('token=');
    const bound = await identities();
    expect(bound.map(({ provider, subject }) => ({ provider, subject }))).to.deep.equal([
      { provider: 'campus', subject: bind.username },
    ]);
    await waitFor('[data-field=ssoIdentities]');
    expect(deepText(find('[data-field=ssoIdentities]')!)).to.include(
      `统一身份认证登录：${bind.username}`,
    );
  });
});
