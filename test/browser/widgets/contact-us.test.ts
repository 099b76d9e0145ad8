import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/contact-us/contact-us.element';
import type { SiteInfo } from '../../../src/core/api/contract';
import { SITE_INFO_DATA_ID } from '../../../src/core/api/page-site-info';
import { configure } from '../../../src/core/config/config';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import {
  go,
  mountPortal,
  rewriteRequests,
  screenElement,
  typeIntoField,
  watchCalls,
} from '../helpers/content';
import { apiGet, apiPost, must } from '../helpers/server-api';

type Field = 'name' | 'contact' | 'content';

function field(element: HTMLElement, name: Field): HTMLInputElement | HTMLTextAreaElement {
  const found = shadowOf(element).querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name=${name}]`,
  );
  if (!found) throw new Error(`field ${name} missing`);
  return found;
}

function fill(element: HTMLElement, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values))
    typeIntoField(field(element, name as Field), value);
}

function submit(element: HTMLElement) {
  (shadowOf(element).querySelector('button[type=submit]') as HTMLButtonElement).click();
}

async function contactForm(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<xnfz-contact-us></xnfz-contact-us>`);
  await findIn(element, 'form');
  return element;
}

describe('<xnfz-contact-us> on its own', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the contact information of siteInfo', async () => {
    const info = must(await apiGet<SiteInfo>('/api/xnfz/siteInfo'));
    const element = await fixture<HTMLElement>(html`<xnfz-contact-us></xnfz-contact-us>`);
    await findIn(element, '.info-list');
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.equal('联系我们');
    const filled = Object.entries(info.contact).filter(([, value]) => value);
    expect(filled.length, 'demo contact information').to.be.greaterThan(0);
    for (const [key, value] of Object.entries(info.contact)) {
      const item = root.querySelector(`[data-field=${key}] dd`);
      if (value) expect(item?.textContent, key).to.equal(value);
      else expect(item === null, `${key} not shown`).to.equal(true);
    }
    if (info.contact.email) {
      expect(root.querySelector('[data-field=email] a')?.getAttribute('href')).to.equal(
        `mailto:${info.contact.email}`,
      );
    }
    if (info.contact.phone) {
      expect(root.querySelector('[data-field=phone] a')?.getAttribute('href')).to.match(/^tel:/);
    }
    const links = [...root.querySelectorAll<HTMLAnchorElement>('[part=links] a')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(
      info.links.filter((link) => /^https?:\/\//.test(link.url)).map((link) => link.url),
    );
    for (const link of links) expect(link.rel).to.include('noopener');
  });

  it('labels every field and names a missing field without calling the server', async () => {
    const element = await contactForm();
    const root = shadowOf(element);
    for (const name of ['name', 'contact', 'content'] as const) {
      const control = field(element, name);
      expect(root.querySelector(`label[for="${control.id}"]`), name).to.not.equal(null);
    }
    const watch = watchCalls('/api/xnfz/feedback');
    try {
      fill(element, { contact: 'zhang@example.edu.cn', content: '   ' });
      submit(element);
      await waitForText(element, '请填写姓名');
      await waitForText(element, '请填写留言内容');
      const name = field(element, 'name');
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      expect(field(element, 'contact').getAttribute('aria-invalid')).to.equal('false');
      const errorId = name.getAttribute('aria-describedby') ?? '';
      expect(root.getElementById(errorId)?.textContent).to.equal('请填写姓名');
      // compared as a flag: a failing comparison of two DOM nodes makes mocha's diff hang
      expect(root.activeElement === name, 'focus on 姓名').to.equal(true);
      expect(watch.calls).to.deep.equal([]);

      fill(element, { name: '张'.repeat(33), content: '建议增加夜间开放时间' });
      submit(element);
      await waitForText(element, '姓名最多 32 个字符');
      expect(watch.calls).to.deep.equal([]);
    } finally {
      watch.stop();
    }
  });

  it('sends a valid message, says so and clears the form', async () => {
    const element = await contactForm();
    const watch = watchCalls('/api/xnfz/feedback');
    try {
      fill(element, {
        name: '张老师',
        contact: '13800000000',
        content: `浏览器测试留言 ${Date.now()}`,
      });
      submit(element);
      await waitForText(element, '留言已提交，感谢您的反馈！');
      expect(watch.calls).to.deep.equal(['POST /api/xnfz/feedback']);
    } finally {
      watch.stop();
    }
    for (const name of ['name', 'contact', 'content'] as const) {
      expect(field(element, name).value, name).to.equal('');
    }
    expect(shadowOf(element).querySelector('[part=success]')?.getAttribute('role')).to.equal(
      'status',
    );
  });

  it('on a portal page that carries the site information, shows it at once without asking', async () => {
    const info = must(await apiGet<SiteInfo>('/api/xnfz/siteInfo'));
    const carried: SiteInfo = {
      ...info,
      contact: { ...info.contact, address: '页面带来的地址 1 号' },
    };
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SITE_INFO_DATA_ID;
    data.textContent = JSON.stringify(carried);
    document.body.append(data);
    const watch = watchCalls('/api/xnfz/siteInfo');
    const element = document.createElement('xnfz-contact-us');
    let loadingShown = false;
    try {
      document.body.append(element);
      // every state the element renders, from its first: a loading state would show up here
      const seen = new MutationObserver(() => {
        loadingShown ||= shadowOf(element).querySelector('[part=state-loading]') !== null;
      });
      seen.observe(shadowOf(element), { childList: true, subtree: true });
      await findIn(element, '.info-list');
      seen.disconnect();
      expect(loadingShown, 'no loading state before the information').to.equal(false);
      expect(shadowOf(element).querySelector('[data-field=address] dd')?.textContent).to.equal(
        '页面带来的地址 1 号',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(watch.calls, 'siteInfo not asked').to.deep.equal([]);
    } finally {
      watch.stop();
      element.remove();
      data.remove();
    }
  });

  it('shows 加载失败，点击重试 when siteInfo cannot be loaded, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(html`<xnfz-contact-us></xnfz-contact-us>`);
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, '.info-list', 'contact information after retry');
  });

  it('puts the form under the contact information at 375 px and beside it at 1440 px', async () => {
    try {
      await setViewport({ width: 375, height: 800 });
      const element = await contactForm();
      await findIn(element, '.info-list');
      const info = shadowOf(element).querySelector('[part=info]') as HTMLElement;
      const form = shadowOf(element).querySelector('[part=form]') as HTMLElement;
      expect(form.getBoundingClientRect().top).to.be.at.least(info.getBoundingClientRect().bottom);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await setViewport({ width: 1440, height: 900 });
      await waitUntil(
        () => form.getBoundingClientRect().left >= info.getBoundingClientRect().right,
        'side by side',
      );
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('passes axe', async () => {
    const element = await contactForm();
    await findIn(element, '.info-list');
    submit(element);
    await waitForText(element, '请填写姓名');
    await expect(element).to.be.accessible();
  });
});

describe('<xnfz-contact-us> inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    history.replaceState(null, '', '#/');
  });

  it('is the /contactus screen', async () => {
    await go('#/contactus');
    const contact = await screenElement(portal, 'xnfz-contact-us');
    await findIn(contact, '.info-list');
    expect(document.title).to.include('联系我们');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '联系我们',
    );
  });

  it('shows the server message when the server refuses the message, and keeps what was typed', async () => {
    await go('#/contactus');
    const contact = await screenElement(portal, 'xnfz-contact-us');
    await findIn(contact, 'form');
    // a name longer than the server allows, slipped past the element's own check
    const tooLong = { name: '名'.repeat(40), contact: 'a@example.edu.cn', content: '内容' };
    const refusal = await apiPost('/api/xnfz/feedback', tooLong);
    expect(refusal.code).to.equal(500);
    expect(refusal.msg).to.match(/^参数错误：.*name/);
    const restore = rewriteRequests('/api/xnfz/feedback', (body) => ({
      ...(body as object),
      name: tooLong.name,
    }));
    try {
      fill(contact, {
        name: '李同学',
        contact: 'li@example.edu.cn',
        content: '希望增加更多实验项目',
      });
      submit(contact);
      await waitForText(contact, refusal.msg);
    } finally {
      restore();
    }
    const error = shadowOf(contact).querySelector('[part=error]');
    expect(error?.getAttribute('role')).to.equal('alert');
    expect(error?.textContent).to.equal(refusal.msg);
    expect(shadowOf(contact).querySelector('[part=success]') === null, 'no success').to.equal(true);
    expect(field(contact, 'content').value).to.equal('希望增加更多实验项目');
  });
});

describe('<xnfz-contact-us> checks the way to reply (issue 18 · 10)', () => {
  it('refuses "abc" as a phone or e-mail without calling the server, and takes real ones', async () => {
    const element = await contactForm();
    const watch = watchCalls('/api/xnfz/feedback');
    try {
      fill(element, { name: '李同学', contact: 'abc', content: '联系方式校验' });
      submit(element);
      await waitForText(element, '请填写正确的手机号、座机号或电子邮箱');
      const contact = field(element, 'contact');
      expect(contact.getAttribute('aria-invalid')).to.equal('true');
      expect(shadowOf(element).activeElement).to.equal(contact);
      expect(watch.calls).to.deep.equal([]);
      for (const good of ['student@example.edu.cn', '027-87541234']) {
        fill(element, { name: '李同学', contact: good, content: `联系方式校验 ${Date.now()}` });
        submit(element);
        await waitForText(element, '留言已提交，感谢您的反馈！');
      }
      expect(watch.calls.length).to.equal(2);
    } finally {
      watch.stop();
    }
  });
});
