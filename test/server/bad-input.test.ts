/**
 * Every call of the contract fed malformed JSON, wrong types, huge and negative numbers, overlong
 * strings, SQL and HTML injection and unicode oddities: always the envelope, never a crash, never a
 * stack trace, and the server still answers afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { methodOf } from '../../src/core/api/call-methods';
import type { ApiPath } from '../../src/core/api/contract';
import { createTestApp, loginToken, type TestApp } from './helpers/test-app';
import { CALL_DOCS } from '../../server/http/openapi';

const NASTY_STRINGS = [
  "1' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\uD800',
  '👨‍👩‍👧‍👦'.repeat(50),
  'x'.repeat(20_000),
  '   ',
  '',
];
const NASTY_NUMBERS = [-1, 0, 1e308, -1e308, 2 ** 63, 1.5, Number.MAX_SAFE_INTEGER + 2];
const FIELDS = [
  'id',
  'pageNum',
  'pageSize',
  'keyword',
  'kind',
  'type',
  'sort',
  'categoryId',
  'by',
  'limit',
  'startDate',
  'endDate',
  'username',
  'password',
  'nickname',
  'identity',
  'phone',
  'email',
  'captchaKey',
  'captchaCode',
  'account',
  'code',
  'newPassword',
  'oldPassword',
  'targetType',
  'targetId',
  'lessonId',
  'position',
  'watchedSeconds',
  'courseId',
  'score',
  'experimentId',
  'sessionId',
  'durationSeconds',
  'report',
  'name',
  'contact',
  'content',
  'gender',
  'avatar',
];
const RAW_BODIES = [
  '{"a":',
  '[]',
  'null',
  '123',
  '"text"',
  '{"username": {"$gt": ""}}',
  '\u0000\u0001',
];

const STACK = /\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+|Error: /;

function assertEnvelope(label: string, status: number, raw: string): void {
  assert.ok([200, 404, 413, 429].includes(status), `${label}: HTTP ${status} ${raw.slice(0, 200)}`);
  let body: { code?: unknown; msg?: unknown };
  try {
    body = JSON.parse(raw) as { code?: unknown; msg?: unknown };
  } catch {
    assert.fail(`${label}: not JSON: ${raw.slice(0, 200)}`);
  }
  assert.ok(body.code === 0 || body.code === 500, `${label}: code ${String(body.code)}`);
  assert.equal(typeof body.msg, 'string', `${label}: msg`);
  assert.doesNotMatch(raw, STACK, `${label}: leaks a stack trace`);
  if (status >= 400 || body.code === 500)
    assert.ok((body.msg as string).length < 200, `${label}: short message`);
}

describe('bad input on every call', () => {
  let t: TestApp;
  let token: string;

  before(async () => {
    t = await createTestApp({
      config: { rateLimit: { authMax: 1_000_000, captchaMax: 1_000_000, windowSeconds: 60 } },
    });
    token = await loginToken(t, 'student1');
  });
  after(() => t.close());

  for (const path of Object.keys(CALL_DOCS) as ApiPath[]) {
    const method = methodOf(path);
    it(`${method} ${path}`, async () => {
      const values: unknown[] =
        method === 'GET'
          ? [...NASTY_STRINGS.slice(0, 8), ...NASTY_NUMBERS.map(String)]
          : [...NASTY_STRINGS, ...NASTY_NUMBERS, true, [], {}, null];
      let requests = 0;
      for (const [index, field] of FIELDS.entries()) {
        // three values per field, rotating, so every value meets many fields
        for (let k = 0; k < 3; k++) {
          const value = values[(index * 3 + k) % values.length];
          const auth = k === 2 ? 'forged-token' : token;
          const response =
            method === 'GET'
              ? await t.app.inject({
                  method,
                  url: path,
                  query: { [field]: String(value) },
                  headers: { token: auth },
                })
              : await t.app.inject({
                  method,
                  url: path,
                  payload: { [field]: value } as object,
                  headers: { token: auth },
                });
          requests += 1;
          assertEnvelope(
            `${path} ${field}=${String(value).slice(0, 30)}`,
            response.statusCode,
            response.body,
          );
        }
      }
      if (method === 'POST') {
        for (const raw of RAW_BODIES) {
          const response: LightMyRequestResponse = await t.app.inject({
            method,
            url: path,
            payload: raw,
            headers: { token, 'content-type': 'application/json' },
          });
          requests += 1;
          assertEnvelope(`${path} raw ${JSON.stringify(raw)}`, response.statusCode, response.body);
          assert.equal(JSON.parse(response.body).code, 500, `${path} raw ${raw} must be refused`);
        }
      }
      assert.ok(requests >= FIELDS.length * 3);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200, 'still answering');
    });
  }

  it('an oversized body gets 413 with the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/learnProgress',
      payload: JSON.stringify({
        lessonId: 1,
        position: 1,
        watchedSeconds: 1,
        padding: 'x'.repeat(2 * 1024 * 1024),
      }),
      // logged in: login is checked as the request arrives, before the body is read
      headers: { 'content-type': 'application/json', token: await loginToken(t, 'student1') },
    });
    assert.equal(response.statusCode, 413, response.body);
    assertEnvelope('413', response.statusCode, response.body);
  });

  it('the demo account still logs in after the barrage (nothing was changed by bad input)', async () => {
    assert.ok(await loginToken(t, 'student1'));
  });
});
