import type { ArticleKind } from '../../core/api/contract';
import type { AdminKey } from '../../core/i18n/admin-translate';

export const KINDS: readonly ArticleKind[] = ['news', 'notice', 'research'];

export const KIND_LABELS: Record<ArticleKind, AdminKey> = {
  news: 'articles.kind.news',
  notice: 'articles.kind.notice',
  research: 'articles.kind.research',
};
