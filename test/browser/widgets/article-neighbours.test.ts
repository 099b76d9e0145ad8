/**
 * 上一篇 / 下一篇 say where they lead (issue 18 · 13): each shows the title of the neighbouring
 * article, read from the real server's list order, at 375 px and 1440 px without sticking out.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { ArticleSummary } from '../../../src/core/api/contract';
import '../../../src/widgets/article-detail/article-detail.element';
import { serverPage } from '../helpers/content';
import { shadowOf } from '../helpers/dom';
import { atWidths, stickingOut } from '../helpers/layout';

describe('上一篇 / 下一篇 of an article', () => {
  it('show the titles of the neighbouring articles', async () => {
    const list = await serverPage<ArticleSummary>('/api/xnfz/articleList', {
      kind: 'news',
      pageSize: 3,
    });
    const [first, second, third] = list.rows as [ArticleSummary, ArticleSummary, ArticleSummary];
    const element = await fixture<HTMLElement>(
      html`<xnfz-article-detail article-id=${second.id} kind="news"></xnfz-article-detail>`,
    );
    await waitUntil(() => shadowOf(element).querySelector('a.next'), 'neighbours shown');
    const root = shadowOf(element);
    expect(root.querySelector('a.prev')?.textContent).to.equal(`上一篇：${first.title}`);
    expect(root.querySelector('a.next')?.textContent).to.equal(`下一篇：${third.title}`);
    await atWidths(async (width) => {
      expect(stickingOut(element.shadowRoot as ShadowRoot, width)).to.deep.equal([]);
    });
  });
});
