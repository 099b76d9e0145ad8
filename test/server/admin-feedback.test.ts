/**
 * The feedback inbox's replies say what really happened to the e-mail: 已发送 only after an SMTP
 * server accepted it, 未发送：未配置邮件服务 without SMTP_URL, 发送失败 (with the server's reason)
 * when the server refused or could not be reached — the reply itself is stored in every case, and
 * 重新发送 sends it again. Against a real SMTP server the test starts.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { AdminFeedbackRow } from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import { auditLog, feedback } from '../../server/db/schema';
import { createConsoleFixture } from './helpers/console-fixture';
import { outboxFor } from './helpers/outbox';
import { decodedBody, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { call, type CallResult, type TestApp } from './helpers/test-app';

const FROM = '虚拟仿真中心 <noreply@example.edu.cn>';

function okData<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, `${result.body.msg}`);
  return result.body.data as T;
}

/** A visitor leaves a message on 联系我们; the editor finds it in the inbox. */
async function messageFrom(t: TestApp, token: string, email: string, text: string) {
  await call(t, 'POST', '/api/xnfz/feedback', {
    body: { name: '王老师', contact: `电话 13800000000，邮箱 ${email}`, content: text },
  });
  const list = okData(
    await call<Paged<AdminFeedbackRow>>(t, 'GET', '/api/admin/feedbackList', {
      token,
      query: { keyword: text },
    }),
  );
  const row = list.rows[0];
  assert.ok(row, `the message ${text}`);
  return row;
}

const reply = (t: TestApp, token: string, id: number, content: string) =>
  call<AdminFeedbackRow>(t, 'POST', '/api/admin/feedbackReply', {
    token,
    body: { id, content },
  });

const resend = (t: TestApp, token: string, id: number, index: number) =>
  call<AdminFeedbackRow>(t, 'POST', '/api/admin/feedbackResend', {
    token,
    body: { id, reply: index },
  });

async function storedReplies(t: TestApp, id: number) {
  const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
  assert.ok(row);
  return row.replies;
}

describe('a reply without SMTP_URL', () => {
  let t: TestApp;
  let editor: string;
  before(async () => {
    let tokens;
    ({ t, tokens } = await createConsoleFixture());
    editor = tokens.editor1;
  });
  after(() => t.close());

  it('is stored as 未发送：未配置邮件服务 — not 已发送 — and the message stays open', async () => {
    const message = await messageFrom(t, editor, 'wang@example.edu.cn', '没有邮件服务时的留言');
    const row = okData(await reply(t, editor, message.id, '已更换视频源，请刷新后观看。'));
    assert.equal(row.replies.length, 1);
    const [stored] = row.replies;
    assert.equal(stored!.delivery, 'notConfigured');
    assert.equal(stored!.content, '已更换视频源，请刷新后观看。');
    assert.equal(stored!.recipient, 'wang@example.edu.cn');
    assert.equal(stored!.by, 'editor1');
    assert.equal(stored!.attempts, 1);
    assert.equal(row.handledAt, null, 'nothing went out: the message is not answered yet');
    // the development delivery keeps it in the outbox, as it always did
    const [kept] = await outboxFor(t.db, 'wang@example.edu.cn');
    assert.match(kept!.body, /已更换视频源/);
    // the list says the same after a reload
    const listed = okData(
      await call<Paged<AdminFeedbackRow>>(t, 'GET', '/api/admin/feedbackList', {
        token: editor,
        query: { keyword: '没有邮件服务时的留言' },
      }),
    );
    assert.equal(listed.rows[0]!.replies[0]!.delivery, 'notConfigured');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.reply'), eq(auditLog.entityId, String(message.id))));
    assert.equal(audit.length, 1, 'the reply is in the audit log');
  });

  it('can be sent again (still not configured: said again, nothing lost)', async () => {
    const message = await messageFrom(t, editor, 'li@example.edu.cn', '重发测试留言');
    okData(await reply(t, editor, message.id, '第一次回复'));
    const again = okData(await resend(t, editor, message.id, 0));
    assert.equal(again.replies.length, 1, 'a retry adds no second reply');
    assert.equal(again.replies[0]!.delivery, 'notConfigured');
    assert.equal(again.replies[0]!.attempts, 2);
    assert.equal((await outboxFor(t.db, 'li@example.edu.cn')).length, 2);
  });

  it('a message without an e-mail address cannot be answered by e-mail (and says why)', async () => {
    await call(t, 'POST', '/api/xnfz/feedback', {
      body: { name: '赵先生', contact: '13900000000', content: '只留了电话' },
    });
    const list = okData(
      await call<Paged<AdminFeedbackRow>>(t, 'GET', '/api/admin/feedbackList', {
        token: editor,
        query: { keyword: '只留了电话' },
      }),
    );
    const result = await reply(t, editor, list.rows[0]!.id, '您好');
    assert.equal(result.body.code, 500);
    assert.match(result.body.msg, /没有留下邮箱/);
    assert.deepEqual(await storedReplies(t, list.rows[0]!.id), [], 'nothing stored');
  });

  it('refuses a retry of a reply that does not exist, naming the field', async () => {
    const message = await messageFrom(t, editor, 'zhao@example.edu.cn', '序号错误的留言');
    okData(await reply(t, editor, message.id, '回复'));
    for (const index of [1, -1]) {
      const refused = await resend(t, editor, message.id, index);
      assert.match(refused.body.msg, /^参数错误：reply/);
    }
    assert.equal((await storedReplies(t, message.id)).length, 1);
  });
});

