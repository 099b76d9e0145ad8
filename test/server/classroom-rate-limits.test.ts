/**
 * A computer room is one address: the rate limits of what signed-in students do together at the
 * start of a class (join with the code, start the experiment, save quiz answers) count each
 * account, not the address; anonymous calls, and calls with a made-up token, still count the
 * address.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ClassDetail, TeachingPath } from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { call, newUser, register } from './helpers/test-app';

let f: ConsoleFixture;
let klass: ClassDetail;
const student = async (username: string) =>
  (await register(f.t, newUser({ username }))).body.data!.token;
const post = (path: string, body: object, token?: string) =>
  call(f.t, 'POST', path, { body, ...(token === undefined ? {} : { token }) });
const limited = (result: { body: { code: number; msg: string } }) =>
  result.body.code !== 0 && result.body.msg.startsWith('请求过于频繁');

before(async () => {
  f = await createConsoleFixture();
  klass = ok(
    await call<ClassDetail>(f.t, 'POST', '/api/teaching/classSave' satisfies TeachingPath, {
      token: f.tokens.teacher1,
      body: {
        courseId: f.fixture.course.c1,
        name: '机房 1 班',
        term: '2026-2027 第一学期',
        coTeacherIds: [],
      },
    }),
  );
});
after(() => f.t.close());

describe('rate limits in a computer room (one address)', () => {
  it('experimentStart: each signed-in student has their own budget; visitors and made-up tokens share the address’s', async () => {
    const max = f.t.config.experimentRateMax;
    const [one, two] = [await student('room_start_1'), await student('room_start_2')];
    const start = (token?: string) =>
      post('/api/xnfz/experimentStart', { experimentId: f.experimentId }, token);
    for (let n = 0; n < max; n += 1) ok(await start(one));
    assert.ok(limited(await start(one)), 'the same student is limited');
    ok(await start(two));
    for (let n = 0; n < max; n += 1) ok(await start(randomBytes(16).toString('hex')));
    assert.ok(
      limited(await start()),
      'a visitor after made-up tokens used up the address’s budget',
    );
  });

  it('classJoin: each student has their own tries', async () => {
    const max = f.t.config.rateLimit.authMax;
    const [one, two] = [await student('room_join_1'), await student('room_join_2')];
    const join = (token: string) =>
      post('/api/teaching/classJoin', { code: klass.joinCode }, token);
    for (let n = 0; n < max; n += 1) ok(await join(one));
    assert.ok(limited(await join(one)));
    ok(await join(two));
  });
});
