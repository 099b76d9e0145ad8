/**
 * 课程通知: a course's teacher (or the centre's staff) writes to the course's learners, who read
 * the messages in 个人中心 — only those of the courses they learn — and mark them read; the console
 * shows how many have read each one, and 撤回 takes one back. Refusals change nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, courseMessages } from '../../server/db/schema';
import {
  MSG_FORBIDDEN,
  type AdminCourseMessageRow,
  type AdminCourseMessagesPage,
} from '../../src/core/api/admin-contract';
import type { MyMessagesPage } from '../../src/core/api/contract';
import type { ClassDetail } from '../../src/core/api/teaching-contract';
import { okData } from './helpers/article-body';
import {
  createConsoleFixture,
  studyLesson,
  type ConsoleFixture,
  type StaffName,
} from './helpers/console-fixture';
import { call, register, newUser } from './helpers/test-app';

let f: ConsoleFixture;
let learner: string;
let outsider: string;
before(async () => {
  f = await createConsoleFixture();
  learner = (await register(f.t, newUser())).body.data!.token;
  outsider = (await register(f.t, newUser())).body.data!.token;
  // the learner studies c1 (teacher1's course): they are one of its learners
  await studyLesson(f.t, learner, f.fixture.lesson.L1, 30);
});
after(() => f.t.close());

const ok = okData;
const send = (courseId: number, title: string, body: string, as: StaffName = 'teacher1') =>
  call<AdminCourseMessageRow>(f.t, 'POST', '/api/admin/courseMessageSend', {
    token: f.tokens[as],
    body: { courseId, title, body },
  });
const consoleList = async (courseId: number) =>
  ok(
    await call<AdminCourseMessagesPage>(f.t, 'GET', '/api/admin/courseMessageList', {
      token: f.tokens.teacher1,
      query: { courseId: String(courseId) },
    }),
  );
const inbox = async (token: string) =>
  ok(await call<MyMessagesPage>(f.t, 'GET', '/api/xnfz/myMessages', { token }));
const markRead = (token: string, body: object) =>
  call<{ unread: number }>(f.t, 'POST', '/api/xnfz/myMessageRead', { token, body });
const stored = async () => (await f.t.db.select().from(courseMessages)).length;

describe('课程通知', () => {
  it('reaches the course’s learners only; reading marks it; the console counts the readers', async () => {
    const sent = ok(
      await send(f.fixture.course.c1, '实验课调整', '本周四的实验课改到周五下午。\n地点不变。'),
    );
    assert.equal(sent.sender?.username, 'teacher1');
    assert.equal(sent.readCount, 0);

    const mine = await inbox(learner);
    assert.equal(mine.unread, 1);
    assert.deepEqual(
      mine.rows.map((row) => [row.title, row.body, row.courseTitle, row.read]),
      [['实验课调整', '本周四的实验课改到周五下午。\n地点不变。', '机械制图基础', false]],
    );
    assert.equal((await inbox(outsider)).total, 0, 'not a learner of c1: nothing');

    const read = ok(await markRead(learner, { id: sent.id }));
    assert.equal(read.unread, 0);
    ok(await markRead(learner, { id: sent.id }));
    assert.equal((await inbox(learner)).rows[0]!.read, true);
    const page = await consoleList(f.fixture.course.c1);
    assert.equal(page.rows[0]!.readCount, 1);
    assert.ok(page.learnerCount >= 1);
    assert.equal(page.learnerCount, (await consoleList(f.fixture.course.c1)).learnerCount);
  });

  it('全部标为已读 marks every one; a learner who joins later reads the earlier messages too', async () => {
    ok(await send(f.fixture.course.c1, '第一条', '内容一'));
    ok(await send(f.fixture.course.c1, '第二条', '内容二'));
    assert.ok((await inbox(learner)).unread >= 2);
    assert.equal(ok(await markRead(learner, { all: true })).unread, 0);

    const later = (await register(f.t, newUser())).body.data!.token;
    assert.equal((await inbox(later)).total, 0);
    await studyLesson(f.t, later, f.fixture.lesson.L1, 10);
    const theirs = await inbox(later);
    assert.equal(theirs.total, (await inbox(learner)).total);
    assert.equal(theirs.unread, theirs.total);
  });

  it('refuses another teacher’s course, bad fields and messages one may not read, changing nothing', async () => {
    const before = await stored();
    assert.equal((await send(f.fixture.course.c2, '越权', '内容')).body.msg, MSG_FORBIDDEN);
    assert.match((await send(f.fixture.course.c1, '   ', '内容')).body.msg, /^参数错误：title/);
    assert.match((await send(f.fixture.course.c1, '标题', ' \n ')).body.msg, /^参数错误：body/);
    assert.match(
      (await send(f.fixture.course.c1, '标题', '长'.repeat(2001))).body.msg,
      /^参数错误：body/,
    );
    assert.equal(await stored(), before);

    const [message] = await f.t.db.select().from(courseMessages).limit(1);
    assert.equal((await markRead(outsider, { id: message!.id })).body.msg, '资源不存在');
    assert.match((await markRead(learner, {})).body.msg, /^参数错误：/);
    const anonymous = await call(f.t, 'GET', '/api/xnfz/myMessages');
    assert.equal(anonymous.body.msg, '未登录或登录超时');
  });

  it('to one 教学班: only its students read it, whether or not they have started the course', async () => {
    const created = ok(
      await call<ClassDetail>(f.t, 'POST', '/api/teaching/classSave', {
        token: f.tokens.teacher1,
        body: {
          courseId: f.fixture.course.c1,
          name: '机械 2401 班',
          term: '2026',
          coTeacherIds: [],
        },
      }),
    );
    const member = (await register(f.t, newUser())).body.data!.token;
    ok(
      await call(f.t, 'POST', '/api/teaching/classJoin', {
        token: member,
        body: { code: created.joinCode },
      }),
    );
    const sent = ok(
      await call<AdminCourseMessageRow>(f.t, 'POST', '/api/admin/courseMessageSend', {
        token: f.tokens.teacher1,
        body: {
          courseId: f.fixture.course.c1,
          classId: created.id,
          title: '只给本班',
          body: '周五小测',
        },
      }),
    );
    assert.equal(sent.className, '机械 2401 班');
    assert.equal(sent.audience, 1);
    const theirs = await inbox(member);
    assert.deepEqual(
      theirs.rows.map((row) => [row.title, row.className]),
      [['只给本班', '机械 2401 班']],
      'a class member who never opened the course reads only the class’s message',
    );
    assert.ok(
      !(await inbox(learner)).rows.some((row) => row.id === sent.id),
      'other learners do not',
    );
    assert.equal((await markRead(learner, { id: sent.id })).body.msg, '资源不存在');
    ok(await markRead(member, { all: true }));
    const listed = (await consoleList(f.fixture.course.c1)).rows.find((row) => row.id === sent.id)!;
    assert.deepEqual([listed.readCount, listed.audience], [1, 1]);

    const other = ok(
      await call<ClassDetail>(f.t, 'POST', '/api/teaching/classSave', {
        token: f.tokens.admin1,
        body: {
          courseId: f.fixture.course.c2,
          name: '别的课程的班',
          term: '2026',
          coTeacherIds: [],
        },
      }),
    );
    const before = await stored();
    const wrong = await send(f.fixture.course.c1, '发错班', '内容', 'admin1');
    assert.equal(wrong.body.code, 0, 'without a class: the whole course');
    const refused = await call(f.t, 'POST', '/api/admin/courseMessageSend', {
      token: f.tokens.admin1,
      body: { courseId: f.fixture.course.c1, classId: other.id, title: '发错班', body: '内容' },
    });
    assert.match(refused.body.msg, /^参数错误：classId/);
    assert.equal(await stored(), before + 1);
  });

  it('撤回 takes a message back from the learners; sending and 撤回 are audited', async () => {
    const sent = ok(await send(f.fixture.course.c1, '将撤回的通知', '内容', 'editor1'));
    assert.ok((await inbox(learner)).rows.some((row) => row.id === sent.id));
    const refused = await call(f.t, 'POST', '/api/admin/courseMessageDelete', {
      token: f.tokens.teacher1,
      body: { id: 999999 },
    });
    assert.equal(refused.body.msg, '资源不存在');
    ok(
      await call(f.t, 'POST', '/api/admin/courseMessageDelete', {
        token: f.tokens.teacher1,
        body: { id: sent.id },
      }),
    );
    assert.ok(!(await inbox(learner)).rows.some((row) => row.id === sent.id));
    const actions = (await f.t.db.select().from(auditLog).where(eq(auditLog.entity, 'course'))).map(
      (row) => row.action,
    );
    assert.ok(actions.includes('course.message'));
    assert.ok(actions.includes('course.messageDelete'));
  });
});