describe('a reply through a real SMTP server', () => {
  let t: TestApp;
  let editor: string;
  let smtp: TestSmtpServer;
  before(async () => {
    smtp = await startSmtpServer();
    let tokens;
    ({ t, tokens } = await createConsoleFixture({
      config: { smtpUrl: smtp.url, smtpFrom: FROM },
    }));
    editor = tokens.editor1;
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('is 已发送 only once the server accepted it, and marks the message handled', async () => {
    const message = await messageFrom(t, editor, 'sun@example.edu.cn', '课程视频无法播放');
    const row = okData(await reply(t, editor, message.id, '已更换视频源。'));
    assert.equal(row.replies[0]!.delivery, 'sent');
    assert.equal(row.replies[0]!.failure, null);
    assert.notEqual(row.handledAt, null);
    assert.equal(smtp.mails.length, 1);
    const mail = smtp.mails[0]!;
    assert.match(mail, /^To: sun@example\.edu\.cn$/im);
    assert.match(decodedBody(mail), /已更换视频源/);
    assert.match(decodedBody(mail), /课程视频无法播放/);
    assert.equal((await outboxFor(t.db, 'sun@example.edu.cn')).length, 0, 'not in the outbox');
  });

  it('is 发送失败 with the reason when the server refuses; the reply is kept and a retry sends it', async () => {
    smtp.refuse('550 5.7.1 Relaying denied');
    const sentBefore = smtp.mails.length;
    try {
      const message = await messageFrom(t, editor, 'qian@example.edu.cn', '被拒收的回复');
      const row = okData(await reply(t, editor, message.id, '这封回复会被拒收'));
      const [failed] = row.replies;
      assert.equal(failed!.delivery, 'failed');
      assert.match(failed!.failure ?? '', /550/);
      assert.equal(failed!.content, '这封回复会被拒收', 'the reply itself is not lost');
      assert.equal(row.handledAt, null);
      assert.equal(smtp.mails.length, sentBefore);

      const stillRefused = okData(await resend(t, editor, message.id, 0));
      assert.equal(stillRefused.replies[0]!.delivery, 'failed');
      assert.equal(stillRefused.replies[0]!.attempts, 2);

      smtp.refuse(null);
      // two retries at once (two staff, or a double click): the mail goes out once
      const [first, second] = await Promise.all([
        resend(t, editor, message.id, 0),
        resend(t, editor, message.id, 0),
      ]);
      const answers = [first, second].map((result) => result.body);
      assert.equal(answers.filter((body) => body.code === 0).length, 1, JSON.stringify(answers));
      assert.equal(smtp.mails.length, sentBefore + 1, 'sent exactly once');
      const [stored] = await storedReplies(t, message.id);
      assert.equal(stored!.delivery, 'sent');
      assert.equal(stored!.failure, null);
      assert.equal(stored!.attempts, 3);

      const sentAgain = await resend(t, editor, message.id, 0);
      assert.notEqual(sentAgain.body.code, 0, 'a sent reply is not sent twice');
      assert.match(sentAgain.body.msg, /已发送/);
    } finally {
      smtp.refuse(null);
    }
  });
});

describe('a reply when the SMTP server cannot be reached', () => {
  it('is 发送失败, stored, and the message stays open', async () => {
    // a port nobody listens on: the connection is refused
    const probe = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const { t, tokens } = await createConsoleFixture({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: FROM },
    });
    try {
      const message = await messageFrom(t, tokens.editor1, 'zhou@example.edu.cn', '连不上邮件服务');
      const row = okData(await reply(t, tokens.editor1, message.id, '回复内容'));
      assert.equal(row.replies[0]!.delivery, 'failed');
      assert.ok(row.replies[0]!.failure);
      assert.equal(row.handledAt, null);
      assert.equal((await storedReplies(t, message.id))[0]!.content, '回复内容');
    } finally {
      await t.close();
    }
  });
});
