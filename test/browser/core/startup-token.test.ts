import { expect, waitUntil } from '@open-wc/testing';
import { registerUser } from '../helpers/server-api';

describe('start-up token in the address', () => {
  it('stores ?token=, removes it from the address, shows 登录成功 and loads the user', async () => {
    const { token, user } = await registerUser('public');
    localStorage.clear();
    const original = location.pathname;
    history.replaceState(
      null,
      '',
      `${original}?keep=1&token=${encodeURIComponent(token)}#/courselist`,
    );

    // imported only now: the session starts with this address
    const { startSession } = await import('../../../src/core/session');
    const { auth } = await import('../../../src/core/store/auth');
    const { notices } = await import('../../../src/core/store/notices');
    startSession();

    expect(auth.token).to.equal(token);
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).to.deep.equal({ token });
    expect(location.search).to.equal('?keep=1');
    expect(location.href).to.not.include(token);
    expect(location.hash).to.equal('#/courselist');
    expect(notices.items.map((notice) => notice.text)).to.include('登录成功');
    await waitUntil(() => auth.user?.id === user.id, 'user info loaded');
    history.replaceState(null, '', original);
  });
});
