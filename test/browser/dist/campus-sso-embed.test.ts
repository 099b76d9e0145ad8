import { expect } from '@open-wc/testing';
import { BROWSER_SSO_USERS } from '../../helpers/sso-test-users';
import {
  closeFrame,
  createOnChoicePage,
  endIdpSession,
  openFrame,
  signInAt,
  view,
  waitUntil,
} from '../helpers/sso-frame';

/** What the embedding page answers (test/browser/fixtures/sso-embed.html). */
interface EmbedState {
  href: string;
  login: string;
  status: string;
  sso: { label: string; href: string }[];
  token: boolean;
  /** The text of the account question (以 … 登录), if one is open. */
  choice: string;
}

/**
 * The site's origin: another port of this host (same site, so the sign-in's cookies are first
 * party in this frame, as in the site's own tab); the server's CORS_ORIGINS lists it.
 */
const otherOrigin = XNFZ_TEST_EMBED_ORIGIN;

/** Asks the embedding page (another origin: unreadable from here) what it shows. */
function ask(probe: 'state' | 'click' | 'confirm', label = ''): Promise<EmbedState | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', answer);
      resolve(null);
    }, 1000);
    function answer(event: MessageEvent) {
      if (event.origin !== otherOrigin) return;
      clearTimeout(timer);
      window.removeEventListener('message', answer);
      resolve(event.data as EmbedState);
    }
    window.addEventListener('message', answer);
    try {
      view().postMessage({ probe, label }, otherOrigin);
    } catch {
      // between two pages
    }
  });
}

/** Waits until the embedding page shows what `ok` wants; returns that answer. */
async function until(ok: (state: EmbedState) => boolean, message: string): Promise<EmbedState> {
  let last: EmbedState | null = null;
  await waitUntil(
    async () => {
      last = await ask('state');
      return last !== null && ok(last);
    },
    message,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; the page said ${JSON.stringify(last)}`);
  });
  return last!;
}

/**
 * Campus sign-in from `<xnfz-login>` embedded in a page of ANOTHER origin (an institution's site):
 * its 统一身份认证 button leads to the portal's sign-in and the provider, which send the user back
 * to that page with a one-time ticket; the page exchanges it (cross-origin, allowed by
 * CORS_ORIGINS) and every element on it knows the user at once.
 */
describe('campus sign-in from an embedded <xnfz-login> on another origin', function () {
  this.timeout(120000);
  const { embed } = BROWSER_SSO_USERS;
  before(endIdpSession);
  after(async () => {
    await endIdpSession();
    closeFrame();
  });

  it('button → provider → back on that page, logged in: <xnfz-login> and <xnfz-user-status> know it', async () => {
    expect(otherOrigin).to.not.equal(location.origin);
    const embedPage = `${otherOrigin}/sso-embed.html?portal=${encodeURIComponent(location.origin)}`;
    openFrame(embedPage);
    const before = await until(
      (state) => state.sso.some((link) => link.label === '统一身份认证登录'),
      'the embedded login form with its 统一身份认证 button',
    );
    expect(before.token).to.equal(false);
    const start = new URL(before.sso.find((link) => link.label === '统一身份认证登录')!.href);
    expect(start.origin).to.equal(location.origin);
    expect(start.pathname).to.equal('/api/sso/campus/start');
    // the page's address, marked as one the portal's sign-in returns to with a ticket
    expect(start.searchParams.get('return')).to.equal(`${embedPage}&xnfz-sso=1`);

    await ask('click', '统一身份认证登录');
    await signInAt('idp', embed.username, embed.password);
    await createOnChoicePage(embed.studentNumber);

    // the exchange from another origin carries no landing cookie: the page asks 以 … 登录 first
    const asked = await until(
      (state) => state.href.startsWith(otherOrigin) && state.choice.includes('此链接将以账号'),
      'back on the embedding page, asked to confirm the account',
    );
    expect(asked.token).to.equal(false);
    await ask('confirm');

    const after = await until(
      (state) => state.href.startsWith(otherOrigin) && state.token,
      'back on the embedding page, logged in',
    );
    expect(after.href).to.equal(embedPage);
    // both elements at once, without a reload
    expect(after.login).to.include(`您已登录为 ${embed.name}`);
    expect(after.status).to.include(embed.name);
  });
});
