import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/resource-list/resource-list.element';
import '../../../src/widgets/resource-detail/resource-detail.element';
import type {
  Category,
  Paged,
  ResourceDetail,
  ResourceKind,
  ResourceSummary,
  UserCollectRow,
} from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import { formatDate } from '../../../src/core/i18n/format';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import {
  arrivedAt,
  go,
  mountPortal,
  rewriteAnswers,
  screenElement,
  scriptableNodes,
  serverPage,
  typeIntoField,
  waitForIds,
} from '../helpers/content';
import { apiGet, must, registerUser } from '../helpers/server-api';

const LIST = '/api/xnfz/resourceList';
const MEDIA: Record<string, string> = {
  video: '视频',
  document: '文档',
  image: '图片',
  model: '模型',
  link: '链接',
};

const resourcePage = (kind: ResourceKind, query: Record<string, string | number> = {}) =>
  serverPage<ResourceSummary>(LIST, { kind, pageSize: 12, ...query });
const resourceDetail = async (id: number, token?: string) =>
  must(await apiGet<ResourceDetail>(`/api/xnfz/resourceDetail?id=${id}`, token));
const categoriesOf = async (kind: ResourceKind) =>
  must(await apiGet<Category[]>(`/api/xnfz/resourceCategories?kind=${kind}`));
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A category with sub-categories when there is one (its list includes theirs), else the first. */
function pickCategory(tree: Category[]): Category {
  const withChildren = tree.find((category) => category.children.length > 0);
  const picked = withChildren ?? tree[0];
  if (!picked) throw new Error('no demo categories');
  return picked;
}

function treeButton(element: HTMLElement, id: number | null): HTMLButtonElement {
  const root = shadowOf(element);
  const button =
    id === null
      ? root.querySelector<HTMLButtonElement>('.xnfz-tree > ul > li:first-child .xnfz-tree-label')
      : root.querySelector<HTMLButtonElement>(`[data-category-id="${id}"] > div .xnfz-tree-label`);
  if (!button) throw new Error(`tree entry ${id} missing`);
  return button;
}

function submitSearch(element: HTMLElement, keyword: string) {
  const root = shadowOf(element);
  typeIntoField(root.querySelector('input[name=keyword]') as HTMLInputElement, keyword);
  (root.querySelector('form[role=search]') as HTMLFormElement).requestSubmit();
}

async function firstWithVideo(): Promise<ResourceDetail> {
  for (const kind of ['resource', 'red'] as const) {
    const videos = (await resourcePage(kind, { pageSize: 100 })).rows.filter(
      (row) => row.mediaType === 'video',
    );
    for (const row of videos) {
      const detail = await resourceDetail(row.id);
      if (detail.videoUrl) return detail;
    }
  }
  throw new Error('no demo resource with a video');
}

async function collectedIds(token: string): Promise<number[]> {
  const data = must(
    await apiGet<Paged<UserCollectRow>>(
      '/api/xnfz/userCollect?targetType=resource&pageSize=100',
      token,
    ),
  );
  return data.rows.filter((row) => row.targetType === 'resource').map((row) => row.targetId);
}

