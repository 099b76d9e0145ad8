import type { ArticleKind, ArticleSummary } from '../api/contract';
import { formatCount, formatDate } from '../i18n/format';
import { useT } from '../i18n/translate';
import type { MessageKey } from '../i18n/zh-cn';
import { Icon } from './icons';
import { RouteLink } from './route-link';

export interface ArticleKindInfo {
  /** The list screen of the kind. */
  list: string;
  /** The detail screen of the kind (takes `?id=`). */
  detail: string;
  title: MessageKey;
}

/** Where each kind of article lives in the portal, and what its screens are called. */
export const ARTICLE_KINDS: Readonly<Record<ArticleKind, ArticleKindInfo>> = {
  news: { list: '/newslist', detail: '/newsdetail', title: 'content.kind.news' },
  notice: { list: '/notice', detail: '/noticedetail', title: 'content.kind.notice' },
  research: { list: '/researchcenter', detail: '/researchdetail', title: 'content.kind.research' },
};

/** The kind named by an attribute; anything else reads as news. */
export function articleKind(value: string | undefined): ArticleKind {
  return value === 'notice' || value === 'research' ? value : 'news';
}

export interface ArticleRowProps {
  article: ArticleSummary;
  /** Title and date only (the embeddable feed). */
  compact?: boolean;
}

/**
 * One article in a list, linking to its detail screen: pinned marker, title, summary, date,
 * source and views; `compact` keeps the title and date.
 * @example
 * <ul>{rows.map((row) => <ArticleRow key={row.id} article={row} />)}</ul>
 */
export function ArticleRow({ article, compact = false }: ArticleRowProps) {
  const t = useT();
  const link = (
    <RouteLink
      to={ARTICLE_KINDS[article.kind].detail}
      params={{ id: article.id }}
      className="article-link"
    >
      {article.title}
    </RouteLink>
  );
  const pinned = article.pinned ? (
    <span className="pinned" part="pinned">
      {t('content.pinned')}
    </span>
  ) : null;
  const date = (
    <time className="article-date" dateTime={article.publishedAt}>
      {formatDate(article.publishedAt)}
    </time>
  );
  if (compact) {
    return (
      <li className="article-row" part="item" data-article-id={article.id}>
        <span className="article-title">
          {pinned}
          {link}
        </span>
        {date}
      </li>
    );
  }
  return (
    <li className="article-row" part="item" data-article-id={article.id}>
      <div className="article-body">
        <h2 className="article-title">
          {pinned}
          {link}
        </h2>
        {article.summary ? <p className="article-summary">{article.summary}</p> : null}
        <p className="xnfz-meta">
          {date}
          {article.source ? (
            <span className="article-source">
              {t('content.source', { source: article.source })}
            </span>
          ) : null}
          <span className="xnfz-meta-item" data-click-count={article.clickCount}>
            <Icon name="views" size={16} label={t('content.views')} />
            {formatCount(article.clickCount)}
          </span>
        </p>
      </div>
      {article.cover ? (
        <img className="article-cover" src={article.cover} alt="" loading="lazy" />
      ) : null}
    </li>
  );
}
