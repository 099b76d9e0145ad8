import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/login/login.element';
import '../../../src/widgets/user-status/user-status.element';
import { auth, signOutLocally } from '../../../src/core/store/auth';
import { tokenKey } from '../../../src/core/store/token-storage';

/** The test page is not the portal's (/PC/): the elements' own key. */
const TOKEN_KEY = tokenKey();
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { placesHolding } from '../helpers/secrets';
import { apiGet, DEMO_PASSWORD, registerUser } from '../helpers/server-api';

async function fillLogin(login: HTMLElement, username: string, password: string, code: string) {
  await findIn(login, '.captcha-image img', 'captcha image');
  const root = shadowOf(login);
  typeInto(root.querySelector('input[name=username]') as HTMLInputElement, username);
  typeInto(root.querySelector('input[name=password]') as HTMLInputElement, password);
  typeInto(root.querySelector('input[name=captchaCode]') as HTMLInputElement, code);
}

function submit(login: HTMLElement) {
  (shadowOf(login).querySelector('button[type=submit]') as HTMLButtonElement).click();
}

describe('<xnfz-login> and <xnfz-user-status> share one store', () => {
  afterEach(() => signOutLocally());

  it('shows a labelled form with a captcha image from the server', async () => {
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    const image = await findIn<HTMLImageElement>(login, '.captcha-image img');
    expect(image.src).to.match(/^data:image\/png;base64,/);
    const root = shadowOf(login);
    for (const name of ['username', 'password', 'captchaCode']) {
      const input = root.querySelector(`input[name=${name}]`) as HTMLInputElement;
      expect(root.querySelector(`label[for="${input.id}"]`), name).to.not.equal(null);
    }
    expect(root.querySelector('h2')?.textContent).to.equal('用户登录');
  });

  it('asks for a new captcha when the image is clicked', async () => {
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    const first = (await findIn<HTMLImageElement>(login, '.captcha-image img')).src;
    (shadowOf(login).querySelector('.captcha-image') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        (shadowOf(login).querySelector('.captcha-image img') as HTMLImageElement | null)?.src !==
        first,
      'new captcha',
    );
  });

  it('names the missing field instead of calling the server', async () => {
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    await findIn(login, '.captcha-image img');
    submit(login);
    await waitForText(login, '请输入用户名');
    expect(
      shadowOf(login).querySelector('input[name=username]')?.getAttribute('aria-invalid'),
    ).to.equal('true');
  });

  it('logs in with a demo account: the status element on the page updates at once', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-user-status></xnfz-user-status>
        <xnfz-login></xnfz-login>
      </div>
    `);
    const status = page.querySelector('xnfz-user-status') as HTMLElement;
    const login = page.querySelector('xnfz-login') as HTMLElement;
    await waitForText(status, '登录');
    await fillLogin(login, 'student1', DEMO_PASSWORD, XNFZ_TEST_CAPTCHA_CODE);
    const loggedIn = oneEvent(login, 'xnfz-login');
    submit(login);
    const event = (await loggedIn) as CustomEvent<{ user: { username: string } }>;
    expect(event.detail.user.username).to.equal('student1');
    expect(event.bubbles && event.composed).to.equal(true);

    await waitForText(status, '退出登录');
    const me = await apiGet<{ username: string }>('/api/xnfz/userInfo', auth.token ?? '');
    expect(me.data?.username).to.equal('student1');
    await waitUntil(() => auth.user?.nickname, 'user info in the store');
    await waitForText(status, auth.user?.nickname ?? '');
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null')).to.deep.equal({
      token: auth.token,
    });
    expect(placesHolding(DEMO_PASSWORD), 'the password is kept nowhere').to.deep.equal([]);
  });

  it('shows the server refusal, clears the password and fetches a new captcha', async () => {
    const { username } = await registerUser();
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    await fillLogin(login, username, 'Wrong1234', XNFZ_TEST_CAPTCHA_CODE);
    const firstCaptcha = (shadowOf(login).querySelector('.captcha-image img') as HTMLImageElement)
      .src;
    submit(login);
    await waitForText(login, '用户名或密码错误');
    expect(auth.token).to.equal(null);
    expect(
      (shadowOf(login).querySelector('input[name=password]') as HTMLInputElement).value,
    ).to.equal('');
    await waitUntil(
      () =>
        (shadowOf(login).querySelector('.captcha-image img') as HTMLImageElement | null)?.src !==
        firstCaptcha,
      'captcha replaced after a failed login',
    );
  });

  it('refuses a wrong captcha with the server message', async () => {
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    await fillLogin(login, 'student1', DEMO_PASSWORD, 'zzzz');
    submit(login);
    await waitForText(login, '验证码错误或已过期');
    expect(auth.token).to.equal(null);
  });

  it('keeps a login that is not remembered in sessionStorage', async () => {
    const login = await fixture<HTMLElement>(html`<xnfz-login></xnfz-login>`);
    await fillLogin(login, 'teacher1', DEMO_PASSWORD, XNFZ_TEST_CAPTCHA_CODE);
    (shadowOf(login).querySelector('.remember input') as HTMLInputElement).click();
    submit(login);
    await waitUntil(() => auth.token, 'logged in');
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null')).to.deep.equal({
      token: auth.token,
    });
  });

  it('logs out from the status element: token revoked on the server and forgotten here', async () => {
    const { token } = await registerUser();
    const { signIn } = await import('../../../src/core/store/auth');
    signIn(token);
    const status = await fixture<HTMLElement>(html`<xnfz-user-status></xnfz-user-status>`);
    const logoutButton = await findIn<HTMLButtonElement>(status, 'button.logout');
    const loggedOut = oneEvent(status, 'xnfz-logout');
    logoutButton.click();
    expect(((await loggedOut) as CustomEvent<{ reason: string }>).detail.reason).to.equal('user');
    expect(auth.token).to.equal(null);
    await waitForText(status, '注册');
    const after = await apiGet('/api/xnfz/userInfo', token);
    expect(after).to.deep.include({ code: 500, msg: '未登录或登录超时' });
  });
});