describe('<xnfz-resource-list> on its own', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the category tree and the cards of the server (cover, media type, views, date)', async () => {
    const [tree, data] = await Promise.all([categoriesOf('resource'), resourcePage('resource')]);
    expect(tree.length, 'demo resource categories').to.be.greaterThan(0);
    expect(data.rows.length, 'demo resources').to.be.greaterThan(0);
    const element = await fixture<HTMLElement>(html`<xnfz-resource-list></xnfz-resource-list>`);
    await waitForIds(element, 'data-resource-id', ids(data.rows));
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.equal('资源中心');
    await findIn(element, '[part=category-tree]');
    const topLevel = [...root.querySelectorAll('.xnfz-tree > ul > li[data-category-id]')].map(
      (li) => Number(li.getAttribute('data-category-id')),
    );
    expect(topLevel).to.deep.equal(ids(tree));
    expect(treeButton(element, null).getAttribute('aria-current')).to.equal('true');
    expect(root.querySelector('.xnfz-pager-total')?.textContent).to.equal(`共 ${data.total} 条`);
    for (const row of data.rows) {
      const card = root.querySelector(`[data-resource-id="${row.id}"]`) as HTMLElement;
      expect(card.querySelector('.xnfz-card-title')?.textContent).to.equal(row.title);
      expect(card.querySelector('.xnfz-card-title')?.getAttribute('href')).to.equal(
        `#/resourcesdetail?id=${row.id}`,
      );
      expect(card.querySelector('.media-type')?.textContent).to.equal(MEDIA[row.mediaType]);
      expect(card.querySelector('time')?.textContent).to.equal(formatDate(row.createdAt));
      expect(
        Number(card.querySelector('[data-click-count]')?.getAttribute('data-click-count')),
      ).to.equal(row.clickCount);
      const image = card.querySelector('img');
      if (row.cover) expect(image?.getAttribute('src')).to.equal(row.cover);
      if (image) expect(image.getAttribute('alt')).to.equal('');
    }
  });

  it('filters by the chosen category (sub-categories included), by category-id and by keyword', async () => {
    const tree = await categoriesOf('resource');
    const category = pickCategory(tree);
    const inCategory = await resourcePage('resource', { categoryId: category.id });
    const all = await resourcePage('resource');
    expect(inCategory.total, 'resources in the category').to.be.greaterThan(0);
    expect(inCategory.total).to.be.lessThan(all.total);
    const element = await fixture<HTMLElement>(html`<xnfz-resource-list></xnfz-resource-list>`);
    await waitForIds(element, 'data-resource-id', ids(all.rows));
    treeButton(element, category.id).click();
    await waitForIds(element, 'data-resource-id', ids(inCategory.rows));
    expect(treeButton(element, category.id).getAttribute('aria-current')).to.equal('true');
    treeButton(element, null).click();
    await waitForIds(element, 'data-resource-id', ids(all.rows));

    const preset = await fixture<HTMLElement>(
      html`<xnfz-resource-list category-id=${category.id}></xnfz-resource-list>`,
    );
    await waitForIds(preset, 'data-resource-id', ids(inCategory.rows));

    const keyword = all.rows[0]?.title.slice(0, 2) ?? '';
    const byKeyword = await resourcePage('resource', { keyword });
    submitSearch(preset, keyword);
    await waitForIds(
      preset,
      'data-resource-id',
      ids((await resourcePage('resource', { keyword, categoryId: category.id })).rows),
    );
    treeButton(preset, null).click();
    await waitForIds(preset, 'data-resource-id', ids(byKeyword.rows));
  });

  it('pages like the server', async () => {
    const all = await resourcePage('resource', { pageSize: 4 });
    expect(all.total, 'more than one page of 4').to.be.greaterThan(4);
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-list page-size="4"></xnfz-resource-list>`,
    );
    await waitForIds(element, 'data-resource-id', ids(all.rows));
    (shadowOf(element).querySelector('[aria-label="第 2 页"]') as HTMLButtonElement).click();
    await waitForIds(
      element,
      'data-resource-id',
      ids((await resourcePage('resource', { pageSize: 4, pageNum: 2 })).rows),
    );
  });

  it('红色资源 has its own title, accent and cards leading to /redshow', async () => {
    const data = await resourcePage('red');
    expect(data.rows.length, 'demo 红色资源').to.be.greaterThan(0);
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-list kind="red"></xnfz-resource-list>`,
    );
    await waitForIds(element, 'data-resource-id', ids(data.rows));
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.equal('红色资源');
    expect(root.querySelector('[part=base]')?.getAttribute('data-kind')).to.equal('red');
    const head = root.querySelector('[part=head]') as Element;
    const plain = await fixture<HTMLElement>(html`<xnfz-resource-list></xnfz-resource-list>`);
    const plainHead = await findIn(plain, '[part=head]');
    expect(getComputedStyle(head).backgroundColor).to.not.equal(
      getComputedStyle(plainHead).backgroundColor,
    );
    expect(root.querySelector('.xnfz-card-title')?.getAttribute('href')).to.equal(
      `#/redshow?id=${data.rows[0]?.id}`,
    );
  });

  it('folds the category tree behind 分类筛选 at 375 px and shows it beside the cards at 1440 px', async () => {
    try {
      await setViewport({ width: 375, height: 800 });
      const list = await fixture<HTMLElement>(html`<xnfz-resource-list></xnfz-resource-list>`);
      const toggle = await findIn<HTMLButtonElement>(list, '.tree-toggle');
      await findIn(list, '[data-resource-id]');
      await findIn(list, '[part=category-tree]');
      const panel = shadowOf(list).querySelector('.tree-panel') as HTMLElement;
      expect(getComputedStyle(toggle).display).to.not.equal('none');
      expect(getComputedStyle(panel).display).to.equal('none');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true', 'tree open');
      expect(getComputedStyle(panel).display).to.not.equal('none');
      expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(375);

      await setViewport({ width: 1440, height: 900 });
      await waitUntil(() => getComputedStyle(toggle).display === 'none', 'toggle hidden');
      const side = shadowOf(list).querySelector('.side') as HTMLElement;
      const main = shadowOf(list).querySelector('.main') as HTMLElement;
      expect(side.getBoundingClientRect().right).to.be.at.most(main.getBoundingClientRect().left);
      expect(document.documentElement.scrollWidth).to.be.at.most(1440);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows 加载失败，点击重试 when the server cannot be reached, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-list kind="red"></xnfz-resource-list>`,
    );
    await waitUntil(
      () => shadowOf(element).querySelectorAll('[part=state-error] button').length === 2,
      'tree and cards failed',
    );
    configure({ apiBase: '' });
    for (const retry of shadowOf(element).querySelectorAll<HTMLButtonElement>(
      '[part=state-error] button',
    )) {
      expect(retry.textContent).to.equal('加载失败，点击重试');
      retry.click();
    }
    await findIn(element, '[data-resource-id]', 'cards after retry');
    await findIn(element, '[part=category-tree]', 'tree after retry');
  });

  it('passes axe', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-list kind="red"></xnfz-resource-list>`,
    );
    await findIn(element, '[data-resource-id]');
    await findIn(element, '[part=category-tree]');
    await expect(element).to.be.accessible();
  });
});

