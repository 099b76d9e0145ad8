import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/article-list/article-list.element';
import '../../../src/widgets/article-detail/article-detail.element';
import '../../../src/widgets/news-feed/news-feed.element';
import type { ArticleDetail, ArticleKind, ArticleSummary } from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import { formatDate } from '../../../src/core/i18n/format';
import { formatFileSize } from '../../../src/core/ui/content-attachments';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import {
  arrivedAt,
  go,
  mountPortal,
  rewriteAnswers,
  screenElement,
  scriptableNodes,
  serverPage,
  shownIds,
  typeIntoField,
  waitForIds,
} from '../helpers/content';
import { apiGet, must } from '../helpers/server-api';

const LIST = '/api/xnfz/articleList';
const TITLES: Record<ArticleKind, string> = {
  news: '新闻动态',
  notice: '通知公告',
  research: '研究中心',
};
const DETAIL_ROUTES: Record<ArticleKind, string> = {
  news: '/newsdetail',
  notice: '/noticedetail',
  research: '/researchdetail',
};

const articlePage = (kind: ArticleKind, query: Record<string, string | number> = {}) =>
  serverPage<ArticleSummary>(LIST, { kind, pageSize: 10, ...query });
const articleDetail = async (id: number) =>
  must(await apiGet<ArticleDetail>(`/api/xnfz/articleDetail?id=${id}`));

function rowOf(element: HTMLElement, id: number): HTMLElement {
  const row = shadowOf(element).querySelector<HTMLElement>(`[data-article-id="${id}"]`);
  if (!row) throw new Error(`row ${id} not shown`);
  return row;
}

function submitSearch(element: HTMLElement, keyword: string) {
  const root = shadowOf(element);
  typeIntoField(root.querySelector('input[name=keyword]') as HTMLInputElement, keyword);
  (root.querySelector('form[role=search]') as HTMLFormElement).requestSubmit();
}

function pagerButton(element: HTMLElement, label: string): HTMLButtonElement {
  const button = shadowOf(element).querySelector<HTMLButtonElement>(
    `[part=pager] button[aria-label="${label}"]`,
  );
  if (!button) throw new Error(`pager button ${label} missing`);
  return button;
}

/** A word from the middle of an article title that not every article of the kind contains. */
function keywordFrom(rows: ArticleSummary[]): string {
  for (const row of rows) {
    const word = row.title.slice(2, 4);
    if (word.trim().length === 2 && rows.some((other) => !other.title.includes(word))) return word;
  }
  throw new Error('no distinguishing keyword in the demo titles');
}

