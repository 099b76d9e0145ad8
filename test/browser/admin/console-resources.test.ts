/**
 * The console's 资源管理 screen against the real server: an editor creates a 红色资源 with a cover
 * uploaded through the media picker, previews it, publishes it, and the portal's 红色资源 list
 * shows it on the next load (its cover image loads); unpublishing takes it off again; a field the
 * server refuses is named at the field; an edit conflict keeps both versions.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/resource-list/resource-list.element';
import type { AdminResource } from '../../../src/core/api/admin-contract';
import type { ResourceDetail } from '../../../src/core/api/contract';
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
import { pngFile, setFile } from '../helpers/media';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function byId<E extends HTMLElement = HTMLInputElement>(screen: HTMLElement, id: string): E {
  return shadowOf(screen).getElementById(id) as E;
}

function click(screen: HTMLElement, selector: string): void {
  (shadowOf(screen).querySelector(selector) as HTMLElement).click();
}

/**
 * The portal's 红色资源 list searched for `title` (a fresh element: the next load). Its first,
 * unfiltered page shows other cards: only cards that all carry the title, or the empty state,
 * are the search's answer.
 */
async function portalRedTitles(title: string): Promise<HTMLElement> {
  const list = await fixture<HTMLElement>(
    html`<xnfz-resource-list kind="red"></xnfz-resource-list>`,
  );
  const input = await findIn<HTMLInputElement>(list, '[part=search-input]');
  typeInto(input, title);
  (shadowOf(list).querySelector('[part=search-button]') as HTMLButtonElement).click();
  await waitUntil(
    () => {
      if (shadowOf(list).querySelector('[part=state-loading]')) return false;
      if (shadowOf(list).querySelector('[part=state-empty]')) return true;
      const cards = [...shadowOf(list).querySelectorAll('[part=card]')];
      return cards.length > 0 && cards.every((card) => card.textContent?.includes(title));
    },
    'the search result',
    { timeout: 10000 },
  );
  return list;
}

