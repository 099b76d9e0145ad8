/**
 * 删除 and the recycle bin (回收站) in the console against the real server: 删除 asks first and
 * takes the article off the portal into the bin; the bin shows when it goes for good (China time);
 * 恢复 brings it back unpublished; 永久删除 asks first and removes it.
 */
import { expect } from '@open-wc/testing';
import type { AdminArticle, AdminArticleRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { formatDateTime } from '../../../src/core/i18n/format';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';
import { createArticle } from '../helpers/articles';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };

describe('the console: deleting an article into the recycle bin', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole('#/articles');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  const publicDetail = async (id: number) =>
    (await apiGet(`/api/xnfz/articleDetail?id=${id}`)).msg ?? 'ok';

  it('删除 asks, takes it off the portal into the bin; 恢复 and 永久删除 work from the bin', async () => {
    const title = `回收站 ${Date.now().toString(36)}`;
    const created = await createArticle(token, { title });
    expect(await publicDetail(created.id)).to.equal('ok');

    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', 'tbody tr, [part=state-empty]');
    typeInto(shadowOf(list).getElementById('articles-keyword') as HTMLInputElement, title);
    (
      shadowOf(list).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const row = () => shadowOf(list).querySelector(`tr[data-article-id="${created.id}"]`);
    await waitUntil(row, 'the row', SLOW);
    const remove = row()!.querySelector('button.delete-article') as HTMLButtonElement;
    expect(remove.getAttribute('aria-label')).to.equal(`删除：${title}`);
    remove.click();
    const dialog = await findIn(list, '[role=dialog]');
    expect(dialog.textContent).to.include(`“${title}”将从门户撤下并移入回收站`);
    await expect(list).to.be.accessible();
    ((await findIn(list, 'button.confirm-delete')) as HTMLButtonElement).click();
    await waitUntil(() => !row(), 'gone from the list', SLOW);
    expect(await publicDetail(created.id)).to.equal('资源不存在');

    (shadowOf(list).querySelector('a.to-bin') as HTMLAnchorElement).click();
    const bin = await screenOf(app, 'xnfz-admin-articles', '#article-bin-heading');
    const binRow = () => shadowOf(bin).querySelector(`tr[data-article-id="${created.id}"]`);
    await waitUntil(binRow, 'in the bin', SLOW);
    const inBin = must(
      await apiGet<Paged<AdminArticleRow>>('/api/admin/articleList?bin=true&pageSize=50', token),
    ).rows.find((item) => item.id === created.id)!;
    expect(binRow()!.querySelector('.purge-at')?.textContent).to.equal(
      formatDateTime(inBin.purgeAt!),
    );
    await expect(bin).to.be.accessible();

    (binRow()!.querySelector('button.restore-article') as HTMLButtonElement).click();
    await waitUntil(() => !binRow(), 'restored out of the bin', SLOW);
    const restored = must(
      await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token),
    );
    expect(restored.status).to.equal('draft');
    expect(restored.deletedAt).to.equal(null);

    must(await apiPost('/api/admin/articleDelete', { id: created.id }, token));
    await consoleGo('#/articles');
    await consoleGo('#/articles/bin');
    const again = await screenOf(app, 'xnfz-admin-articles', '#article-bin-heading');
    const againRow = () => shadowOf(again).querySelector(`tr[data-article-id="${created.id}"]`);
    await waitUntil(againRow, 'deleted again', SLOW);
    (againRow()!.querySelector('button.purge-article') as HTMLButtonElement).click();
    const confirm = await findIn(again, '[role=dialog]');
    expect(confirm.textContent).to.include('无法恢复');
    ((await findIn(again, 'button.confirm-purge')) as HTMLButtonElement).click();
    await waitUntil(() => !againRow(), 'purged', SLOW);
    expect((await apiGet(`/api/admin/articleDetail?id=${created.id}`, token)).msg).to.equal(
      '资源不存在',
    );
  });

  it('an article opened from the bin says so: no save until it is restored there', async () => {
    const created = await createArticle(token, {
      title: `回收站中打开 ${Date.now().toString(36)}`,
    });
    must(await apiPost('/api/admin/articleDelete', { id: created.id }, token));
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '.in-bin, #article-title');
    const notice = await findIn(form, '.in-bin');
    expect(notice.textContent).to.include('在回收站中');
    expect(shadowOf(form).querySelector('.live-status')?.textContent).to.equal('回收站中');
    const saving = [...shadowOf(form).querySelectorAll<HTMLButtonElement>('button[type=submit]')];
    expect(saving.length).to.be.greaterThan(0);
    expect(
      saving.every((button) => button.disabled),
      'no 保存 or 发布',
    ).to.equal(true);
    await expect(form).to.be.accessible();
    (notice.querySelector('button.restore-opened') as HTMLButtonElement).click();
    await waitUntil(() => !shadowOf(form).querySelector('.in-bin'), 'restored', SLOW);
    expect(shadowOf(form).querySelector('.live-status')?.textContent).to.equal('草稿');
    expect(
      saving.every((button) => !button.disabled),
      'editable again',
    ).to.equal(true);
    const restored = must(
      await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token),
    );
    expect(restored.deletedAt).to.equal(null);
    expect(restored.status).to.equal('draft');
  });

  it('bulk actions: tick rows or the whole page, 发布所选, and 删除所选 after asking', async () => {
    const tag = `批量 ${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const saved = await createArticle(token, { title: `${tag} 第${n}篇`, published: false });
      ids.push(saved.id);
    }
    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', 'tbody tr, [part=state-empty]');
    typeInto(shadowOf(list).getElementById('articles-keyword') as HTMLInputElement, tag);
    (
      shadowOf(list).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const row = (id: number) => shadowOf(list).querySelector(`tr[data-article-id="${id}"]`);
    await waitUntil(
      () => ids.every((id) => row(id)) && shadowOf(list).querySelectorAll('tbody tr').length === 3,
      'three rows',
      SLOW,
    );
    const bar = shadowOf(list).querySelector('.bulk-bar') as HTMLElement;
    const publish = bar.querySelector('button.bulk-publish') as HTMLButtonElement;
    expect(publish.disabled).to.equal(true, 'nothing ticked');

    for (const id of ids.slice(0, 2))
      (row(id)!.querySelector('input.select-row') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 2 项',
      'two ticked',
    );
    expect(row(ids[0]!)!.querySelector('input.select-row')?.getAttribute('aria-label')).to.equal(
      `选择：${tag} 第1篇`,
    );
    await expect(list).to.be.accessible();
    publish.click();
    await waitUntil(
      async () =>
        (
          await Promise.all(
            ids.map(
              async (id) =>
                must(await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${id}`, token)).status,
            ),
          )
        ).join() === 'published,published,draft',
      'the two ticked published',
      SLOW,
    );
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 0 项',
      'cleared after the action',
      SLOW,
    );

    (bar.querySelector('input.select-page') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 3 项',
      'the page ticked',
    );
    (bar.querySelector('button.bulk-delete') as HTMLButtonElement).click();
    const dialog = await findIn(list, '[role=dialog]');
    expect(dialog.textContent).to.include('删除所选的 3 篇文章');
    ((await findIn(list, 'button.confirm-bulk')) as HTMLButtonElement).click();
    await waitUntil(() => ids.every((id) => !row(id)), 'all three gone from the list', SLOW);
    const bin = must(
      await apiGet<Paged<AdminArticleRow>>('/api/admin/articleList?bin=true&pageSize=100', token),
    ).rows.map((item) => item.id);
    expect(ids.every((id) => bin.includes(id))).to.equal(true);
  });
});