describe('<xnfz-article-list> on its own', () => {
  afterEach(() => configure({ apiBase: '' }));

  for (const kind of ['news', 'notice', 'research'] as const) {
    it(`lists ${kind} as the server orders them (pinned first), each row linking to ${DETAIL_ROUTES[kind]}`, async () => {
      const data = await articlePage(kind);
      expect(data.rows.length, `demo ${kind}`).to.be.greaterThan(0);
      const element = await fixture<HTMLElement>(
        html`<xnfz-article-list kind=${kind}></xnfz-article-list>`,
      );
      await waitForIds(
        element,
        'data-article-id',
        data.rows.map((row) => row.id),
      );
      const root = shadowOf(element);
      expect(root.querySelector('h1')?.textContent).to.equal(TITLES[kind]);
      expect(root.querySelector('.xnfz-pager-total')?.textContent).to.equal(`共 ${data.total} 条`);
      const firstPlain = data.rows.findIndex((row) => !row.pinned);
      const lastPinned = data.rows.map((row) => row.pinned).lastIndexOf(true);
      expect(lastPinned < firstPlain || firstPlain === -1, 'server: pinned first').to.equal(true);
      for (const row of data.rows) {
        const shown = rowOf(element, row.id);
        expect(shown.querySelector('.article-link')?.textContent).to.equal(row.title);
        expect(shown.querySelector('.article-link')?.getAttribute('href')).to.equal(
          `#${DETAIL_ROUTES[kind]}?id=${row.id}`,
        );
        expect(Boolean(shown.querySelector('[part=pinned]')), `置顶 on ${row.id}`).to.equal(
          row.pinned,
        );
        expect(shown.querySelector('time')?.textContent).to.match(/^\d{4}-\d{2}-\d{2}$/);
        expect(shown.querySelector('time')?.textContent).to.equal(formatDate(row.publishedAt));
        expect(
          Number(shown.querySelector('[data-click-count]')?.getAttribute('data-click-count')),
        ).to.equal(row.clickCount);
        expect(shown.querySelector('[data-click-count] svg')?.getAttribute('aria-label')).to.equal(
          '浏览量',
        );
        if (row.source) expect(shown.textContent).to.include(row.source);
      }
      if (lastPinned >= 0) {
        expect(
          rowOf(element, data.rows[0]?.id ?? 0).querySelector('[part=pinned]')?.textContent,
        ).to.equal('置顶');
      }
    });
  }

  it('has pinned articles in the demo data, shown with 置顶 at the top', async () => {
    const pinned = [];
    for (const kind of ['news', 'notice', 'research'] as const) {
      const data = await articlePage(kind, { pageSize: 100 });
      pinned.push(...data.rows.filter((row) => row.pinned).map((row) => ({ kind, row })));
    }
    expect(pinned.length, 'pinned demo articles').to.be.greaterThan(0);
    const { kind, row } = pinned[0] as { kind: ArticleKind; row: ArticleSummary };
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind=${kind}></xnfz-article-list>`,
    );
    await findIn(element, `[data-article-id="${row.id}"] [part=pinned]`);
    expect(shownIds(element, 'data-article-id')[0]).to.equal((await articlePage(kind)).rows[0]?.id);
  });

  it('searches by keyword (Enter submits) and pages through the result like the server', async () => {
    const all = await articlePage('news', { pageSize: 100 });
    const keyword = keywordFrom(all.rows);
    const expected = await articlePage('news', { pageSize: 3, keyword });
    expect(expected.total).to.be.lessThan(all.total);
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind="news" page-size="3"></xnfz-article-list>`,
    );
    await findIn(element, '[data-article-id]');
    const input = shadowOf(element).querySelector('input[name=keyword]') as HTMLInputElement;
    expect(shadowOf(element).querySelector(`label[for="${input.id}"]`)?.textContent).to.equal(
      '搜索关键词',
    );
    submitSearch(element, `  ${keyword} `);
    await waitForIds(
      element,
      'data-article-id',
      expected.rows.map((row) => row.id),
    );
    await waitForText(element, `共 ${expected.total} 条`);
    await waitForText(element, `“${keyword}”的搜索结果`);

    // paging of the whole list
    submitSearch(element, '');
    const second = await articlePage('news', { pageSize: 3, pageNum: 2 });
    expect(all.total, 'enough demo news for two pages of 3').to.be.greaterThan(3);
    await waitForIds(
      element,
      'data-article-id',
      (await articlePage('news', { pageSize: 3 })).rows.map((row) => row.id),
    );
    pagerButton(element, '第 2 页').click();
    await waitForIds(
      element,
      'data-article-id',
      second.rows.map((row) => row.id),
    );
    expect(pagerButton(element, '第 2 页').getAttribute('aria-current')).to.equal('page');
  });

  it('says 暂无数据 when nothing matches', async () => {
    const keyword = '不存在的关键词zzqx';
    expect((await articlePage('notice', { keyword })).total).to.equal(0);
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind="notice"></xnfz-article-list>`,
    );
    await findIn(element, '[data-article-id]');
    submitSearch(element, keyword);
    await findIn(element, '[part=state-empty]');
    expect(shadowOf(element).querySelector('[part=state-empty]')?.textContent).to.equal('暂无数据');
  });

  it('shows 加载失败，点击重试 when the server cannot be reached, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind="research"></xnfz-article-list>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, '[data-article-id]', 'rows after retry');
  });

  it('asks the embedding page before opening an article (cancelable xnfz-navigate)', async () => {
    const data = await articlePage('notice');
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind="notice"></xnfz-article-list>`,
    );
    const link = await findIn<HTMLAnchorElement>(element, '.article-link');
    const before = location.hash;
    const seen: HTMLElementEventMap['xnfz-navigate'][] = [];
    // cancelled synchronously, as an embedding page that routes by itself does
    element.addEventListener('xnfz-navigate', (event) => {
      event.preventDefault();
      seen.push(event);
    });
    link.click();
    expect(seen.length).to.equal(1);
    expect(seen[0]?.detail.route).to.equal('/noticedetail');
    expect(seen[0]?.detail.params.id).to.equal(data.rows[0]?.id);
    expect(seen[0]?.composed && seen[0]?.bubbles).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location.hash).to.equal(before);
  });

  it('passes axe', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-list kind="news"></xnfz-article-list>`,
    );
    await findIn(element, '[data-article-id]');
    await expect(element).to.be.accessible();
  });
});

describe('<xnfz-article-detail> on its own', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows breadcrumb, title, meta line, body and 上一篇 / 下一篇 of the server article', async () => {
    const first = await articlePage('news');
    const id = first.rows[0]?.id ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${id}></xnfz-article-detail>`,
    );
    await findIn(element, `[data-article-id="${id}"]`);
    const article = await articleDetail(id);
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.include(article.title);
    const crumbs = [...root.querySelectorAll('[part=breadcrumb] li')].map((li) => li.textContent);
    expect(crumbs).to.deep.equal(['首页', '新闻动态', article.title]);
    expect(root.querySelector('[part=breadcrumb] a[href="#/newslist"]')).to.not.equal(null);
    const meta = root.querySelector('[part=meta]')?.textContent ?? '';
    expect(meta).to.include(formatDate(article.publishedAt));
    if (article.source) expect(meta).to.include(article.source);
    if (article.author) expect(meta).to.include(article.author);
    expect(meta).to.match(/浏览量 [\d,.万]+/);
    expect(root.querySelector('[part=content]')?.textContent?.length).to.be.greaterThan(0);
    // the first article of the list has no 上一篇; its 下一篇 is the second row
    expect(article.prevId).to.equal(null);
    expect(root.querySelector('span.prev')?.getAttribute('aria-disabled')).to.equal('true');
    expect(root.querySelector('span.prev')?.textContent).to.equal('上一篇：没有了');
    expect(article.nextId).to.equal(first.rows[1]?.id ?? null);
    expect(root.querySelector('a.next')?.getAttribute('href')).to.equal(
      `#/newsdetail?id=${article.nextId}`,
    );
    expect(scriptableNodes(root.querySelector('[part=content]') as Element)).to.deep.equal([]);
  });

  it('shows 下一篇：没有了 on the last article, and follows the article-id attribute', async () => {
    const all = await articlePage('research', { pageSize: 100 });
    const last = all.rows.at(-1) as ArticleSummary;
    const previous = all.rows.at(-2) as ArticleSummary;
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${last.id}></xnfz-article-detail>`,
    );
    await findIn(element, `[data-article-id="${last.id}"]`);
    const root = shadowOf(element);
    expect(root.querySelector('span.next')?.textContent).to.equal('下一篇：没有了');
    expect(root.querySelector('a.prev')?.getAttribute('href')).to.equal(
      `#/researchdetail?id=${previous.id}`,
    );
    expect([...root.querySelectorAll('[part=breadcrumb] li')][1]?.textContent).to.equal('研究中心');
    element.setAttribute('article-id', String(previous.id));
    await findIn(element, `[data-article-id="${previous.id}"]`);
    expect(root.querySelector('h1')?.textContent).to.include(previous.title);
  });

  it('lists attachments with their size in KB / MB and a download link', async () => {
    let found: ArticleDetail | null = null;
    for (const kind of ['notice', 'news', 'research'] as const) {
      for (const row of (await articlePage(kind, { pageSize: 100 })).rows) {
        const detail = await articleDetail(row.id);
        if (detail.attachments.length > 0) {
          found = detail;
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a demo article with attachments').to.not.equal(null);
    const article = found as ArticleDetail;
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${article.id}></xnfz-article-detail>`,
    );
    await findIn(element, '[part=attachments]');
    const items = [...shadowOf(element).querySelectorAll('.attachment')];
    expect(items.length).to.equal(article.attachments.length);
    article.attachments.forEach((attachment, index) => {
      const item = items[index] as Element;
      expect(item.querySelector('a')?.getAttribute('href')).to.equal(attachment.url);
      expect(item.querySelector('a')?.textContent).to.equal(`下载 ${attachment.name}`);
      expect(item.querySelector('.attachment-size')?.textContent).to.equal(
        formatFileSize(attachment.size),
      );
      expect(item.querySelector('.attachment-size')?.textContent).to.match(/^[\d.]+ (KB|MB)$/);
    });
    expect(formatFileSize(1536)).to.equal('1.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).to.equal('3 MB');
  });

  it('says 资源不存在 with the way back to the list for a missing or invalid id', async () => {
    const missing = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id="99999999" kind="notice"></xnfz-article-detail>`,
    );
    await waitForText(missing, '资源不存在');
    const back = shadowOf(missing).querySelector('[part=state-error] a');
    expect(back?.getAttribute('href')).to.equal('#/notice');
    expect(back?.textContent).to.equal('返回通知公告');
    const invalid = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id="abc"></xnfz-article-detail>`,
    );
    await waitForText(invalid, '资源不存在');
    expect(shadowOf(invalid).querySelector('[part=state-error] a')?.getAttribute('href')).to.equal(
      '#/newslist',
    );
  });

  it('cannot run script from an article body: it is sanitised again in the browser', async () => {
    const id = (await articlePage('news')).rows[0]?.id ?? 0;
    const hostile =
      '<p id="kept">正文<img src="data:," onerror="window.__xnfzHacked=1">' +
      '<a href="javascript:window.__xnfzHacked=2">链接</a></p><script>window.__xnfzHacked=3</script>' +
      '<iframe src="javascript:1"></iframe><svg><g onload="window.__xnfzHacked=4"></g></svg>';
    const restore = rewriteAnswers<ArticleDetail>('/api/xnfz/articleDetail', (data) => ({
      ...data,
      content: hostile,
    }));
    try {
      const element = await fixture<HTMLElement>(
        html`<xnfz-article-detail article-id=${id}></xnfz-article-detail>`,
      );
      const body = await findIn(element, '[part=content] #kept');
      expect(body.textContent).to.include('正文');
      const content = shadowOf(element).querySelector('[part=content]') as Element;
      expect(scriptableNodes(content)).to.deep.equal([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((window as { __xnfzHacked?: number }).__xnfzHacked).to.equal(undefined);
    } finally {
      restore();
    }
  });

  it('shows 加载失败，点击重试 when the server cannot be reached, and loads on retry', async () => {
    const id = (await articlePage('notice')).rows[0]?.id ?? 0;
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${id}></xnfz-article-detail>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, `[data-article-id="${id}"]`, 'article after retry');
  });

  it('passes axe', async () => {
    const id = (await articlePage('news')).rows[0]?.id ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${id}></xnfz-article-detail>`,
    );
    await findIn(element, `[data-article-id="${id}"]`);
    await expect(element).to.be.accessible();
  });
});