describe('the console: resources and 红色资源', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole();
    await consoleGo('#/resources');
    await screenOf(app, 'xnfz-admin-resources', 'table');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('an editor creates a 红色资源 with an uploaded cover, previews and publishes it, and the portal lists it on the next load', async () => {
    const title = `红色资源控制台 ${stamp()}`;
    const list = await screenOf(app, 'xnfz-admin-resources', 'table');
    chooseIn(byId<HTMLSelectElement>(list, 'resources-kind'), 'red');
    await waitUntil(
      () =>
        (shadowOf(list).querySelector('a.new-resource') as HTMLAnchorElement).href.includes(
          'kind=red',
        ),
      'new 红色资源 link',
    );
    click(list, 'a.new-resource');
    const form = await screenOf(app, 'xnfz-admin-resources', '#resource-title');
    expect(byId<HTMLSelectElement>(form, 'resource-kind').value).to.equal('red');

    // nothing is sent with an empty title: named at its field
    click(form, 'button.save-publish');
    await waitForText(form, '标题不能为空');
    expect(byId(form, 'resource-title').getAttribute('aria-invalid')).to.equal('true');
    // a bad cover address is named at its field too
    typeInto(byId(form, 'resource-cover'), 'javascript:alert(1)');
    typeInto(byId(form, 'resource-title'), title);
    click(form, 'button.save-publish');
    await waitForText(form, '封面图片须为媒体库中的文件（以 /media/ 开头），可上传或从媒体库选择');

    // the cover: uploaded through the media picker
    typeInto(byId(form, 'resource-cover'), '');
    click(form, 'button.pick-media');
    const dialog = await findIn(form, '[role=dialog]');
    expect(dialog.textContent).to.include('从媒体库选择图片');
    (dialog.querySelector('button.open-upload') as HTMLButtonElement).click();
    const input = await findIn<HTMLInputElement>(form, '[role=dialog] input[type=file]');
    setFile(input, await pngFile(`封面-${stamp()}.png`));
    (dialog.querySelector('.upload-panel button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(
      () => /^\/media\/uploads\/.+\.png$/.test(byId(form, 'resource-cover').value),
      'the uploaded cover in the field',
      { timeout: 15000 },
    );
    expect(shadowOf(form).querySelector('[role=dialog]')).to.equal(null);
    const cover = byId(form, 'resource-cover').value;
    const categories = byId<HTMLSelectElement>(form, 'resource-categoryId');
    await waitUntil(() => categories.options.length > 1, 'the 红色资源 categories');
    chooseIn(categories, categories.options[1]!.value);
    typeIntoArea(byId<HTMLTextAreaElement>(form, 'resource-summary'), '控制台登记的红色资源');

    // the preview
    click(form, 'button.toggle-preview');
    const preview = await findIn(form, '#resource-preview');
    expect(preview.textContent).to.include(title);
    expect(preview.querySelector('img')?.getAttribute('src')).to.equal(cover);
    await expect(form).to.be.accessible();

    click(form, 'button.save-publish');
    await waitUntil(() => /^#\/resources\/edit\?id=\d+$/.test(location.hash), 'saved: its address');
    const id = Number(location.hash.split('=')[1]);
    const saved = must(await apiGet<AdminResource>(`/api/admin/resourceDetail?id=${id}`, token));
    expect(saved).to.include({ title, kind: 'red', cover, published: true });
    expect(saved.categoryId).to.equal(Number(categories.value));

    // the portal, loaded afresh, lists it with its cover
    const portal = await portalRedTitles(title);
    const card = shadowOf(portal).querySelector('[part=card]') as HTMLElement;
    expect(card?.textContent).to.include(title);
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).to.equal(cover);
    await waitUntil(() => image.complete && image.naturalWidth > 0, 'the cover loads');
    portal.remove();

    // 撤回发布 from the list (红色资源, newest first), after a confirmation: off the portal
    await consoleGo('#/resources?kind=red');
    const back = await screenOf(app, 'xnfz-admin-resources', `tr[data-resource-id="${id}"]`);
    const row = shadowOf(back).querySelector(`tr[data-resource-id="${id}"]`) as HTMLElement;
    expect(row.textContent).to.include('已发布');
    const toggle = row.querySelector('button.toggle-publish') as HTMLButtonElement;
    expect(toggle.textContent).to.equal('撤回发布');
    toggle.click();
    ((await findIn(back, 'button.confirm-withdraw')) as HTMLButtonElement).click();
    await waitUntil(
      () =>
        shadowOf(back).querySelector(`tr[data-resource-id="${id}"] .live-status`)?.textContent ===
        '草稿',
      'withdrawn in the list',
      { timeout: 15000 },
    );
    const after = await portalRedTitles(title);
    expect(shadowOf(after).querySelector('[part=card]')).to.equal(null);
    after.remove();
  });

  it('the list filters by library, category and status and sorts by title', async () => {
    await consoleGo('#/resources?kind=resource');
    const list = await screenOf(app, 'xnfz-admin-resources', 'tbody tr');
    chooseIn(byId<HTMLSelectElement>(list, 'resources-sort'), 'title');
    chooseIn(byId<HTMLSelectElement>(list, 'resources-order'), 'asc');
    chooseIn(byId<HTMLSelectElement>(list, 'resources-status'), 'published');
    await waitUntil(
      () =>
        [...shadowOf(list).querySelectorAll('tbody tr')].every((tr) =>
          tr.textContent?.includes('已发布'),
        ),
      'published only',
    );
    const categories = byId<HTMLSelectElement>(list, 'resources-category');
    await waitUntil(() => categories.options.length > 1, 'categories');
    chooseIn(categories, categories.options[1]!.value);
    const name = categories.options[1]!.textContent!.trim();
    await waitUntil(() => {
      const rows = [...shadowOf(list).querySelectorAll('tbody tr')];
      return (
        shadowOf(list).querySelector('[part=state-empty]') !== null ||
        (rows.length > 0 && rows.every((tr) => tr.children[1]?.textContent === name))
      );
    }, 'one category');
  });

  it('保存草稿 on a published resource leaves the portal as it was; 发布更新 from the list shows the change', async () => {
    const title = `已发布资源 ${stamp()}`;
    const created = must(
      await apiPost<AdminResource>(
        '/api/admin/resourceSave',
        {
          kind: 'red',
          title,
          categoryId: null,
          cover: '',
          summary: '',
          content: '<p>已发布的正文</p>',
          mediaType: 'document',
          videoUrl: null,
          attachments: [],
          published: true,
        },
        token,
      ),
    );
    const publicTitle = async () => {
      const detail = await apiGet<ResourceDetail>(`/api/xnfz/resourceDetail?id=${created.id}`);
      return detail.code === 0 ? detail.data!.title : null;
    };
    await consoleGo(`#/resources/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-resources', '#resource-title');
    await waitUntil(() => byId(form, 'resource-title').value === title, 'opened');
    expect(shadowOf(form).querySelector('button.save-draft')?.textContent).to.equal('保存草稿');
    expect(shadowOf(form).querySelector('button.save-publish')?.textContent).to.equal('发布更新');
    typeInto(byId(form, 'resource-title'), `${title}（新版）`);
    click(form, 'button.save-draft');
    await waitUntil(
      () =>
        shadowOf(form).querySelector('.live-status')?.textContent === '已发布（有未发布的修改）',
      'working copy saved',
      { timeout: 15000 },
    );
    expect(await publicTitle()).to.equal(title);

    await consoleGo('#/resources?kind=red');
    const list = await screenOf(
      app,
      'xnfz-admin-resources',
      `tr[data-resource-id="${created.id}"]`,
    );
    const row = () =>
      shadowOf(list).querySelector(`tr[data-resource-id="${created.id}"]`) as HTMLElement;
    expect(row().querySelector('.live-status')?.textContent).to.equal('已发布（有未发布的修改）');
    (row().querySelector('button.publish-update') as HTMLButtonElement).click();
    await waitUntil(
      async () => (await publicTitle()) === `${title}（新版）`,
      'the update published',
      { timeout: 15000 },
    );
    await waitUntil(
      () => row()?.querySelector('.live-status')?.textContent === '已发布',
      'nothing pending',
      { timeout: 15000 },
    );
    must(await apiPost('/api/admin/resourcePublish', { id: created.id, published: false }, token));
  });

  it("an edit conflict keeps the editor's version beside the latest, and saves only when told", async () => {
    const title = `冲突资源 ${stamp()}`;
    const body = {
      kind: 'resource',
      title,
      categoryId: null,
      cover: '',
      summary: '原来的简介',
      content: '<p>正文</p>',
      mediaType: 'document',
      videoUrl: null,
      attachments: [],
      published: false,
    };
    const created = must(await apiPost<AdminResource>('/api/admin/resourceSave', body, token));
    await consoleGo(`#/resources/edit?id=${created.id}`);
    const form = await screenOf(app, 'xnfz-admin-resources', '#resource-summary');
    // someone else saves first
    must(
      await apiPost<AdminResource>(
        '/api/admin/resourceSave',
        { ...body, summary: '别人改的简介', id: created.id, version: created.version },
        token,
      ),
    );
    const summary = byId<HTMLTextAreaElement>(form, 'resource-summary');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(summary, '我改的简介');
    summary.dispatchEvent(new Event('input', { bubbles: true }));
    click(form, 'button.save-draft');
    const panel = await findIn(form, '[part=conflict]');
    expect(panel.querySelector('.side-mine')?.textContent).to.include('我改的简介');
    expect(panel.querySelector('.side-theirs')?.textContent).to.include('别人改的简介');
    (panel.querySelector('button') as HTMLButtonElement).click();
    await waitUntil(() => !shadowOf(form).querySelector('[part=conflict]'), 'saved over');
    const latest = must(
      await apiGet<AdminResource>(`/api/admin/resourceDetail?id=${created.id}`, token),
    );
    expect(latest.summary).to.equal('我改的简介');
  });
});
