// A password set by an administrator (reset or bulk import) is changed first: logging in with it
// on the portal lands on 个人中心 → 修改密码 with a warning, and changing it clears the flag.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { router } from '../../../src/core/router/router';
import { signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { go, mountPortal } from '../helpers/portal';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must, registerUser } from '../helpers/server-api';
import type { User } from '../../../src/core/api/contract';

describe('a temporary password from the console', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });

  after(() => {
    signOutLocally();
    portal.remove();
  });

  it('logs in to 修改密码 with a warning, and the new password clears the flag', async () => {
    const { user, username } = await registerUser();
    const admin = await loginAs('admin1', DEMO_PASSWORD);
    const { temporaryPassword } = must(
      await apiPost<{ temporaryPassword: string }>(
        '/api/admin/userResetPassword',
        { id: user.id },
        admin.token,
      ),
    );

    await go('#/login');
    const login = await findIn(portal, 'xnfz-login');
    await findIn(login, '.captcha-image img');
    const root = shadowOf(login);
    typeInto(root.querySelector('input[name=username]') as HTMLInputElement, username);
    typeInto(root.querySelector('input[name=password]') as HTMLInputElement, temporaryPassword);
    typeInto(
      root.querySelector('input[name=captchaCode]') as HTMLInputElement,
      XNFZ_TEST_CAPTCHA_CODE,
    );
    (root.querySelector('button[type=submit]') as HTMLButtonElement).click();

    await waitUntil(
      () => router.current?.route.path === '/personalcenter',
      'sent to the personal center',
    );
    expect(location.hash).to.contain('tab=password');
    const noticeBar = await findIn(portal, 'xnfz-notice-bar');
    await waitForText(noticeBar, '请先修改密码');

    const center = await findIn(portal, 'xnfz-personal-center');
    const form = shadowOf(center);
    await waitUntil(() => form.querySelector('input[name=oldPassword]'), 'password form shown');
    typeInto(form.querySelector('input[name=oldPassword]') as HTMLInputElement, temporaryPassword);
    typeInto(form.querySelector('input[name=newPassword]') as HTMLInputElement, 'MyOwn2026pw');
    typeInto(form.querySelector('input[name=confirm]') as HTMLInputElement, 'MyOwn2026pw');
    (form.querySelector('form button[type=submit]') as HTMLButtonElement).click();
    await waitForText(center, '密码已修改');

    const again = await loginAs(username, 'MyOwn2026pw');
    expect(again.user.mustChangePassword).to.equal(false);
    const info = must(await apiGet<User>('/api/xnfz/userInfo', again.token));
    expect(info.mustChangePassword).to.equal(false);
  });
});
