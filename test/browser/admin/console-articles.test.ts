import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/widgets/news-feed/news-feed.element';
import type { AdminArticle } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Types text into the rich-text editor the way the keyboard does (ProseMirror reads the DOM input). */
async function typeInEditor(screen: HTMLElement, text: string): Promise<void> {
  const editable = await findIn<HTMLElement>(screen, '.ProseMirror[contenteditable=true]');
  editable.focus();
  document.execCommand('insertText', false, text);
  await waitUntil(() => editable.textContent?.includes(text), 'text in the editor');
}

function field<E extends HTMLElement = HTMLInputElement>(screen: HTMLElement, id: string): E {
  return shadowOf(screen).getElementById(id) as E;
}

function button(screen: HTMLElement, selector: string): HTMLButtonElement {
  return shadowOf(screen).querySelector(selector) as HTMLButtonElement;
}

describe('the console: articles', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole('#/articles');
    await screenOf(app, 'xnfz-admin-articles', 'table');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('an editor writes a pinned notice with an inline image as a draft, publishes it from the list, and <xnfz-news-feed> shows it pinned first', async () => {
    const title = `控制台置顶通知 ${stamp()}`;
    (
      shadowOf(await screenOf(app, 'xnfz-admin-articles', 'table')).querySelector(
        'a.xnfz-button',
      ) as HTMLAnchorElement
    ).click();
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(() => location.hash === '#/articles/edit', 'new-article address');

    // an empty title is named at its field, nothing is sent
    button(form, 'button.save-draft').click();
    await waitForText(form, '标题不能为空');
    expect(field(form, 'article-title').getAttribute('aria-invalid')).to.equal('true');

    chooseIn(field<HTMLSelectElement>(form, 'article-kind'), 'notice');
    typeInto(field(form, 'article-title'), title);
    typeInto(field(form, 'article-author'), '教务处');
    field(form, 'article-pinned').click();
    await typeInEditor(form, '请各位同学按时参加虚拟仿真实验考核。');
    button(form, 'button.insert-image').click();
    const url = await findIn<HTMLInputElement>(form, '#article-content-insert-url');
    typeInto(url, 'javascript:alert(1)');
    (shadowOf(form).querySelector('.insert-form .xnfz-button') as HTMLButtonElement).click();
    await waitForText(form, '须为 /media/ 开头的站内图片地址');
    typeInto(url, '/media/articles/news-4.svg');
    typeInto(field(form, 'article-content-insert-alt'), '考核安排');
    (shadowOf(form).querySelector('.insert-form .xnfz-button') as HTMLButtonElement).click();
    await findIn(form, '.ProseMirror img[src="/media/articles/news-4.svg"]');

    // the preview shows it as the portal will
    (
      [...shadowOf(form).querySelectorAll('button')].find(
        (b) => b.textContent === '预览',
      ) as HTMLButtonElement
    ).click();
    const preview = await findIn(form, '#article-preview');
    expect(preview.textContent).to.include(title);
    expect(preview.textContent).to.include('置顶');
    expect(preview.querySelector('img[src="/media/articles/news-4.svg"]')).to.not.equal(null);

    button(form, 'button.save-draft').click();
    await waitUntil(() => /^#\/articles\/edit\?id=\d+$/.test(location.hash), 'saved: its address');
    const id = Number(location.hash.split('=')[1]);
    const saved = must(await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${id}`, token));
    expect(saved).to.include({ title, kind: 'notice', pinned: true, published: false });
    expect(saved.content).to.include('<img src="/media/articles/news-4.svg" alt="考核安排"');

    // a draft is not on the portal
    const draftFeed = await fixture<HTMLElement>(
      html`<xnfz-news-feed kind="notice"></xnfz-news-feed>`,
    );
    await findIn(draftFeed, '[part=item]');
    expect(shadowOf(draftFeed).textContent).to.not.include(title);
    draftFeed.remove();

    // publish from the list (status filter: drafts)
    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', `tr[data-article-id="${id}"]`);
    const row = shadowOf(list).querySelector(`tr[data-article-id="${id}"]`) as HTMLElement;
    expect(row.textContent).to.include('草稿');
    (row.querySelector('button.toggle-publish') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        shadowOf(list)
          .querySelector(`tr[data-article-id="${id}"]`)
          ?.textContent?.includes('已发布'),
      'published in the list',
    );

    const feed = await fixture<HTMLElement>(html`<xnfz-news-feed kind="notice"></xnfz-news-feed>`);
    await findIn(feed, '[part=item]');
    const first = shadowOf(feed).querySelector('[part=item]') as HTMLElement;
    expect(first.textContent).to.include(title);
    expect(first.querySelector('[part=pinned]')?.textContent).to.equal('置顶');
    feed.remove();
  });

  it("an edit conflict keeps the editor's version beside the latest one, and saves only when told", async () => {
    const created = must(
      await apiPost<AdminArticle>(
        '/api/admin/articleSave',
        {
          kind: 'news',
          title: `冲突测试 ${stamp()}`,
          summary: '',
          cover: '',
          author: '',
          source: '',
          content: '<p>原文</p>',
          attachments: [],
          pinned: false,
          published: false,
          publishedAt: new Date().toISOString(),
        },
        token,
      ),
    );
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(() => field(form, 'article-title').value === created.title, 'opened');

    // someone else saves first
    const theirs = must(
      await apiPost<AdminArticle>(
        '/api/admin/articleSave',
        { ...created, title: `${created.title} 他人修改`, version: created.version },
        token,
      ),
    );
    const mine = `${created.title} 我的修改`;
    typeInto(field(form, 'article-title'), mine);
    button(form, 'button.save-draft').click();

    const conflict = await findIn(form, '[part=conflict]');
    await waitUntil(() =>
      conflict.querySelector('.side-theirs')?.textContent?.includes('他人修改'),
    );
    expect(conflict.textContent).to.include('该记录已被他人修改');
    expect(conflict.querySelector('.side-mine')?.textContent).to.include(mine);
    expect(conflict.querySelector('.side-theirs')?.textContent).to.include(theirs.title);
    // the form still holds the user's version, and the server still has theirs
    expect(field(form, 'article-title').value).to.equal(mine);
    const stored = must(
      await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token),
    );
    expect(stored.title).to.equal(theirs.title);

    (
      [...conflict.querySelectorAll('button')].find(
        (b) => b.textContent === '以我的版本覆盖保存',
      ) as HTMLButtonElement
    ).click();
    await waitUntil(() => !shadowOf(form).querySelector('[part=conflict]'), 'conflict resolved');
    const after = must(
      await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token),
    );
    expect(after.title).to.equal(mine);
  });

  it("names a field over the server's limit at the field before sending", async () => {
    await consoleGo('#/articles/edit');
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    typeInto(field(form, 'article-title'), `坏链接 ${stamp()}`);
    // the console allows what the server allows; a cover over 500 characters is refused by both
    typeInto(field(form, 'article-cover'), `/media/${'a'.repeat(600)}`);
    button(form, 'button.save-draft').click();
    await waitForText(form, '不能超过 500 个字');
    expect(field(form, 'article-cover').getAttribute('aria-invalid')).to.equal('true');
  });
});
