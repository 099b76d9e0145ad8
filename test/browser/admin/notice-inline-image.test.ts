/**
 * Issue 13's "done when": an editor publishes a pinned notice with an image uploaded inline in the
 * rich-text editor (through the media picker, the resumable path); the server's sanitiser keeps
 * it; the portal home, loaded afresh, and an <xnfz-news-feed> embed show the notice pinned first,
 * and on its detail page the inline image loads.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/article-detail/article-detail.element';
import '../../../src/widgets/home/home.element';
import '../../../src/widgets/news-feed/news-feed.element';
import type { AdminArticle } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { deepQueryAll } from '../helpers/deep-dom';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { pngFile, setFile } from '../helpers/media';
import { apiGet, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('a pinned notice with an image uploaded inline', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole();
    await consoleGo('#/articles/edit');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('is written with an inline upload, published, shown first on the home page and in <xnfz-news-feed>, and its image loads', async () => {
    const title = `内嵌图片置顶通知 ${stamp()}`;
    const form = await screenOf(app, 'xnfz-admin-articles', '.ProseMirror');
    const root = shadowOf(form);
    chooseIn(root.getElementById('article-kind') as HTMLSelectElement, 'notice');
    typeInto(root.getElementById('article-title') as HTMLInputElement, title);
    (root.getElementById('article-pinned') as HTMLInputElement).click();
    const editable = root.querySelector('.ProseMirror[contenteditable=true]') as HTMLElement;
    editable.focus();
    document.execCommand('insertText', false, '实验室开放安排见下图。');
    await waitUntil(() => editable.textContent?.includes('实验室开放安排'), 'text typed');

    // 插入图片 → 从媒体库选择 → 上传新文件
    (root.querySelector('button.insert-image') as HTMLButtonElement).click();
    typeInto(
      (await findIn<HTMLInputElement>(form, '#article-content-insert-alt')) as HTMLInputElement,
      '开放安排表',
    );
    (root.querySelector('button.pick-image') as HTMLButtonElement).click();
    const dialog = await findIn(form, '[role=dialog]');
    expect(dialog.textContent).to.include('从媒体库选择图片');
    (dialog.querySelector('button.open-upload') as HTMLButtonElement).click();
    const file = await findIn<HTMLInputElement>(form, '[role=dialog] input[type=file]');
    setFile(file, await pngFile(`开放安排-${stamp()}.png`, '#00a870'));
    (dialog.querySelector('.upload-panel button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(
      () => root.querySelector('.ProseMirror img[src^="/media/uploads/"]'),
      'inline image',
      {
        timeout: 15000,
      },
    );
    const inline = root.querySelector('.ProseMirror img') as HTMLImageElement;
    const src = inline.getAttribute('src')!;
    expect(inline.getAttribute('alt')).to.equal('开放安排表');
    // the editor takes the image at once; the dialog closes with React's next render
    await waitUntil(() => root.querySelector('[role=dialog]') === null, 'the picker closes', {
      timeout: 15000,
    });
    await expect(form).to.be.accessible();

    (root.querySelector('button.save-publish') as HTMLButtonElement).click();
    await waitUntil(() => /^#\/articles\/edit\?id=\d+$/.test(location.hash), 'saved');
    const id = Number(location.hash.split('=')[1]);
    const saved = must(await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${id}`, token));
    expect(saved).to.include({ title, kind: 'notice', pinned: true, published: true });
    expect(saved.content).to.include(`<img src="${src}" alt="开放安排表"`);

    // the portal home, loaded afresh: the notice first in its notices, pinned
    const home = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
    await waitUntil(
      () =>
        deepQueryAll(shadowOf(home), '[part=item]').some((item) =>
          item.textContent?.includes(title),
        ),
      'the notice on the home page',
      { timeout: 10000 },
    );
    const noticeFeed = deepQueryAll(shadowOf(home), 'xnfz-news-feed[kind=notice]')[0]!;
    const firstOnHome = shadowOf(noticeFeed).querySelector('[part=item]') as HTMLElement;
    expect(firstOnHome.textContent).to.include(title);
    expect(firstOnHome.querySelector('[part=pinned]')?.textContent).to.equal('置顶');
    home.remove();

    // an embed of the feed
    const feed = await fixture<HTMLElement>(html`<xnfz-news-feed kind="notice"></xnfz-news-feed>`);
    await findIn(feed, '[part=item]');
    const first = shadowOf(feed).querySelector('[part=item]') as HTMLElement;
    expect(first.textContent).to.include(title);
    expect(first.querySelector('[part=pinned]')).to.not.equal(null);
    feed.remove();

    // its detail page: the inline image loads
    const detail = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${id} kind="notice"></xnfz-article-detail>`,
    );
    const image = await findIn<HTMLImageElement>(detail, `img[src="${src}"]`);
    expect(image.getAttribute('alt')).to.equal('开放安排表');
    await waitUntil(() => image.complete && image.naturalWidth > 0, 'the inline image loads');
    detail.remove();
  });
});
