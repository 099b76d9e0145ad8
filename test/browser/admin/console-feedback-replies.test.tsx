/**
 * The feedback inbox says what really became of a reply's e-mail. The test server has no
 * SMTP_URL: a reply is stored and shown 未发送：未配置邮件服务 (not 回复已发送), the message stays
 * 未处理, and 重新发送 tries again. 发送失败 (with the reason and 重新发送) and 已发送 as the inbox
 * shows them (the server decides them: test/server/admin-feedback.test.ts, with a real SMTP server).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { createRoot, type Root } from 'react-dom/client';
import type { AdminFeedbackReply } from '../../../src/core/api/admin-contract';
import { notices } from '../../../src/core/store/notices';
import { signOutLocally } from '../../../src/core/store/auth';
import { ReplyItem } from '../../../src/widgets/admin-feedback/admin-feedback';
import { consoleGo, mountConsole, screenOf, signInAs, typeIntoArea } from '../helpers/console';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('the console: what became of a feedback reply', () => {
  let app: HTMLElement;
  before(async () => {
    await signInAs('editor1');
    app = await mountConsole('#/feedback');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('without a mail service a reply is kept and shown 未发送：未配置邮件服务; 重新发送 tries again', async () => {
    const email = `visitor-${stamp()}@example.edu.cn`;
    const content = `实验报告无法提交 ${stamp()}`;
    must(await apiPost('/api/xnfz/feedback', { name: '李同学', contact: email, content }));
    await consoleGo('#/feedback');
    const inbox = await screenOf(app, 'xnfz-admin-feedback', '.messages, [part=state-empty]');
    typeInto(shadowOf(inbox).getElementById('feedback-keyword') as HTMLInputElement, content);
    (
      shadowOf(inbox).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(
      () => shadowOf(inbox).querySelector('.message')?.textContent?.includes(content),
      'the message',
    );
    const message = () => shadowOf(inbox).querySelector('.message') as HTMLElement;
    (message().querySelector('button.reply') as HTMLButtonElement).click();
    const area = await findIn<HTMLTextAreaElement>(inbox, '.reply-form textarea');
    typeIntoArea(area, '您好，请清除浏览器缓存后重新提交。');
    (message().querySelector('.reply-form button[type=submit]') as HTMLButtonElement).click();

    await waitUntil(() => message().querySelector('li.reply'), 'the reply listed');
    const reply = () => message().querySelector('li.reply') as HTMLElement;
    expect(reply().getAttribute('data-delivery')).to.equal('notConfigured');
    expect(reply().querySelector('.badge')?.textContent).to.equal('未发送：未配置邮件服务');
    expect(reply().textContent).to.include(email);
    expect(reply().textContent).to.include('SMTP_URL');
    const said = notices.items.map((notice) => notice.text).join(' ');
    expect(said).to.include('未配置邮件服务');
    expect(said).not.to.include('回复已发送');
    // nothing went out: the message is not answered yet
    expect(message().querySelector('.message-head .badge')?.textContent).to.equal('未处理');

    const resend = reply().querySelector('button.resend') as HTMLButtonElement;
    expect(resend.getAttribute('aria-label')).to.equal(`重新发送给 ${email} 的回复`);
    resend.click();
    await waitUntil(() => reply().textContent?.includes('已尝试发送 2 次'), 'tried again');
    expect(message().querySelectorAll('li.reply')).to.have.length(1);
    expect(reply().querySelector('.badge')?.textContent).to.equal('未发送：未配置邮件服务');
  });
});

describe('ReplyItem: each state of a reply', () => {
  let host: HTMLUListElement;
  let root: Root;
  let resent = 0;
  const base: AdminFeedbackReply = {
    content: '已为您重置实验环境。',
    repliedAt: '2026-11-25T16:34:00.000Z',
    by: 'editor1',
    recipient: 'wang@example.edu.cn',
    delivery: 'sent',
    attemptedAt: '2026-11-25T16:34:00.000Z',
    attempts: 1,
    failure: null,
  };

  function show(reply: AdminFeedbackReply) {
    root.render(<ReplyItem reply={reply} busy={false} onResend={() => (resent += 1)} />);
  }

  beforeEach(() => {
    resent = 0;
    host = document.createElement('ul');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('发送失败 shows the reason and 重新发送', async () => {
    show({
      ...base,
      delivery: 'failed',
      attempts: 2,
      failure: '邮件服务器拒收（550 5.7.1 Relaying denied）',
    });
    await waitUntil(() => host.querySelector('li.reply'), 'rendered');
    expect(host.querySelector('.badge')?.textContent).to.equal('发送失败');
    expect(host.textContent).to.include('原因：邮件服务器拒收（550 5.7.1 Relaying denied）');
    expect(host.textContent).to.include('已尝试发送 2 次');
    (host.querySelector('button.resend') as HTMLButtonElement).click();
    expect(resent).to.equal(1);
  });

  it('已发送 offers nothing to resend', async () => {
    show(base);
    await waitUntil(() => host.querySelector('li.reply'), 'rendered');
    expect(host.querySelector('.badge')?.textContent).to.equal('已发送');
    expect(host.querySelector('button.resend')).to.equal(null);
    expect(host.textContent).to.include('发往 wang@example.edu.cn');
  });

  it('a reply from before delivery was recorded says so, without 重新发送', async () => {
    show({ ...base, delivery: 'unrecorded', recipient: '', attemptedAt: null, attempts: 0 });
    await waitUntil(() => host.querySelector('li.reply'), 'rendered');
    expect(host.querySelector('.badge')?.textContent).to.equal('发送结果未记录');
    expect(host.querySelector('button.resend')).to.equal(null);
  });
});
