/**
 * 置顶截止 in the console's article form against the real server: shown only for a pinned article,
 * entered and shown on the centre's clock (China time; the test browser runs on UTC), as is the
 * publication time; unpinning clears it.
 */
import { expect } from '@open-wc/testing';
import { createArticle } from '../helpers/articles';
import { waitUntil } from '../helpers/wait-until';
import type { AdminArticle } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

const SLOW = { timeout: 15000 };

function field(screen: HTMLElement, id: string): HTMLInputElement | null {
  return shadowOf(screen).getElementById(id) as HTMLInputElement | null;
}

describe('the console: an article pinned until a time', () => {
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

  it('opens with its pin end and publication time in China time, saves a new end, and unpinned has none', async () => {
    expect(new Date().getTimezoneOffset()).to.equal(0);
    const title = `置顶截止 ${Date.now().toString(36)}`;
    const created = await createArticle(token, {
      kind: 'notice',
      title,
      pinned: true,
      pinnedUntil: '2030-05-01T02:00:00.000Z',
      published: false,
      publishedAt: '2030-01-01T00:00:00.000Z',
    });
    await consoleGo(`#/articles/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-articles', '#article-title');
    await waitUntil(() => field(form, 'article-title')?.value === title, 'opened', SLOW);
    const until = field(form, 'article-pinnedUntilLocal') as HTMLInputElement;
    expect(
      shadowOf(form).querySelector('label[for="article-pinnedUntilLocal"]')?.textContent,
    ).to.equal('置顶截止');
    expect(until.value).to.equal('2030-05-01T10:00');
    expect(field(form, 'article-publishedAtLocal')?.value).to.equal('2030-01-01T08:00');

    typeInto(until, '2030-06-01T08:00');
    (shadowOf(form).querySelector('button.save-draft') as HTMLButtonElement).click();
    const saved = async () =>
      must(await apiGet<AdminArticle>(`/api/admin/articleDetail?id=${created.id}`, token));
    await waitUntil(
      async () => (await saved()).pinnedUntil === '2030-06-01T00:00:00.000Z',
      'the new end saved as 08:00 China time',
      SLOW,
    );
    expect((await saved()).publishedAt).to.equal('2030-01-01T00:00:00.000Z', 'kept');

    (field(form, 'article-pinned') as HTMLInputElement).click();
    await waitUntil(() => field(form, 'article-pinnedUntilLocal') === null, 'only when pinned');
    await expect(form).to.be.accessible();
    (shadowOf(form).querySelector('button.save-draft') as HTMLButtonElement).click();
    await waitUntil(async () => (await saved()).pinned === false, 'unpinned', SLOW);
    expect((await saved()).pinnedUntil).to.equal(null);
  });

  it('the list says until when an article is pinned, and that a passed end has lapsed', async () => {
    const tag = `置顶列表 ${Date.now().toString(36)}`;
    const save = (title: string, pinnedUntil: string | null) =>
      createArticle(token, { kind: 'notice', title, pinned: true, pinnedUntil });
    const until = await save(`${tag} 至五月`, '2030-05-01T02:00:00.000Z');
    const lapsed = await save(`${tag} 已到期`, '2020-01-01T00:00:00.000Z');
    const always = await save(`${tag} 一直置顶`, null);
    await consoleGo('#/articles');
    const list = await screenOf(app, 'xnfz-admin-articles', 'tbody tr, [part=state-empty]');
    typeInto(field(list, 'articles-keyword') as HTMLInputElement, tag);
    (
      shadowOf(list).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const row = (id: number) =>
      shadowOf(list).querySelector(`tr[data-article-id="${id}"]`) as HTMLElement | null;
    await waitUntil(() => row(until.id) && row(lapsed.id) && row(always.id), 'three rows', SLOW);
    const marks = (id: number) =>
      [...row(id)!.querySelectorAll('.pinned, .pinned-until')].map((node) => node.textContent);
    expect(marks(until.id)).to.deep.equal(['置顶', '置顶至 2030-05-01 10:00']);
    expect(marks(lapsed.id)).to.deep.equal(['置顶已到期']);
    expect(marks(always.id)).to.deep.equal(['置顶']);
  });
});
