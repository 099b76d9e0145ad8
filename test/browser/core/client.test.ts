import { expect } from '@open-wc/testing';
import { getUserInfo, login } from '../../../src/core/api/account';
import { ApiError } from '../../../src/core/api/api-error';
import { MSG_NOT_LOGGED_IN } from '../../../src/core/api/contract';
import { getCensusTotal } from '../../../src/core/api/statistics';
import { config, configure, DEFAULT_TIMEOUT_MS } from '../../../src/core/config/config';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { notices } from '../../../src/core/store/notices';
import { tokenKey } from '../../../src/core/store/token-storage';

/** The test page is not the portal's (/PC/): the elements' own key. */
const TOKEN_KEY = tokenKey();
import { apiGet, registerUser } from '../helpers/server-api';

function noticeTexts(): string[] {
  return notices.items.map((notice) => notice.text);
}

describe('API client (against the real server)', () => {
  beforeEach(() => {
    signOutLocally();
    notices.items.splice(0);
    configure({ apiBase: '', timeoutMs: DEFAULT_TIMEOUT_MS });
  });

  it('uses the spec timeout of 60 000 ms and the page origin by default', () => {
    expect(DEFAULT_TIMEOUT_MS).to.equal(60000);
    expect(config.timeoutMs).to.equal(60000);
    expect(config.apiBase).to.equal('');
  });

  it('unwraps the envelope of a successful call', async () => {
    const totals = await getCensusTotal();
    const direct = await apiGet<{ userCount: number }>('/api/xnfz/censusTotal');
    expect(direct.code).to.equal(0);
    expect(totals.userCount).to.equal(direct.data?.userCount);
    expect(totals.userCount).to.be.greaterThan(0);
  });

  it('sends the token header when a token is held, so login-only calls work', async () => {
    const { token, user } = await registerUser('teacher');
    signIn(token);
    const me = await getUserInfo();
    expect(me.id).to.equal(user.id);
    expect(me.identity).to.equal('teacher');
  });

  it('sends no token header without a token: a login-only call is refused', async () => {
    const error = await getUserInfo().catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('api');
    expect((error as ApiError).message).to.equal(MSG_NOT_LOGGED_IN);
  });

  it('shows the msg of a code-500 answer as a warning notice at the top', async () => {
    const error = await login({
      username: 'student1',
      password: 'wrong-password-1',
      captchaKey: 'no-such-key',
      captchaCode: 'abcd',
    }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    const message = (error as ApiError).message;
    expect(message).to.match(/验证码|用户名或密码/);
    expect(notices.items.at(-1)).to.include({ kind: 'warning', text: message });
  });

  it('on 未登录或登录超时 while holding a token: removes it from both storages, clears the user, warns', async () => {
    const { token, user } = await registerUser();
    signIn('revoked-or-unknown-token-value', user);
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'revoked-or-unknown-token-value' }));
    expect(localStorage.getItem(TOKEN_KEY)).to.not.equal(null);

    const error = await getUserInfo().catch((caught: unknown) => caught);

    expect((error as ApiError).message).to.equal(MSG_NOT_LOGGED_IN);
    expect(auth.token).to.equal(null);
    expect(auth.user).to.equal(null);
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(noticeTexts()).to.include(MSG_NOT_LOGGED_IN);
    expect(token).to.be.a('string'); // the real token was never used
  });

  it('keeps a token that is not the one the refused call carried', async () => {
    const { token } = await registerUser();
    const pending = getUserInfo().catch((caught: unknown) => caught); // sent anonymously
    signIn(token);
    const error = await pending;
    expect((error as ApiError).message).to.equal(MSG_NOT_LOGGED_IN);
    expect(auth.token).to.equal(token);
  });

  it('turns a request that outlasts the timeout into a timeout error for the caller', async () => {
    configure({ apiBase: '/__stall', timeoutMs: 200 });
    const started = performance.now();
    const error = await getCensusTotal().catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('timeout');
    expect(performance.now() - started).to.be.lessThan(1800);
  });

  it('passes transport errors on to the caller as network errors', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const error = await getCensusTotal().catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('network');
  });

  it('reads the envelope of a non-200 answer (unknown path → 404) as the server message', async () => {
    configure({ apiBase: '/api/no-such-prefix' });
    const error = await getCensusTotal().catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('api');
    expect((error as ApiError).status).to.equal(404);
    expect(notices.items.at(-1)?.text).to.equal((error as ApiError).message);
  });

  it('tells the page about every failed call with an xnfz-error event: the sentence shown, the cause beside it', async () => {
    const seen: { message: string; kind: string; cause: string }[] = [];
    const listener = (event: WindowEventMap['xnfz-error']) => seen.push(event.detail);
    window.addEventListener('xnfz-error', listener);
    await getUserInfo().catch(() => undefined);
    configure({ apiBase: 'http://127.0.0.1:9' });
    await getCensusTotal().catch(() => undefined);
    configure({ apiBase: '', timeoutMs: 300 });
    await fetch('/__fault', {
      method: 'POST',
      body: JSON.stringify({ mode: 'stall', paths: ['/api/xnfz/censusTotal'] }),
    });
    try {
      await getCensusTotal().catch(() => undefined);
    } finally {
      await fetch('/__fault', { method: 'DELETE' });
    }
    window.removeEventListener('xnfz-error', listener);
    expect(seen[0]).to.deep.equal({
      message: MSG_NOT_LOGGED_IN,
      kind: 'api',
      cause: MSG_NOT_LOGGED_IN,
    });
    // what the element shows (网络连接失败…), never `TypeError: Failed to fetch`
    expect(seen[1]?.message).to.equal('网络连接失败，请检查网络后重试');
    expect(seen[1]?.kind).to.equal('network');
    expect(seen[1]?.cause).to.match(/TypeError/);
    expect(seen.at(-1)).to.deep.equal({
      message: '请求超时，请稍后重试',
      kind: 'timeout',
      cause: 'timeout',
    });
  });
});
