import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminSiteInfo } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  mountConsole,
  screenOf,
  signInAs,
  typeIntoArea,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function byText(root: ParentNode, selector: string, text: string): HTMLButtonElement {
  return [...root.querySelectorAll<HTMLButtonElement>(selector)].find(
    (element) => element.textContent === text,
  ) as HTMLButtonElement;
}

describe('the console: feedback inbox, site info, audit log', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('admin1'));
    app = await mountConsole('#/feedback');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('an editor answers a 联系我们 message by e-mail and marks it handled', async () => {
    const email = `visitor-${stamp()}@example.edu.cn`;
    const content = `实验平台无法登录 ${stamp()}`;
    must(await apiPost('/api/xnfz/feedback', { name: '张同学', contact: email, content }));
    await signInAs('editor1');
    await consoleGo('#/feedback');
    const inbox = await screenOf(app, 'xnfz-admin-feedback', '.messages');
    typeInto(shadowOf(inbox).getElementById('feedback-keyword') as HTMLInputElement, content);
    (
      shadowOf(inbox).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(
      () =>
        shadowOf(inbox).querySelectorAll('.message').length === 1 &&
        shadowOf(inbox).querySelector('.message')?.textContent?.includes(content),
      'the message',
    );
    const message = () => shadowOf(inbox).querySelector('.message') as HTMLElement;
    expect(message().querySelector('.badge')?.textContent).to.equal('未处理');

    (message().querySelector('button.reply') as HTMLButtonElement).click();
    const area = await findIn<HTMLTextAreaElement>(inbox, '.reply-form textarea');
    (message().querySelector('.reply-form button[type=submit]') as HTMLButtonElement).click();
    await waitForText(inbox, '回复不能为空');
    typeIntoArea(area, '您好，平台已恢复，请重新登录。');
    (message().querySelector('.reply-form button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(
      () => message()?.querySelector('.replies')?.textContent?.includes('平台已恢复'),
      'reply listed',
    ).catch(() => {
      throw new Error(`reply not listed: ${message()?.textContent ?? shadowOf(inbox).textContent}`);
    });
    // the mail goes out after the reply is answered (delivery does not hold the request up)
    let mail: { text: string | null } = { text: null };
    await waitUntil(async () => {
      mail = (await (await fetch(`/__outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
        text: string | null;
      };
      return mail.text !== null;
    }, 'the reply in the outbox');
    expect(mail.text).to.include('平台已恢复');

    // the test server has no mail service: the reply is kept, not sent, and the message stays
    // open until it is marked handled; it stays in view with its new state
    expect(message().querySelector('li.reply .badge')?.textContent).to.equal(
      '未发送：未配置邮件服务',
    );
    expect(message().querySelector('.badge')?.textContent).to.equal('未处理');
    (message().querySelector('button.toggle-handled') as HTMLButtonElement).click();
    await waitUntil(() => message().querySelector('.badge')?.textContent === '已处理', 'handled');
    // the inbox shows open messages by default: filtered again, a handled one has left it
    (
      shadowOf(inbox).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(() => !shadowOf(inbox).querySelector('.message'), 'left the open list');
    chooseIn(shadowOf(inbox).getElementById('feedback-status') as HTMLSelectElement, 'handled');
    await waitUntil(
      () => message()?.querySelector('.badge')?.textContent === '已处理',
      'in the handled list',
    );
  });

  it('site info: a save refused because someone else saved keeps both versions; 采用最新版本 takes theirs', async () => {
    await consoleGo('#/site');
    const site = await screenOf(app, 'xnfz-admin-site-info', '#site-name');
    const opened = must(await apiGet<AdminSiteInfo>('/api/admin/siteInfo', token));
    await waitUntil(
      () => (shadowOf(site).getElementById('site-name') as HTMLInputElement).value === opened.name,
      'opened',
    );
    const values: Partial<AdminSiteInfo> = { ...opened };
    delete values.version;
    const theirsFooter = `页脚（他人修改 ${stamp()}）`;
    must(
      await apiPost(
        '/api/admin/siteInfoSave',
        { ...values, footer: theirsFooter, version: opened.version },
        token,
      ),
    );

    const email = shadowOf(site).getElementById('site-contact-email') as HTMLInputElement;
    typeInto(email, 'not-an-email');
    (shadowOf(site).querySelector('button.save') as HTMLButtonElement).click();
    await waitForText(site, '电子邮箱格式不正确');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    typeInto(email, opened.contact.email);

    const mine = `页脚（我的修改 ${stamp()}）`;
    typeIntoArea(shadowOf(site).getElementById('site-footer') as HTMLTextAreaElement, mine);
    (shadowOf(site).querySelector('button.save') as HTMLButtonElement).click();
    const conflict = await findIn(site, '[part=conflict]');
    expect(conflict.querySelector('.side-mine')?.textContent).to.include(mine);
    expect(conflict.querySelector('.side-theirs')?.textContent).to.include(theirsFooter);
    expect(must(await apiGet<AdminSiteInfo>('/api/admin/siteInfo', token)).footer).to.equal(
      theirsFooter,
    );

    byText(conflict, 'button', '采用最新版本').click();
    await waitUntil(() => !shadowOf(site).querySelector('[part=conflict]'), 'conflict closed');
    expect((shadowOf(site).getElementById('site-footer') as HTMLTextAreaElement).value).to.equal(
      theirsFooter,
    );
  });

  it('an admin filters the audit log and sees before → after of each change', async () => {
    await signInAs('admin1');
    await consoleGo('#/audit');
    const audit = await screenOf(app, 'xnfz-admin-audit', 'tbody tr');
    chooseIn(shadowOf(audit).getElementById('audit-entity') as HTMLSelectElement, 'feedback');
    await waitUntil(
      () =>
        [...shadowOf(audit).querySelectorAll('tbody tr')].length > 0 &&
        [...shadowOf(audit).querySelectorAll('tbody tr')].every((row) =>
          row.getAttribute('data-action')?.startsWith('feedback.'),
        ),
      'feedback changes only',
    );
    const row = shadowOf(audit).querySelector(
      'tbody tr[data-action="feedback.reply"]',
    ) as HTMLElement;
    expect(row.textContent).to.include('平台已恢复');
    expect(row.querySelector('.action-name')?.textContent).to.equal('回复留言');
    expect(row.querySelector('.changes')?.textContent).to.include('回复 · 内容');

    const start = shadowOf(audit).getElementById('audit-start') as HTMLInputElement;
    const end = shadowOf(audit).getElementById('audit-end') as HTMLInputElement;
    typeInto(start, '2026-12-31');
    typeInto(end, '2026-01-01');
    (
      shadowOf(audit).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitForText(audit, '开始日期不能晚于结束日期');
  });
});