describe('<xnfz-resource-detail> on its own', () => {
  afterEach(() => {
    configure({ apiBase: '' });
    signOutLocally();
  });

  it('shows breadcrumb, meta, the video player and sanitised content', async () => {
    const resource = await firstWithVideo();
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${resource.id}></xnfz-resource-detail>`,
    );
    await findIn(element, `[data-resource-id="${resource.id}"]`);
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.equal(resource.title);
    const crumbs = [...root.querySelectorAll('[part=breadcrumb] li')].map((li) => li.textContent);
    expect(crumbs).to.deep.equal([
      '首页',
      resource.kind === 'red' ? '红色资源' : '资源中心',
      resource.title,
    ]);
    const meta = root.querySelector('[part=meta]')?.textContent ?? '';
    expect(meta).to.include('视频');
    expect(meta).to.include(formatDate(resource.createdAt));
    if (resource.categoryName) expect(meta).to.include(resource.categoryName);
    const video = root.querySelector('video') as HTMLVideoElement;
    expect(video.controls).to.equal(true);
    expect(video.getAttribute('src')).to.equal(resource.videoUrl);
    expect(video.getAttribute('aria-label')).to.include(resource.title);
    expect(scriptableNodes(root.querySelector('[part=content]') as Element)).to.deep.equal([]);
    expect(root.querySelector('[part=collect]')?.textContent).to.equal('收藏');
  });

  it('shows no player for a resource without a video', async () => {
    const rows = (await resourcePage('resource', { pageSize: 100 })).rows;
    const row = rows.find((candidate) => candidate.mediaType !== 'video');
    expect(row, 'a demo resource that is not a video').to.not.equal(undefined);
    const detail = await resourceDetail(row?.id ?? 0);
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${detail.id}></xnfz-resource-detail>`,
    );
    await findIn(element, `[data-resource-id="${detail.id}"]`);
    expect(Boolean(shadowOf(element).querySelector('video'))).to.equal(Boolean(detail.videoUrl));
    expect(shadowOf(element).querySelector('[part=meta]')?.textContent).to.include(
      MEDIA[detail.mediaType],
    );
  });

  it('收藏 / 已收藏 toggles the collection on the server for a logged-in user', async () => {
    const { token } = await registerUser();
    signIn(token);
    const id = (await resourcePage('red')).rows[0]?.id ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${id}></xnfz-resource-detail>`,
    );
    const button = await findIn<HTMLButtonElement>(element, '[part=collect]');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(await collectedIds(token)).to.not.include(id);
    button.click();
    await waitUntil(() => button.textContent === '已收藏', '已收藏');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(await collectedIds(token)).to.include(id);
    expect((await resourceDetail(id, token)).collected).to.equal(true);

    // a fresh element starts from the server's flag
    const again = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${id}></xnfz-resource-detail>`,
    );
    await waitUntil(
      () => shadowOf(again).querySelector('[part=collect]')?.textContent === '已收藏',
      'loaded as collected',
    );
    (shadowOf(again).querySelector('[part=collect]') as HTMLButtonElement).click();
    await waitUntil(
      () => shadowOf(again).querySelector('[part=collect]')?.textContent === '收藏',
      'uncollected',
    );
    expect(await collectedIds(token)).to.not.include(id);
  });

  it('tells an anonymous visitor to log in instead of collecting (embedded, no host)', async () => {
    expect(auth.token).to.equal(null);
    const id = (await resourcePage('resource')).rows[0]?.id ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${id}></xnfz-resource-detail>`,
    );
    const button = await findIn<HTMLButtonElement>(element, '[part=collect]');
    button.click();
    await waitForText(element, '登录后才能收藏资源。');
    const link = shadowOf(element).querySelector('[role=alert] a') as HTMLAnchorElement;
    expect(link.textContent).to.equal('去登录');
    expect(link.getAttribute('href')).to.match(/^#\/login/);
  });

  it('says 资源不存在 with the way back for a missing resource, and retries after a failed load', async () => {
    const missing = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id="99999999" kind="red"></xnfz-resource-detail>`,
    );
    await waitForText(missing, '资源不存在');
    expect(shadowOf(missing).querySelector('[part=state-error] a')?.getAttribute('href')).to.equal(
      '#/redlist',
    );

    const id = (await resourcePage('resource')).rows[0]?.id ?? 0;
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${id}></xnfz-resource-detail>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, `[data-resource-id="${id}"]`, 'resource after retry');
  });

  it('cannot run script from a resource body', async () => {
    const id = (await resourcePage('resource')).rows[0]?.id ?? 0;
    const restore = rewriteAnswers<ResourceDetail>('/api/xnfz/resourceDetail', (data) => ({
      ...data,
      content:
        '<p id="kept">介绍<img src="data:," onerror="window.__xnfzHacked=1"></p>' +
        '<script>window.__xnfzHacked=2</script><a href="javascript:alert(1)">x</a>',
    }));
    try {
      const element = await fixture<HTMLElement>(
        html`<xnfz-resource-detail resource-id=${id}></xnfz-resource-detail>`,
      );
      await findIn(element, '[part=content] #kept');
      expect(
        scriptableNodes(shadowOf(element).querySelector('[part=content]') as Element),
      ).to.deep.equal([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((window as { __xnfzHacked?: number }).__xnfzHacked).to.equal(undefined);
    } finally {
      restore();
    }
  });

  it('passes axe', async () => {
    const resource = await firstWithVideo();
    const element = await fixture<HTMLElement>(
      html`<xnfz-resource-detail resource-id=${resource.id}></xnfz-resource-detail>`,
    );
    await findIn(element, `[data-resource-id="${resource.id}"]`);
    await expect(element).to.be.accessible();
  });
});

