import { allVisitsAnswered, visitsSent } from '../helpers/visit-answers';
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { navigate, router, startHashRouter } from '../../../src/core/router/router';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { registerUser, webClicksTotal } from '../helpers/server-api';

describe('hash router (host mode, real server)', () => {
  let stop: () => void = () => undefined;

  before(() => {
    history.replaceState(null, '', '#/');
    stop = startHashRouter();
  });
  after(() => stop());
  afterEach(() => signOutLocally());

  async function go(path: string, params = {}) {
    const before = router.navigations;
    navigate(path, params);
    await waitUntil(() => router.navigations > before, `navigation to ${path}`);
  }

  it('turns navigate() into a hash change and a route change', async () => {
    await go('/newsdetail', { id: 12 });
    expect(location.hash).to.equal('#/newsdetail?id=12');
    expect(router.current?.route.path).to.equal('/newsdetail');
    expect(router.current?.query.id).to.equal('12');
  });

  it('counts a page visit on the server before each navigation', async () => {
    // the earlier navigations' visits may still be on their way: start from their answers
    await allVisitsAnswered();
    const before = await webClicksTotal();
    const sentBefore = visitsSent();
    await go('/notice');
    await go('/contactus');
    await go('/courselist/3');
    expect(visitsSent() - sentBefore, 'one count sent per navigation').to.equal(3);
    // a visit is answered once the server committed it; the census call itself is no navigation
    await allVisitsAnswered();
    expect(await webClicksTotal()).to.equal(before + 3);
  });

  it('scrolls to the top after each navigation', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
    window.scrollTo(0, 2000);
    expect(window.scrollY).to.be.greaterThan(0);
    await go('/redlist');
    expect(window.scrollY).to.equal(0);
    spacer.remove();
  });

  it('follows back and forward (hash history)', async () => {
    await go('/newslist');
    await go('/researchcenter');
    const before = router.navigations;
    history.back();
    await waitUntil(() => router.navigations > before, 'back');
    expect(router.current?.route.path).to.equal('/newslist');
  });

  it('sends /login to / while a token is held', async () => {
    const { token } = await registerUser();
    signIn(token);
    await go('/login');
    await waitUntil(() => router.current?.route.path === '/', 'redirected home');
    expect(location.hash).to.equal('#/');
  });

  it('opens /login without a token', async () => {
    await go('/login', { redirect: '/notice' });
    expect(router.current?.route.path).to.equal('/login');
    expect(router.current?.query.redirect).to.equal('/notice');
  });

  it('leaves an unknown address as no route (the host shows 页面不存在)', async () => {
    await go('/does-not-exist');
    expect(router.current).to.equal(null);
  });
});