describe('article screens at phone and desktop widths', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [375, 1440]) {
    it(`list and detail fit ${width} px without sideways scrolling`, async () => {
      await setViewport({ width, height: 900 });
      const data = await articlePage('news');
      const list = await fixture<HTMLElement>(
        html`<xnfz-article-list kind="news"></xnfz-article-list>`,
      );
      await waitForIds(
        list,
        'data-article-id',
        data.rows.map((row) => row.id),
      );
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const detail = await fixture<HTMLElement>(
        html`<xnfz-article-detail article-id=${data.rows[0]?.id ?? 0}></xnfz-article-detail>`,
      );
      await findIn(detail, '[part=content]');
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const search = shadowOf(list).querySelector('[part=search]') as HTMLElement;
      expect(search.getBoundingClientRect().right).to.be.at.most(width);
    });
  }
});

describe('<xnfz-news-feed>', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the latest articles (title and date) and 更多 leading to the list', async () => {
    const data = await articlePage('notice', { pageSize: 3 });
    const element = await fixture<HTMLElement>(
      html`<xnfz-news-feed kind="notice" limit="3"></xnfz-news-feed>`,
    );
    await waitForIds(
      element,
      'data-article-id',
      data.rows.map((row) => row.id),
    );
    const root = shadowOf(element);
    expect(root.querySelector('h2')?.textContent).to.equal('通知公告');
    const more = root.querySelector('[part=more]') as HTMLAnchorElement;
    expect(more.getAttribute('href')).to.equal('#/notice');
    expect(more.textContent).to.equal('更多通知公告');
    data.rows.forEach((row) => {
      const shown = rowOf(element, row.id);
      expect(shown.querySelector('a')?.textContent).to.equal(row.title);
      expect(shown.querySelector('time')?.textContent).to.equal(formatDate(row.publishedAt));
    });
  });

  it('defaults to 5 news, and recovers from a failed load on retry', async () => {
    const data = await articlePage('news', { pageSize: 5 });
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(html`<xnfz-news-feed></xnfz-news-feed>`);
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    configure({ apiBase: '' });
    retry.click();
    await waitForIds(
      element,
      'data-article-id',
      data.rows.map((row) => row.id),
    );
    expect(shadowOf(element).querySelector('[part=more]')?.getAttribute('href')).to.equal(
      '#/newslist',
    );
    await expect(element).to.be.accessible();
  });
});

