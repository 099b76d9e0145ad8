/**
 * What a link may carry to log someone in: a one-time, short-lived login ticket issued by the
 * server for a logged-in user (loginTicket), exchanged once for a token of its own
 * (exchangeTicket) — never a session token. And a sliding session stays alive for an active user
 * whatever TOKEN_IDLE_SECONDS is.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loginTickets, sessions } from '../../server/db/schema';
import type {
  LoginData,
  LoginTicketData,
  TicketConfirmation,
  User,
} from '../../src/core/api/contract';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const INVALID = { code: 500, msg: '登录凭证无效或已过期' };

async function issue(token: string) {
  const response = await call<LoginTicketData>(t, 'POST', '/api/xnfz/loginTicket', { token });
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!;
}

async function exchange(ticket: unknown) {
  return (
    await call<LoginData>(t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket, confirmed: true },
    })
  ).body;
}

describe('login tickets', () => {
  it('are issued to a logged-in user only, valid 60 s, stored hashed', async () => {
    assert.deepEqual((await call(t, 'POST', '/api/xnfz/loginTicket')).body, {
      code: 500,
      msg: '未登录或登录超时',
    });
    const token = await loginToken(t, 'student1');
    const { ticket, expiresAt } = await issue(token);
    assert.match(ticket, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(ticket, token);
    assert.equal(expiresAt, new Date(t.clock.now().getTime() + 60_000).toISOString());
    const rows = await t.db.select().from(loginTickets);
    assert.ok(rows.length >= 1);
    assert.ok(!JSON.stringify(rows).includes(ticket), 'only a hash is stored');
  });

  it('exchange once for a new token of the same user; a second time is refused', async () => {
    const token = await loginToken(t, 'teacher1');
    const { ticket } = await issue(token);
    const first = await exchange(ticket);
    assert.equal(first.code, 0, JSON.stringify(first));
    assert.notEqual(first.data!.token, token, 'a session of its own');
    assert.equal(first.data!.user.username, 'teacher1');
    const me = await call<User>(t, 'GET', '/api/xnfz/userInfo', { token: first.data!.token });
    assert.equal(me.body.data!.username, 'teacher1');
    assert.deepEqual(await exchange(ticket), INVALID);
  });

  it('refuse expired tickets, session tokens and made-up ones', async () => {
    const token = await loginToken(t, 'public1');
    const { ticket } = await issue(token);
    t.clock.advance(61);
    assert.deepEqual(await exchange(ticket), INVALID);
    const fresh = await loginToken(t, 'public1');
    assert.deepEqual(await exchange(fresh), INVALID, 'a session token is no ticket');
    assert.deepEqual(await exchange('A'.repeat(43)), INVALID);
  });

  it('log nobody in unasked: an unconfirmed exchange tells whose ticket it is and uses nothing', async () => {
    const token = await loginToken(t, 'public1');
    const { ticket } = await issue(token);
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    const asked = await call<TicketConfirmation>(t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket },
    });
    assert.equal(asked.body.code, 0, asked.raw);
    assert.equal(asked.body.data!.confirm.username, 'public1');
    assert.ok(asked.body.data!.confirm.nickname, 'and the name the person knows it by');
    assert.equal((await t.db.select().from(sessions)).length, sessionsBefore, 'no session made');
    const notConfirmed = await call(t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket, confirmed: false },
    });
    assert.ok('confirm' in (notConfirmed.body.data as object), 'false is no confirmation');
    const confirmed = await exchange(ticket);
    assert.equal(confirmed.code, 0, JSON.stringify(confirmed));
    assert.equal(confirmed.data!.user.username, 'public1');
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/exchangeTicket', { body: { ticket } })).body,
      INVALID,
      'a used ticket tells nobody whose it was',
    );
  });

  it('a landing cookie of another ticket confirms nothing', async () => {
    const { ticket } = await issue(await loginToken(t, 'public1'));
    const asked = await call(t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket },
      headers: { cookie: `xnfz_landing=${'A'.repeat(43)}` },
    });
    assert.ok('confirm' in (asked.body.data as object), asked.raw);
  });

  it('are listed in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    assert.ok(doc.paths['/api/xnfz/loginTicket']);
    assert.ok(doc.paths['/api/xnfz/exchangeTicket']);
  });
});

describe('sliding sessions with a short TOKEN_IDLE_SECONDS', () => {
  it('an active user stays logged in with TOKEN_IDLE_SECONDS=60', async () => {
    const short = await createTestApp({
      database: t.database,
      config: { tokenIdleSeconds: 60, tokenMaxSeconds: 3600 },
    });
    try {
      const token = await loginToken(short, 'student1');
      for (let i = 0; i < 6; i++) {
        short.clock.advance(45); // each request well within 60 s of the one before
        const me = await call<User>(short, 'GET', '/api/xnfz/userInfo', { token });
        assert.equal(me.body.code, 0, `request ${i + 1}: ${me.raw}`);
      }
      short.clock.advance(61);
      const idle = await call(short, 'GET', '/api/xnfz/userInfo', { token });
      assert.equal(idle.body.msg, '未登录或登录超时', 'idle past the limit: expired');
    } finally {
      await short.close();
    }
  });
});
