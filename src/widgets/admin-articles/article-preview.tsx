import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { localInputToIso } from '../../core/ui/admin/date-input';
import { ContentAttachments } from '../../core/ui/content-attachments';
import { RichText } from '../../core/ui/rich-text';
import type { ArticleDraft } from './article-form';

/** How the article will look on the portal's detail screen (title, meta, body, attachments). */
export function ArticlePreview({ id, draft }: { id: string; draft: ArticleDraft }) {
  const t = useAdminT();
  const portalT = useT();
  const publishedAt = localInputToIso(draft.publishedAtLocal) ?? new Date().toISOString();
  return (
    <section id={id} className="card preview" aria-labelledby={`${id}-heading`}>
      <h2 className="preview-heading" id={`${id}-heading`}>
        {t('articles.previewHeading')}
      </h2>
      <article className="detail">
        <h3 className="title">
          {draft.pinned ? <span className="pinned-mark">{portalT('content.pinned')}</span> : null}
          {draft.title}
        </h3>
        <p className="meta">
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
          {draft.source ? <span>{portalT('content.source', { source: draft.source })}</span> : null}
          {draft.author ? <span>{portalT('content.author', { author: draft.author })}</span> : null}
        </p>
        <RichText html={draft.content} />
        <ContentAttachments attachments={draft.attachments.filter((item) => item.url)} />
      </article>
    </section>
  );
}
