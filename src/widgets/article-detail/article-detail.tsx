import { useCallback } from 'react';
import { getArticle } from '../../core/api/content';
import type { ArticleDetail as ArticleData } from '../../core/api/contract';
import { formatCount, formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ARTICLE_KINDS, articleKind } from '../../core/ui/article-row';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { ContentAttachments } from '../../core/ui/content-attachments';
import { ContentDetailState, loadRecord, recordId } from '../../core/ui/content-detail-state';
import { RichText } from '../../core/ui/rich-text';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { articleDetailStyles } from './article-detail.styles';

export interface ArticleDetailProps {
  /** The article to show (the host passes `?id=` of the address). */
  articleId?: number;
  /** The list to lead back to before the article is known (the host passes the route's kind). */
  kind?: string;
}

function Neighbours({ article }: { article: ArticleData }) {
  const t = useT();
  const { detail } = ARTICLE_KINDS[article.kind];
  return (
    <nav className="neighbours" part="neighbours" aria-label={t('content.neighbours')}>
      {article.prevId !== null ? (
        <RouteLink to={detail} params={{ id: article.prevId }} className="prev" part="prev">
          {article.prevTitle
            ? t('content.prevTitled', { title: article.prevTitle })
            : t('content.prev')}
        </RouteLink>
      ) : (
        <span className="prev" part="prev" aria-disabled="true">
          {t('content.noPrev')}
        </span>
      )}
      {article.nextId !== null ? (
        <RouteLink to={detail} params={{ id: article.nextId }} className="next" part="next">
          {article.nextTitle
            ? t('content.nextTitled', { title: article.nextTitle })
            : t('content.next')}
        </RouteLink>
      ) : (
        <span className="next" part="next" aria-disabled="true">
          {t('content.noNext')}
        </span>
      )}
    </nav>
  );
}

function Article({ article }: { article: ArticleData }) {
  const t = useT();
  const list = ARTICLE_KINDS[article.kind];
  return (
    <>
      <Breadcrumb trail={[{ label: t(list.title), to: list.list }, { label: article.title }]} />
      <article className="article" data-article-id={article.id}>
        <h1 className="title" part="title">
          {article.pinned ? <span className="pinned">{t('content.pinned')}</span> : null}
          {article.title}
        </h1>
        <p className="meta" part="meta">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.source ? <span>{t('content.source', { source: article.source })}</span> : null}
          {article.author ? <span>{t('content.author', { author: article.author })}</span> : null}
          <span data-click-count={article.clickCount}>
            {t('content.viewsCount', { n: formatCount(article.clickCount) })}
          </span>
        </p>
        <h2 className="xnfz-visually-hidden">{t('content.body')}</h2>
        <RichText html={article.content} />
        <ContentAttachments attachments={article.attachments} />
      </article>
      <Neighbours article={article} />
    </>
  );
}

/** One news item, notice or research article: breadcrumb, meta, body, attachments, 上一篇 / 下一篇. */
export function ArticleDetail({ articleId, kind }: ArticleDetailProps) {
  const t = useT();
  const id = recordId(articleId);
  const load = useCallback(() => loadRecord(id, getArticle), [id]);
  const result = useAsync(load, [id]);
  const fallback = ARTICLE_KINDS[articleKind(kind)];
  return (
    <WidgetShell styles={articleDetailStyles}>
      <section className="detail" part="base">
        <ContentDetailState result={result} listRoute={fallback.list} listTitle={t(fallback.title)}>
          {(article) => <Article article={article} />}
        </ContentDetailState>
      </section>
    </WidgetShell>
  );
}
