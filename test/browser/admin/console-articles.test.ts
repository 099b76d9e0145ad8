import { expect, fixture, html } from '@open-wc/testing';
import { createArticle } from '../helpers/articles';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/news-feed/news-feed.element';
import type { AdminArticle } from '../../../src/core/api/admin-contract';
import type { ArticleDetail } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must } from '../helpers/server-api';

/** Waiting for what a server call changes (the machine may be busy). */
const SLOW = { timeout: 15000 };

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

/** What a visitor gets of an article: its title, or null for 资源不存在. */
async function publicTitle(id: number): Promise<string | null> {
  const detail = await apiGet<ArticleDetail>(`/api/xnfz/articleDetail?id=${id}`);
  return detail.code === 0 ? detail.data!.title : null;
}

function buttonNamed(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => b.textContent === text);
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
    await waitForText(form, '须为媒体库中的文件（以 /media/ 开头）');
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

  it('保存草稿 on a published news item keeps it live unchanged until 发布更新; 撤回发布 asks first', async () => {
    const title = `已发布新闻 ${stamp()}`;
    const created = await createArticle(token, {
      title,
      author: '宣传部',
      content: '<p>已发布的正文</p>',
    });
    expect(await publicTitle(created.id)).to.equal(title);
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(() => field(form, 'article-title').value === title, 'opened', SLOW);
    const badge = () => shadowOf(form).querySelector('.live-status')?.textContent;
    expect(badge()).to.equal('已发布');
    // a published article's buttons say what they do
    expect(button(form, 'button.save-draft').textContent).to.equal('保存草稿');
    expect(button(form, 'button.save-publish').textContent).to.equal('发布更新');
    expect(shadowOf(form).querySelector('.draft-note')?.textContent).to.include(
      '门户上仍显示已发布的版本',
    );

    typeInto(field(form, 'article-title'), `${title}（修改稿）`);
    button(form, 'button.save-draft').click();
    await waitUntil(() => badge() === '已发布（有未发布的修改）', 'marked as changed', SLOW);
    // still live, unchanged, for visitors
    expect(await publicTitle(created.id)).to.equal(title);
    expect(shadowOf(form).querySelector('.draft-pending')?.textContent).to.include(
      '有未发布的修改',
    );
    // the editor opens the working copy
    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', `tr[data-article-id="${created.id}"]`);
    const row = () =>
      shadowOf(list).querySelector(`tr[data-article-id="${created.id}"]`) as HTMLElement;
    expect(row().textContent).to.include('已发布（有未发布的修改）');
    expect(row().textContent).to.include(title);
    (row().querySelector('a') as HTMLAnchorElement).click();
    const again = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(
      () => field(again, 'article-title').value === `${title}（修改稿）`,
      'the working copy opened',
      SLOW,
    );

    // 放弃修改 asks, then brings the live version back
    button(again, 'button.discard-draft').click();
    const discardDialog = await findIn(again, '[role=dialog]');
    expect(discardDialog.textContent).to.include('门户上的已发布版本不受影响');
    (discardDialog.querySelector('button.confirm-discard') as HTMLButtonElement).click();
    await waitUntil(() => field(again, 'article-title').value === title, 'live version back', SLOW);
    await waitUntil(
      () => shadowOf(again).querySelector('.live-status')?.textContent === '已发布',
      'nothing pending',
      SLOW,
    );

    // 发布更新 shows the change to visitors
    typeInto(field(again, 'article-title'), `${title}（已更新）`);
    button(again, 'button.save-publish').click();
    await waitUntil(
      async () => (await publicTitle(created.id)) === `${title}（已更新）`,
      'update published',
      SLOW,
    );

    // 撤回发布 from the list asks first; 取消 changes nothing
    await consoleGo('#/articles');
    await screenOf(app, 'xnfz-admin-articles', `tr[data-article-id="${created.id}"]`);
    (row().querySelector('button.toggle-publish') as HTMLButtonElement).click();
    const dialog = await findIn(list, '[role=dialog]');
    expect(row().querySelector('button.toggle-publish')?.textContent).to.equal('撤回发布');
    expect(dialog.textContent).to.include('资源不存在');
    buttonNamed(dialog, '取消')!.click();
    await waitUntil(() => !shadowOf(list).querySelector('[role=dialog]'), 'dialog closed', SLOW);
    expect(await publicTitle(created.id)).to.equal(`${title}（已更新）`);
    (row().querySelector('button.toggle-publish') as HTMLButtonElement).click();
    ((await findIn(list, 'button.confirm-withdraw')) as HTMLButtonElement).click();
    await waitUntil(() => row()?.textContent?.includes('草稿'), 'withdrawn in the list', SLOW);
    expect(await publicTitle(created.id)).to.equal(null);
  });

  it('the status filter offers 定时发布 and finds scheduled articles', async () => {
    const scheduled = await createArticle(token, {
      kind: 'notice',
      title: `定时通知 ${stamp()}`,
      content: '<p>稍后发布</p>',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', 'table');
    const status = field<HTMLSelectElement>(list, 'articles-status');
    expect([...status.options].map((option) => option.textContent)).to.deep.equal([
      '全部',
      '已发布',
      '定时发布',
      '草稿',
    ]);
    chooseIn(status, 'scheduled');
    await waitUntil(
      () => shadowOf(list).querySelector(`tr[data-article-id="${scheduled.id}"]`),
      'the scheduled article listed',
      SLOW,
    );
    const badges = [...shadowOf(list).querySelectorAll('tbody .live-status')].map(
      (badge) => badge.textContent,
    );
    expect(badges.length).to.be.greaterThan(0);
    expect(new Set(badges)).to.deep.equal(new Set(['定时发布']));
    chooseIn(status, '');
  });

  it("an edit conflict keeps the editor's version beside the latest one, and saves only when told", async () => {
    const created = await createArticle(token, {
      title: `冲突测试 ${stamp()}`,
      content: '<p>原文</p>',
      published: false,
      publishedAt: new Date().toISOString(),
    });
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(() => field(form, 'article-title').value === created.title, 'opened');

    // someone else (admin1) saves first
    const { token: adminToken } = await loginAs('admin1', DEMO_PASSWORD);
    const theirs = must(
      await apiPost<AdminArticle>(
        '/api/admin/articleSave',
        { ...created, title: `${created.title} 他人修改`, version: created.version },
        adminToken,
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
    // it names the account that saved the newer version, not the article's 作者 field
    const theirsHeading = conflict.querySelector('.side-theirs h3')?.textContent ?? '';
    expect(theirsHeading).to.include('（admin1）保存于');
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
    // the cover is chosen from the media library like every other image field
    expect(
      shadowOf(form).querySelector('button.pick-media[aria-label="从媒体库选择：封面图片"]'),
    ).to.not.equal(null);
    typeInto(field(form, 'article-cover'), `/media/${'a'.repeat(600)}`);
    button(form, 'button.save-draft').click();
    await waitForText(form, '不能超过 500 个字');
    expect(field(form, 'article-cover').getAttribute('aria-invalid')).to.equal('true');
  });
});
