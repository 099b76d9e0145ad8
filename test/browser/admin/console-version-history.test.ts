/**
 * 历史版本 in the console's editors against the real server: the versions listed with who saved
 * them and which one is current and live; any version compared with the current one, the fields
 * that differ marked; 恢复此版本 asks first, says what it does (a published article: a draft until
 * 发布更新), and the editor then holds the restored fields while visitors keep the live version.
 */
import { expect } from '@open-wc/testing';
import type { AdminArticle, AdminCourse } from '../../../src/core/api/admin-contract';
import type { ArticleDetail, Category } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { courseSaveBody } from '../../helpers/save-bodies';
import { createArticle, articleBody } from '../helpers/articles';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };

const rowsOf = (screen: Element) => [
  ...shadowOf(screen).querySelectorAll<HTMLTableRowElement>('.version-history tbody tr'),
];
const cellsOf = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell) => cell.textContent?.trim() ?? '');

describe('the console: version history', () => {
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    signOutLocally();
  });

  it('an article’s versions: compare with the current one, restore one as a draft beside the live version', async () => {
    const { token } = await signInAs('editor1');
    const stamp = Date.now().toString(36);
    const created = await createArticle(token, {
      title: `版本一 ${stamp}`,
      content: '<p>第一版正文</p>',
    });
    const second = must(
      await apiPost<AdminArticle>(
        '/api/admin/articleSave',
        {
          ...articleBody({ title: `版本二 ${stamp}`, content: '<p>第二版正文</p>' }),
          id: created.id,
          version: created.version,
        },
        token,
      ),
    );
    app = await mountConsole('#/articles');
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    const toggle = (await findIn(form, 'button.toggle-history')) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitUntil(() => rowsOf(form).length === 2, 'two versions', SLOW);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const [newest, oldest] = rowsOf(form).map(cellsOf);
    expect(newest![0]).to.equal('第 2 版');
    expect(newest![2]).to.include('editor1');
    expect(newest![3]).to.equal('修改文章');
    expect(newest![4]).to.include('当前编辑');
    expect(newest![4]).to.include('访客可见');
    expect(oldest![0]).to.equal('第 1 版');
    expect(oldest![3]).to.equal('新建文章');

    (rowsOf(form)[1]!.querySelector('button.compare-version') as HTMLButtonElement).click();
    const compare = await findIn(form, '.version-compare .compare');
    await waitUntil(
      () => shadowOf(form).querySelector('.version-diff-count')?.textContent?.includes('2 项不同'),
      'title and body differ',
      SLOW,
    );
    const changed = [...compare.querySelectorAll('.changed dt')].map((dt) => dt.textContent);
    expect(changed).to.include('标题');
    expect(changed).to.include('正文');
    expect(compare.textContent).to.include('第一版正文');
    expect(compare.textContent).to.include('第二版正文');
    await expect(form).to.be.accessible();

    (rowsOf(form)[1]!.querySelector('button.restore-version') as HTMLButtonElement).click();
    const dialog = await findIn(form, '[role=dialog]');
    expect(dialog.textContent).to.include('把第 1 版');
    expect(dialog.textContent).to.include('点“发布更新”后才生效');
    await expect(form).to.be.accessible();
    ((await findIn(form, 'button.confirm-restore')) as HTMLButtonElement).click();

    const title = () => shadowOf(form).getElementById('article-title') as HTMLInputElement;
    await waitUntil(() => title().value === `版本一 ${stamp}`, 'the form holds version 1', SLOW);
    await waitUntil(() => rowsOf(form).length === 3, 'the restore is version 3', SLOW);
    expect(cellsOf(rowsOf(form)[0]!)[3]).to.equal('恢复文章的历史版本');
    expect(cellsOf(rowsOf(form)[0]!)[4]).to.equal('当前编辑');
    expect(cellsOf(rowsOf(form)[1]!)[4]).to.equal('访客可见');
    const live = must(await apiGet<ArticleDetail>(`/api/xnfz/articleDetail?id=${created.id}`));
    expect(live.title).to.equal(second.title, 'visitors keep the live version');
    const opened = must(
      await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token),
    );
    expect(opened.hasDraft).to.equal(true);
    expect(opened.content).to.equal('<p>第一版正文</p>');
  });

  it('a teacher sees their own course’s versions (without 负责教师) and restores one in place', async () => {
    const admin = await signInAs('admin1');
    const teacher = must(
      await apiGet<{ rows: { id: number; username: string }[] }>(
        '/api/admin/userList?keyword=teacher1',
        admin.token,
      ),
    ).rows.find((row) => row.username === 'teacher1')!;
    const [category] = must(await apiGet<Category[]>('/api/xnfz/courseCategories'));
    const course = must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        courseSaveBody(`版本课程 ${Date.now().toString(36)}`, {
          summary: '最初的简介',
          ownerId: teacher.id,
          categoryId: category!.id,
        }),
        admin.token,
      ),
    );
    signOutLocally();
    const { token } = await signInAs('teacher1');
    const body: Partial<AdminCourse> = { ...course };
    delete body.chapters;
    delete body.learnerCount;
    must(
      await apiPost(
        '/api/admin/courseSave',
        { ...body, summary: '教师改过的简介', published: false },
        token,
      ),
    );
    app = await mountConsole(`#/courses/edit?id=${course.id}`);
    const form = await screenOf(app, 'xnfz-admin-courses', '#course-title');
    ((await findIn(form, 'button.toggle-history')) as HTMLButtonElement).click();
    await waitUntil(() => rowsOf(form).length === 2, 'two versions', SLOW);
    (rowsOf(form)[1]!.querySelector('button.compare-version') as HTMLButtonElement).click();
    const compare = await findIn(form, '.version-compare .compare');
    await waitUntil(() => compare.querySelector('.changed'), 'the difference', SLOW);
    const labels = [...compare.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).to.include('课程简介');
    expect(labels).not.to.include('负责教师');
    // a teacher reads the category's name, as visitors do, not its id
    expect(compare.textContent).to.include(category!.name);
    expect(compare.textContent).not.to.match(/#\d/);
    (rowsOf(form)[1]!.querySelector('button.restore-version') as HTMLButtonElement).click();
    const dialog = await findIn(form, '[role=dialog]');
    expect(dialog.textContent).to.include('直接保存');
    ((await findIn(form, 'button.confirm-restore')) as HTMLButtonElement).click();
    const summary = () => shadowOf(form).getElementById('course-summary') as HTMLTextAreaElement;
    await waitUntil(() => summary().value === '最初的简介', 'restored in the form', SLOW);
    const saved = must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${course.id}`, token));
    expect(saved.summary).to.equal('最初的简介');
    expect(saved.hasDraft).to.equal(false);
    await consoleGo('#/courses');
  });
});
