import type { Attachment } from '../../api/contract';
import {
  ADMIN_LIMITS,
  linkUrl,
  requiredText,
  type FieldProblem,
} from '../../validation/admin-rules';

/** A form's name of one attachment row (its index in the list). */
export type AttachmentField = `attachments.${number}`;

/**
 * Each attachment's problem, as the server checks it: a name, and a link (required).
 * @example
 * attachmentProblems(draft.attachments, '附件名称', '附件地址'); // [['attachments.0', null]]
 */
export function attachmentProblems(
  attachments: readonly Attachment[],
  nameLabel: string,
  urlLabel: string,
): [AttachmentField, FieldProblem | null][] {
  return attachments.map((item, index) => [
    `attachments.${index}`,
    requiredText(item.name, ADMIN_LIMITS.attachmentName, nameLabel) ??
      linkUrl(item.url, urlLabel, false),
  ]);
}

/**
 * The form's attachment row a server refusal names (`attachments[1].url` → `attachments.1`);
 * null when it names another field.
 * @example
 * attachmentFieldOf('attachments[1].url'); // 'attachments.1'
 */
export function attachmentFieldOf(serverField: string): AttachmentField | null {
  const attachment = /^attachments\[(\d+)\]/.exec(serverField);
  return attachment ? `attachments.${Number(attachment[1])}` : null;
}

/**
 * Attachments as a form holds them (copies it may change) or as a save body sends them
 * (`trim`: names trimmed).
 * @example
 * attachmentsOf(article.attachments); attachmentsOf(draft.attachments, true);
 */
export function attachmentsOf(attachments: readonly Attachment[], trim = false): Attachment[] {
  return attachments.map((item) => (trim ? { ...item, name: item.name.trim() } : { ...item }));
}

/**
 * What a save body names of the record it was opened from (`id` and `version`); nothing for a
 * new record.
 * @example
 * const body = { ...savedAgainst(opened), title: draft.title.trim() };
 */
export function savedAgainst(opened: { id: number; version: string } | null): {
  id?: number;
  version?: string;
} {
  return opened ? { id: opened.id, version: opened.version } : {};
}

/**
 * A copy of a list with one item changed.
 * @example
 * changedAt(draft.attachments, 1, { name: '讲义' });
 */
export function changedAt<T>(list: readonly T[], index: number, change: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...change } : item));
}

/**
 * A copy of a list without one item.
 * @example
 * removedAt(draft.attachments, 0);
 */
export function removedAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