describe('articles inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    history.replaceState(null, '', '#/');
  });

  it('list → page 2 → keyword → back / forward, with page and keyword in the address', async () => {
    const all = await articlePage('news', { pageSize: 100 });
    expect(all.total, 'more than one page of demo news').to.be.greaterThan(10);
    await go('#/newslist');
    const list = await screenElement(portal, 'xnfz-article-list');
    await waitForIds(
      list,
      'data-article-id',
      (await articlePage('news')).rows.map((r) => r.id),
    );

    pagerButton(list, '第 2 页').click();
    await arrivedAt('#/newslist?page=2');
    const second = await articlePage('news', { pageNum: 2 });
    await waitForIds(
      list,
      'data-article-id',
      second.rows.map((row) => row.id),
    );

    const keyword = keywordFrom(all.rows);
    submitSearch(list, keyword);
    await arrivedAt(`#/newslist?keyword=${encodeURIComponent(keyword)}`);
    const found = await articlePage('news', { keyword });
    await waitForIds(
      list,
      'data-article-id',
      found.rows.map((row) => row.id),
    );

    history.back();
    await arrivedAt('#/newslist?page=2');
    await waitForIds(
      list,
      'data-article-id',
      second.rows.map((row) => row.id),
    );
    expect(
      (shadowOf(list).querySelector('input[name=keyword]') as HTMLInputElement).value,
    ).to.equal('');
    history.forward();
    await arrivedAt(`#/newslist?keyword=${encodeURIComponent(keyword)}`);
    await waitForIds(
      list,
      'data-article-id',
      found.rows.map((row) => row.id),
    );
    expect(
      (shadowOf(list).querySelector('input[name=keyword]') as HTMLInputElement).value,
    ).to.equal(keyword);
  });

  it('row → detail → 下一篇 → back, and the breadcrumb leads to the list', async () => {
    const rows = (await articlePage('notice')).rows;
    const [first, second] = rows as [ArticleSummary, ArticleSummary];
    await go('#/notice');
    const list = await screenElement(portal, 'xnfz-article-list');
    await waitForIds(
      list,
      'data-article-id',
      rows.map((row) => row.id),
    );
    (rowOf(list, first.id).querySelector('.article-link') as HTMLAnchorElement).click();
    await arrivedAt(`#/noticedetail?id=${first.id}`);
    const detail = await screenElement(portal, 'xnfz-article-detail');
    await findIn(detail, `[data-article-id="${first.id}"]`);
    expect(document.title).to.include('公告详情');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '通知公告',
    );

    (shadowOf(detail).querySelector('a.next') as HTMLAnchorElement).click();
    await arrivedAt(`#/noticedetail?id=${second.id}`);
    await findIn(detail, `[data-article-id="${second.id}"]`);
    expect(shadowOf(detail).querySelector('h1')?.textContent).to.include(second.title);
    expect(shadowOf(detail).querySelector('a.prev')?.getAttribute('href')).to.equal(
      `#/noticedetail?id=${first.id}`,
    );

    history.back();
    await arrivedAt(`#/noticedetail?id=${first.id}`);
    await findIn(detail, `[data-article-id="${first.id}"]`);

    (shadowOf(detail).querySelector('[part=breadcrumb] a[href="#/notice"]') as HTMLElement).click();
    await arrivedAt('#/notice');
    await screenElement(portal, 'xnfz-article-list');
  });

  it('research and news detail routes show the article of ?id=, and 资源不存在 for a missing one', async () => {
    const research = (await articlePage('research')).rows[0] as ArticleSummary;
    await go(`#/researchdetail?id=${research.id}`);
    const detail = await screenElement(portal, 'xnfz-article-detail');
    await findIn(detail, `[data-article-id="${research.id}"]`);
    expect([...shadowOf(detail).querySelectorAll('[part=breadcrumb] li')][1]?.textContent).to.equal(
      '研究中心',
    );
    await go('#/newsdetail?id=99999999');
    await waitForText(detail, '资源不存在');
    const back = shadowOf(detail).querySelector('[part=state-error] a') as HTMLAnchorElement;
    expect(back.getAttribute('href')).to.equal('#/newslist');
    back.click();
    await arrivedAt('#/newslist');
    await go('#/newsdetail');
    await waitForText(await screenElement(portal, 'xnfz-article-detail'), '资源不存在');
  });

  it('the research centre list shows research articles', async () => {
    const data = await articlePage('research');
    await go('#/researchcenter');
    const list = await screenElement(portal, 'xnfz-article-list');
    await waitForIds(
      list,
      'data-article-id',
      data.rows.map((row) => row.id),
    );
    expect(shadowOf(list).querySelector('h1')?.textContent).to.equal('研究中心');
  });

  it('a news feed on a portal screen opens its list by hash', async () => {
    const feed = await fixture<HTMLElement>(
      html`<xnfz-news-feed kind="research"></xnfz-news-feed>`,
    );
    const more = await findIn<HTMLAnchorElement>(feed, '[part=more]');
    await findIn(feed, '[data-article-id]');
    more.click();
    await arrivedAt('#/researchcenter');
    await waitUntil(() => portal.shadowRoot?.querySelector('xnfz-article-list'), 'list screen');
  });
});
