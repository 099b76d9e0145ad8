import type { AdminArticleSaveBody, VersionFieldsOf } from '../../core/api/admin-contract';
import type { ArticleKind, Attachment } from '../../core/api/contract';
import { adminT, type AdminKey } from '../../core/i18n/admin-translate';
import { isoToLocalInput, localInputToIso } from '../../core/ui/admin/date-input';
import {
  attachmentFieldOf,
  attachmentProblems,
  attachmentsOf,
  savedAgainst,
  type AttachmentField,
} from '../../core/ui/admin/draft-fields';
import { problemTexts } from '../../core/ui/admin/problem-texts';
import {
  ADMIN_LIMITS,
  mediaFileUrl,
  optionalText,
  requiredText,
  type FieldProblem,
} from '../../core/validation/admin-rules';

/** What the form holds: the save body's fields, the publish time as the input shows it. */
export interface ArticleDraft {
  kind: ArticleKind;
  title: string;
  summary: string;
  cover: string;
  author: string;
  source: string;
  content: string;
  attachments: Attachment[];
  pinned: boolean;
  /** 置顶截止 as the input shows it ('' for none). */
  pinnedUntilLocal: string;
  publishedAtLocal: string;
}

export type DraftField = Exclude<keyof ArticleDraft, 'attachments'> | AttachmentField;

export const FIELD_LABELS: Record<Exclude<keyof ArticleDraft, 'attachments'>, AdminKey> = {
  kind: 'articles.kind',
  title: 'articles.title',
  summary: 'articles.summary',
  cover: 'articles.cover',
  author: 'articles.author',
  source: 'articles.source',
  content: 'articles.content',
  pinned: 'articles.pinned',
  pinnedUntilLocal: 'articles.pinnedUntil',
  publishedAtLocal: 'articles.publishedAt',
};

export function emptyDraft(kind: ArticleKind = 'news'): ArticleDraft {
  return {
    kind,
    title: '',
    summary: '',
    cover: '',
    author: '',
    source: '',
    content: '',
    attachments: [],
    pinned: false,
    pinnedUntilLocal: '',
    publishedAtLocal: isoToLocalInput(new Date().toISOString()),
  };
}

export function draftOf(article: VersionFieldsOf['article']): ArticleDraft {
  return {
    kind: article.kind,
    title: article.title,
    summary: article.summary,
    cover: article.cover,
    author: article.author,
    source: article.source,
    content: article.content,
    attachments: attachmentsOf(article.attachments),
    pinned: article.pinned,
    pinnedUntilLocal: article.pinnedUntil ? isoToLocalInput(article.pinnedUntil) : '',
    publishedAtLocal: isoToLocalInput(article.publishedAt),
  };
}

/** The problems of a draft by field (empty when it may be saved). */
export function checkDraft(draft: ArticleDraft): Partial<Record<DraftField, string>> {
  const label = (field: keyof typeof FIELD_LABELS) => adminT(FIELD_LABELS[field]);
  const problems: [DraftField, FieldProblem | null][] = [
    ['title', requiredText(draft.title, ADMIN_LIMITS.articleTitle, label('title'))],
    ['author', optionalText(draft.author, ADMIN_LIMITS.articleAuthor, label('author'))],
    ['source', optionalText(draft.source, ADMIN_LIMITS.articleSource, label('source'))],
    ['summary', optionalText(draft.summary, ADMIN_LIMITS.articleSummary, label('summary'))],
    ['cover', mediaFileUrl(draft.cover, label('cover'))],
    [
      'publishedAtLocal',
      localInputToIso(draft.publishedAtLocal)
        ? null
        : { key: 'form.invalidTime', params: { field: label('publishedAtLocal') } },
    ],
    [
      'pinnedUntilLocal',
      !draft.pinned || !draft.pinnedUntilLocal || localInputToIso(draft.pinnedUntilLocal)
        ? null
        : { key: 'form.invalidTime', params: { field: label('pinnedUntilLocal') } },
    ],
    ['content', optionalText(draft.content, ADMIN_LIMITS.articleContent, label('content'))],
  ];
  problems.push(
    ...attachmentProblems(
      draft.attachments,
      adminT('articles.attachmentName'),
      adminT('articles.attachmentUrl'),
    ),
  );
  return problemTexts(problems);
}

/** The save body of a draft (checked first with checkDraft). */
export function bodyOf(
  draft: ArticleDraft,
  published: boolean,
  opened: { id: number; version: string } | null,
): AdminArticleSaveBody {
  return {
    ...savedAgainst(opened),
    kind: draft.kind,
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    cover: draft.cover.trim(),
    author: draft.author.trim(),
    source: draft.source.trim(),
    content: draft.content,
    attachments: attachmentsOf(draft.attachments, true),
    pinned: draft.pinned,
    pinnedUntil: draft.pinned ? localInputToIso(draft.pinnedUntilLocal) : null,
    published,
    publishedAt: localInputToIso(draft.publishedAtLocal) ?? new Date().toISOString(),
  };
}

/** The server names fields as in the save body: map them to the form's. */
export function draftFieldOf(serverField: string): DraftField | null {
  if (serverField === 'publishedAt') return 'publishedAtLocal';
  if (serverField === 'pinnedUntil') return 'pinnedUntilLocal';
  return (
    attachmentFieldOf(serverField) ??
    (serverField in FIELD_LABELS ? (serverField as DraftField) : null)
  );
}
