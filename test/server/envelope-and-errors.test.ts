import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../server/auth/session-token';
import { loggableError } from '../../server/http/loggable-error';
import {
  createTestApp,
  createTestDatabase,
  call,
  DEMO_PASSWORD,
  loginToken,
  newCaptcha,
} from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** No stack frames, file paths or error class names in an answer. */
function assertNoInternals(raw: string): void {
  assert.doesNotMatch(
    raw,
    /\bat .+\(|node_modules|\.ts:\d+|Error:|stack/i,
    `leaked internals: ${raw}`,
  );
}

describe('envelope and error answers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret detail from /srv/portal/server/db.ts:12');
    });
    t.app.get('/api/test/throw-string', async () => {
      throw 'a string, not an Error';
    });
  });
  after(() => t.close());

  it('wraps success as {code: 0, msg, data} with HTTP 200 and JSON', async () => {
    const response = await call(t, 'GET', '/api/xnfz/censusTotal');
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(Object.keys(response.body).sort(), ['code', 'data', 'msg']);
    assert.equal(response.body.code, 0);
    assert.ok(response.body.msg === 'ok' || response.body.msg === '操作成功');
  });

  it('answers failures as {code: 500, msg} without data, HTTP 200', async () => {
    const response = await call(t, 'GET', '/api/xnfz/userInfo');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { code: 500, msg: '未登录或登录超时' });
  });

  it('answers an unknown API path with 404 and the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/xnfz/noSuchCall'],
      ['POST', '/api/xnfz/censusTotal'],
      ['GET', '/api/xnfz/login'],
      ['GET', '/api'],
    ] as const) {
      const response = await call(t, method, url);
      assert.equal(response.status, 404, `${method} ${url}`);
      assert.deepEqual(response.body, { code: 500, msg: '接口不存在' });
    }
  });

  it('answers an unknown page with a 404 HTML page, not JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.match(response.body, /页面不存在/);
  });

  it('answers malformed JSON with 参数错误 and changes nothing', async () => {
    const { captchaKey } = await newCaptcha(t);
    for (const payload of [
      '{bad',
      '{"username": "student1",',
      '[1, 2',
      '{"__proto__": {"x": 1}}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/xnfz/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { code: 500, msg: '参数错误：请求体不是合法的 JSON' });
    }
    // The captcha was not consumed by those requests.
    const login = await call(t, 'POST', '/api/xnfz/login', {
      body: {
        username: 'student1',
        password: 'Demo@1234',
        captchaKey,
        captchaCode: t.captchas.last,
      },
    });
    assert.equal(login.body.code, 0, login.raw);
  });

  it('asks for JSON when the body is of another type', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/xnfz/login',
        headers: { 'content-type': contentType },
        payload: 'username=student1',
      });
      assert.equal(response.statusCode, 200, contentType);
      assert.deepEqual(response.json(), {
        code: 500,
        msg: '参数错误：请求体必须是 JSON（Content-Type: application/json）',
      });
    }
  });

  it('answers a body that is not a JSON object naming the body', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/xnfz/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.json<{ code: number }>().code, 500, payload);
      assert.match(response.json<{ msg: string }>().msg, /^参数错误：请求体/, payload);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/xnfz/login' });
    assert.equal(missing.json<{ msg: string }>().msg, '参数错误：请求体必须是 JSON 对象');
  });

  it('answers a body over the limit with 413 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { code: 500, msg: '请求体过大，不能超过 1 MB' });
  });

  it('answers an unexpected error with 服务器内部错误, logs it, and leaks nothing', async () => {
    const before = t.logs.length;
    const response = await call(t, 'GET', '/api/test/boom');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { code: 500, msg: '服务器内部错误' });
    assertNoInternals(response.raw);
    assert.ok(!response.raw.includes('secret detail'));
    const logged = t.logs
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; error?: { stack?: string } });
    assert.ok(
      logged.some((entry) => entry.level >= 50 && entry.error?.stack?.includes('secret detail')),
      'the error is logged with its stack',
    );

    const odd = await call(t, 'GET', '/api/test/throw-string');
    assert.deepEqual(odd.body, { code: 500, msg: '服务器内部错误' });
  });

  it('keeps answering after errors (the server does not crash)', async () => {
    const response = await call(t, 'GET', '/api/xnfz/censusTotal');
    assert.equal(response.body.code, 0);
  });
});

describe('when the database is gone', () => {
  it('answers 服务器内部错误 without a stack, and /healthz says 503', async () => {
    const database = await createTestDatabase({ seed: false });
    const t = await createTestApp({ database });
    try {
      await database.close();
      for (const url of [
        '/api/xnfz/censusTotal',
        '/api/xnfz/webClicksAdd',
        '/api/comm/v1/captcha',
      ]) {
        const response = await call(t, 'GET', url);
        assert.equal(response.status, 200, url);
        assert.deepEqual(response.body, { code: 500, msg: '服务器内部错误' }, url);
        assertNoInternals(response.raw);
      }
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 503);
      assert.deepEqual(health.json(), { status: 'error' });
    } finally {
      await t.close();
    }
  });
});

interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: { type: string; code?: string; message: string };
}

describe('an unexpected database error in the log', () => {
  /** The error entries logged since `from`. */
  const loggedErrors = (t: TestApp, from: number) =>
    t.logs
      .slice(from)
      .map((line) => JSON.parse(line) as { level: number; msg: string; error?: LoggedError })
      .filter((entry) => entry.level >= 50);

  it('names the query, its type and SQL state, never its parameters (a logged-in call: the token hash)', async () => {
    const t = await createTestApp();
    try {
      const token = await loginToken(t, 'student1');
      // a broken schema (a migration gone wrong): every query of the sessions table fails
      await t.db.execute(sql`ALTER TABLE sessions RENAME COLUMN revoked_at TO revoked_at_gone`);
      const from = t.logs.length;
      const response = await call(t, 'GET', '/api/xnfz/userInfo', { token });
      assert.deepEqual(response.body, { code: 500, msg: '服务器内部错误' });
      assertNoInternals(response.raw);

      const lines = t.logs.slice(from).join('\n');
      assert.ok(!lines.includes(hashToken(token)), `the token hash is not logged: ${lines}`);
      assert.ok(!lines.includes(token), 'the token is not logged');
      assert.doesNotMatch(lines, /params/, 'no query parameters at all');
      const [entry, ...more] = loggedErrors(t, from);
      assert.equal(more.length, 0, lines);
      assert.equal(entry?.msg, 'unexpected error');
      const error = entry.error!;
      assert.equal(error.type, 'DrizzleQueryError');
      assert.match(error.message, /^Failed query: select .*"sessions"/s);
      assert.equal(error.cause?.code, '42703', 'the SQL state: undefined_column');
      assert.match(error.cause?.message ?? '', /revoked_at/);
      assert.match(error.stack ?? '', /^DrizzleQueryError: Failed query: [\s\S]*\n\s+at /);
    } finally {
      await t.close();
    }
  });

  it('keeps the new session token hash of a failed login out of the log (parameters and the failing row)', async () => {
    const t = await createTestApp();
    try {
      await t.db.execute(
        sql`ALTER TABLE sessions ADD CONSTRAINT no_new_sessions CHECK (false) NOT VALID`,
      );
      const from = t.logs.length;
      const response = await call(t, 'POST', '/api/xnfz/login', {
        body: { username: 'student1', password: DEMO_PASSWORD, ...(await newCaptcha(t)) },
      });
      assert.deepEqual(response.body, { code: 500, msg: '服务器内部错误' });
      const lines = t.logs.slice(from).join('\n');
      assert.doesNotMatch(lines, /\b[0-9a-f]{64}\b/, `no token hash: ${lines}`);
      assert.doesNotMatch(lines, /params|Failing row/, 'no parameters, no row');
      const [entry] = loggedErrors(t, from);
      assert.equal(entry?.error?.type, 'DrizzleQueryError');
      assert.match(entry.error.message, /^Failed query: insert into "sessions"/);
      assert.equal(entry.error.cause?.code, '23514', 'the SQL state: check_violation');
      assert.match(entry.error.cause?.message ?? '', /no_new_sessions/);
    } finally {
      await t.close();
    }
  });
});

describe('loggableError', () => {
  it('drops the params of a query error from its message and stack, keeps the rest', () => {
    const cause = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    const error = new Error('Failed query: select $1\nparams: secret-hash,with\nnewline', {
      cause,
    });
    Object.assign(error, { query: 'select $1', params: ['secret-hash'] });
    const logged = loggableError(error);
    assert.equal(logged.type, 'Error');
    assert.equal(logged.message, 'Failed query: select $1');
    assert.deepEqual(logged.cause, {
      type: 'Error',
      code: '42P01',
      message: 'relation "x" does not exist',
    });
    assert.match(logged.stack ?? '', /^Error: Failed query: select \$1\n\s+at /);
    assert.doesNotMatch(JSON.stringify(logged), /secret-hash|newline|params/);
  });

  it('describes errors of several attempts, and things thrown that are not errors', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const logged = loggableError(
      new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]),
    );
    assert.equal(logged.type, 'AggregateError');
    assert.deepEqual(
      logged.errors?.map((inner) => inner.code),
      ['ECONNREFUSED', 'ECONNREFUSED'],
    );
    assert.deepEqual(loggableError('a string'), { type: 'string', message: 'a string' });
  });
});