describe('resources inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    history.replaceState(null, '', '#/');
  });
  afterEach(() => signOutLocally());

  it('/resourceslist: category in the path, page and keyword in the query, back / forward', async () => {
    const category = pickCategory(await categoriesOf('resource'));
    const all = await resourcePage('resource');
    await go('#/resourceslist');
    const list = await screenElement(portal, 'xnfz-resource-list');
    await waitForIds(list, 'data-resource-id', ids(all.rows));
    await findIn(list, '[part=category-tree]');

    treeButton(list, category.id).click();
    await arrivedAt(`#/resourceslist/${category.id}`);
    const inCategory = await resourcePage('resource', { categoryId: category.id });
    await waitForIds(list, 'data-resource-id', ids(inCategory.rows));
    expect(treeButton(list, category.id).getAttribute('aria-current')).to.equal('true');

    const keyword = inCategory.rows[0]?.title.slice(0, 2) ?? '';
    submitSearch(list, keyword);
    await arrivedAt(`#/resourceslist/${category.id}?keyword=${encodeURIComponent(keyword)}`);
    await waitForIds(
      list,
      'data-resource-id',
      ids((await resourcePage('resource', { categoryId: category.id, keyword })).rows),
    );

    const withKeyword = ids(
      (await resourcePage('resource', { categoryId: category.id, keyword })).rows,
    );
    // one step at a time: two history.back() in a row can leave the test page once the tab's
    // history is at Chromium's 50-entry cap (the whole suite runs in one tab)
    history.back();
    await arrivedAt(`#/resourceslist/${category.id}`);
    await waitForIds(list, 'data-resource-id', ids(inCategory.rows));
    expect(treeButton(list, category.id).getAttribute('aria-current')).to.equal('true');
    history.forward();
    await arrivedAt(`#/resourceslist/${category.id}?keyword=${encodeURIComponent(keyword)}`);
    await waitForIds(list, 'data-resource-id', withKeyword);

    // 全部 leaves the category and keeps the keyword
    treeButton(list, null).click();
    await arrivedAt(`#/resourceslist?keyword=${encodeURIComponent(keyword)}`);
    await waitForIds(
      list,
      'data-resource-id',
      ids((await resourcePage('resource', { keyword })).rows),
    );
    expect(treeButton(list, null).getAttribute('aria-current')).to.equal('true');
    history.back();
    await arrivedAt(`#/resourceslist/${category.id}?keyword=${encodeURIComponent(keyword)}`);
    await waitForIds(list, 'data-resource-id', withKeyword);

    expect(all.total, 'more than one page of demo resources').to.be.greaterThan(12);
    await go('#/resourceslist');
    await waitForIds(list, 'data-resource-id', ids(all.rows));
    (shadowOf(list).querySelector('[aria-label="第 2 页"]') as HTMLButtonElement).click();
    await arrivedAt('#/resourceslist?page=2');
    await waitForIds(
      list,
      'data-resource-id',
      ids((await resourcePage('resource', { pageNum: 2 })).rows),
    );
  });

  it('/redlist keeps its category as ?category=, and a card opens /redshow', async () => {
    const category = pickCategory(await categoriesOf('red'));
    await go('#/redlist');
    const list = await screenElement(portal, 'xnfz-resource-list');
    await findIn(list, '[part=category-tree]');
    await findIn(list, '[data-resource-id]');
    treeButton(list, category.id).click();
    await arrivedAt(`#/redlist?category=${category.id}`);
    const inCategory = await resourcePage('red', { categoryId: category.id });
    await waitForIds(list, 'data-resource-id', ids(inCategory.rows));
    const first = inCategory.rows[0] as ResourceSummary;
    (
      shadowOf(list).querySelector(
        `[data-resource-id="${first.id}"] .xnfz-card-title`,
      ) as HTMLAnchorElement
    ).click();
    await arrivedAt(`#/redshow?id=${first.id}`);
    const detail = await screenElement(portal, 'xnfz-resource-detail');
    await findIn(detail, `[data-resource-id="${first.id}"]`);
    expect(document.title).to.include('资源详情');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '红色资源',
    );
    (
      shadowOf(detail).querySelector('[part=breadcrumb] a[href="#/redlist"]') as HTMLElement
    ).click();
    await arrivedAt('#/redlist');
  });

  it('sends an anonymous 收藏 to /login with the way back, and a logged-in one to the server', async () => {
    const id = (await resourcePage('resource')).rows[1]?.id ?? 0;
    await go(`#/resourcesdetail?id=${id}`);
    const detail = await screenElement(portal, 'xnfz-resource-detail');
    (await findIn<HTMLButtonElement>(detail, '[part=collect]')).click();
    await arrivedAt(`#/login?redirect=${encodeURIComponent(`/resourcesdetail?id=${id}`)}`);

    const { token } = await registerUser('teacher');
    signIn(token);
    await go(`#/resourcesdetail?id=${id}`);
    const again = await screenElement(portal, 'xnfz-resource-detail');
    const button = await findIn<HTMLButtonElement>(again, '[part=collect]');
    await waitUntil(() => button.getAttribute('aria-pressed') === 'false', 'not collected yet');
    button.click();
    await waitUntil(() => button.getAttribute('aria-pressed') === 'true', 'collected');
    expect(await collectedIds(token)).to.include(id);
  });

  it('shows 资源不存在 for a missing ?id=', async () => {
    await go('#/resourcesdetail?id=99999999');
    const detail = await screenElement(portal, 'xnfz-resource-detail');
    await waitForText(detail, '资源不存在');
    expect(shadowOf(detail).querySelector('[part=state-error] a')?.getAttribute('href')).to.equal(
      '#/resourceslist',
    );
  });
});
