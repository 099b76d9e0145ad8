import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/user-status/user-status.element';
import type { LoginData, User } from '../../../src/core/api/contract';
import { adoptLoginLink } from '../../../src/core/session';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { notices } from '../../../src/core/store/notices';
import { findIn } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

const original = location.pathname;

/** A one-time login ticket of the user, as a link would carry it. */
async function ticketOf(token: string): Promise<string> {
  return must(await apiPost<{ ticket: string }>('/api/xnfz/loginTicket', {}, token)).ticket;
}

/** A login link to the portal's own page (/PC/), where the spec's `?token=` holds. */
function openLink(token: string, page = '/PC/', name = 'token'): void {
  history.replaceState(null, '', `${page}?keep=1&${name}=${encodeURIComponent(token)}#/courselist`);
}

function noticeTexts(): string[] {
  return notices.items.map((notice) => notice.text);
}

async function choiceButton(which: 'current' | 'incoming'): Promise<HTMLButtonElement> {
  await waitUntil(() => document.querySelector('xnfz-notice-bar'), 'a notice bar on the page');
  const bar = document.querySelector('xnfz-notice-bar') as HTMLElement;
  return findIn<HTMLButtonElement>(bar, `[data-choice=${which}]`);
}

async function userOf(token: string) {
  return apiGet<User>('/api/xnfz/userInfo', token);
}

describe('start-up login link (?token= carries a one-time ticket)', () => {
  afterEach(() => {
    signOutLocally();
    history.replaceState(null, '', original);
    notices.items.splice(0);
    signOutLocally();
  });

  it('exchanges the ticket, removes it from the address, shows 登录成功 and loads the user', async () => {
    const { token, user } = await registerUser('public');
    localStorage.clear();
    const ticket = await ticketOf(token);
    openLink(ticket);
    const done = adoptLoginLink();
    // a link from anyone logs nobody in unasked (login CSRF): 以 X 登录？
    const confirm = await choiceButton('incoming');
    expect(location.href, 'out of the address while the question is open').to.not.include(ticket);
    const bar = document.querySelector('xnfz-notice-bar') as HTMLElement;
    expect(bar.shadowRoot?.textContent).to.include('此链接将以账号').and.include(user.username);
    expect(confirm.textContent)
      .to.match(/^以 .+ 登录$/)
      .and.include(user.username);
    expect(auth.token, 'nothing held before the answer').to.equal(null);
    confirm.click();
    await done;

    expect(auth.token).to.be.a('string');
    expect(auth.token, 'a token of its own, not the ticket').to.not.equal(ticket);
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).to.deep.equal({
      token: auth.token,
    });
    expect(location.search).to.equal('?keep=1');
    expect(location.href).to.not.include(ticket);
    expect(location.hash).to.equal('#/courselist');
    expect(noticeTexts()).to.include('登录成功');
    expect(auth.user?.id).to.equal(user.id);
    const again = await apiPost<LoginData>('/api/xnfz/exchangeTicket', { ticket });
    expect(again).to.deep.equal({ code: 500, msg: '登录凭证无效或已过期' });
  });

  it('a stranger’s link cancelled logs nobody in and uses nothing up', async () => {
    const stranger = await registerUser('public');
    localStorage.clear();
    const ticket = await ticketOf(stranger.token);
    openLink(ticket);
    const done = adoptLoginLink();
    (await choiceButton('current')).click();
    await done;
    expect(auth.token).to.equal(null);
    expect(localStorage.getItem('token')).to.equal(null);
    expect(noticeTexts()).to.not.include('登录成功');
    const unused = await apiPost<LoginData>('/api/xnfz/exchangeTicket', {
      ticket,
      confirmed: true,
    });
    expect(unused.code, 'the ticket was never exchanged').to.equal(0);
  });

  it('a session token in the address logs nobody in', async () => {
    const { token } = await registerUser('public');
    openLink(token);
    await adoptLoginLink();
    expect(auth.token).to.equal(null);
    expect(location.href).to.not.include(token);
    expect(noticeTexts()).to.include('登录凭证无效或已过期');
  });

  it('never replaces a held session silently: keeping the current account revokes the link’s', async () => {
    const mine = await registerUser('student');
    const theirs = await registerUser('teacher');
    signIn(mine.token, mine.user);
    openLink(await ticketOf(theirs.token));
    const done = adoptLoginLink();
    const keep = await choiceButton('current');
    const bar = document.querySelector('xnfz-notice-bar') as HTMLElement;
    expect(bar.shadowRoot?.textContent).to.include(theirs.username);
    expect(auth.token, 'nothing replaced while the question is open').to.equal(mine.token);
    keep.click();
    await done;
    expect(auth.token).to.equal(mine.token);
    expect((await userOf(mine.token)).code).to.equal(0);
    expect(noticeTexts().some((text) => text.startsWith('仍使用账号'))).to.equal(true);
    expect(noticeTexts()).to.not.include('登录成功');
  });

  it('switching to the link’s account logs the held one out', async () => {
    const mine = await registerUser('student');
    const theirs = await registerUser('teacher');
    signIn(mine.token, mine.user);
    openLink(await ticketOf(theirs.token));
    const done = adoptLoginLink();
    (await choiceButton('incoming')).click();
    await done;
    expect(auth.user?.id).to.equal(theirs.user.id);
    expect(auth.token).to.not.equal(mine.token);
    expect(noticeTexts()).to.include('登录成功');
    expect(await userOf(mine.token)).to.deep.include({ code: 500, msg: '未登录或登录超时' });
  });

  it('on another site’s page leaves the site’s own `?token=` alone, and takes only `xnfz-token`', async () => {
    expect(original.startsWith('/PC/')).to.equal(false);
    openLink('site-own-reset-link', original);
    await adoptLoginLink();
    expect(auth.token).to.equal(null);
    expect(new URLSearchParams(location.search).get('token')).to.equal('site-own-reset-link');
    expect(noticeTexts(), 'never sent to exchangeTicket').to.deep.equal([]);

    openLink('portal-ticket', original, 'xnfz-token');
    await adoptLoginLink();
    expect(location.search, 'taken out of the address').to.equal('?keep=1');
    expect(noticeTexts(), 'and exchanged').to.include('登录凭证无效或已过期');
  });

  it('on another site’s page takes `token` back from the campus sign-in only beside its mark', async () => {
    history.replaceState(null, '', `${original}?keep=1&xnfz-sso=1&token=sso-ticket`);
    await adoptLoginLink();
    expect(location.search).to.equal('?keep=1');
    expect(noticeTexts()).to.include('登录凭证无效或已过期');
  });
});
