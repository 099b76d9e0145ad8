import type {
  AdminCategory,
  AdminResource,
  AdminResourceSaveBody,
} from '../../core/api/admin-contract';
import type { Attachment, MediaType, ResourceKind } from '../../core/api/contract';
import { registryT, type AdminRegistryKey } from '../../core/i18n/zh-cn/admin-registry';
import { conflictRowsOf, type ConflictRow } from '../../core/ui/admin/conflict-panel';
import {
  attachmentFieldOf,
  attachmentProblems,
  attachmentsOf,
  savedAgainst,
  type AttachmentField,
} from '../../core/ui/admin/draft-fields';
import { problemTexts } from '../../core/ui/admin/problem-texts';
import { plainTextOf } from '../../core/ui/admin/rich-text-plain';
import {
  ADMIN_LIMITS,
  mediaFileUrl,
  optionalText,
  requiredText,
  type FieldProblem,
} from '../../core/validation/admin-rules';

export const RESOURCE_KINDS: readonly ResourceKind[] = ['resource', 'red'];
export const MEDIA_TYPES: readonly MediaType[] = ['video', 'document', 'image', 'model', 'link'];

/** The server's limits of a resource's fields (admin-registry routes). */
export const RESOURCE_LIMITS = { title: 100, summary: 300 } as const;

/** What the form holds. */
export interface ResourceDraft {
  kind: ResourceKind;
  title: string;
  categoryId: number | null;
  cover: string;
  summary: string;
  content: string;
  mediaType: MediaType;
  videoUrl: string;
  attachments: Attachment[];
}

export type ResourceField = Exclude<keyof ResourceDraft, 'attachments'> | AttachmentField;

export const FIELD_LABELS: Record<Exclude<keyof ResourceDraft, 'attachments'>, AdminRegistryKey> = {
  kind: 'resources.kind',
  title: 'resources.title',
  categoryId: 'resources.category',
  cover: 'resources.cover',
  summary: 'resources.summary',
  content: 'resources.content',
  mediaType: 'resources.mediaType',
  videoUrl: 'resources.videoUrl',
};

export function emptyResource(kind: ResourceKind): ResourceDraft {
  return {
    kind,
    title: '',
    categoryId: null,
    cover: '',
    summary: '',
    content: '',
    mediaType: 'document',
    videoUrl: '',
    attachments: [],
  };
}

export function resourceDraftOf(resource: AdminResource): ResourceDraft {
  return {
    kind: resource.kind,
    title: resource.title,
    categoryId: resource.categoryId,
    cover: resource.cover,
    summary: resource.summary,
    content: resource.content,
    mediaType: resource.mediaType,
    videoUrl: resource.videoUrl ?? '',
    attachments: attachmentsOf(resource.attachments),
  };
}

/** The problems of a draft by field, with the server's rules (empty when it may be saved). */
export function checkResource(draft: ResourceDraft): Partial<Record<ResourceField, string>> {
  const label = (field: keyof typeof FIELD_LABELS) => registryT(FIELD_LABELS[field]);
  const problems: [ResourceField, FieldProblem | null][] = [
    ['title', requiredText(draft.title, RESOURCE_LIMITS.title, label('title'))],
    ['summary', optionalText(draft.summary, RESOURCE_LIMITS.summary, label('summary'))],
    ['cover', mediaFileUrl(draft.cover, label('cover'))],
    ['videoUrl', mediaFileUrl(draft.videoUrl, label('videoUrl'))],
    ['content', optionalText(draft.content, ADMIN_LIMITS.articleContent, label('content'))],
  ];
  problems.push(
    ...attachmentProblems(
      draft.attachments,
      registryT('resources.attachmentName'),
      registryT('resources.attachmentUrl'),
    ),
  );
  return problemTexts(problems);
}

/** The save body of a checked draft. */
export function resourceBodyOf(
  draft: ResourceDraft,
  published: boolean,
  opened: { id: number; version: string } | null,
): AdminResourceSaveBody {
  return {
    ...savedAgainst(opened),
    kind: draft.kind,
    title: draft.title.trim(),
    categoryId: draft.categoryId,
    cover: draft.cover.trim(),
    summary: draft.summary.trim(),
    content: draft.content,
    mediaType: draft.mediaType,
    videoUrl: draft.videoUrl.trim() || null,
    attachments: attachmentsOf(draft.attachments, true),
    published,
  };
}

/** The form field a server refusal names (`attachments[1].url` → `attachments.1`). */
export function resourceFieldOf(serverField: string): ResourceField | null {
  const attachment = attachmentFieldOf(serverField);
  if (attachment) return attachment;
  const name = serverField.split('.')[0] ?? '';
  return name in FIELD_LABELS ? (name as ResourceField) : null;
}

/** A category tree as select options, children indented under their parent. */
export function categoryOptions(tree: readonly AdminCategory[], depth = 0): [string, string][] {
  return tree.flatMap((category) => [
    [String(category.id), `${'\u3000'.repeat(depth)}${category.name}`] as [string, string],
    ...categoryOptions(category.children, depth + 1),
  ]);
}

/** Mine beside theirs, field by field, for the conflict panel. */
export function resourceConflictRows(
  draft: ResourceDraft,
  latest: AdminResource,
  categoryName: (id: number | null) => string,
): ConflictRow[] {
  const text = (d: ResourceDraft): [string, string][] => [
    [registryT('resources.title'), d.title],
    [registryT('resources.category'), categoryName(d.categoryId)],
    [registryT('resources.cover'), d.cover],
    [registryT('resources.summary'), d.summary],
    [registryT('resources.mediaType'), registryT(`resources.mediaType.${d.mediaType}`)],
    [registryT('resources.videoUrl'), d.videoUrl],
    [registryT('resources.attachments'), d.attachments.map((a) => a.name).join('、')],
    [registryT('resources.content'), plainTextOf(d.content)],
  ];
  return conflictRowsOf(text, draft, resourceDraftOf(latest));
}
