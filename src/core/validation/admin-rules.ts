/**
 * The console's field rules, checked in the browser before a save so people see the problem at
 * the field; the server checks the same rules again (its refusal `参数错误：<field> …` is shown at
 * the field it names). Lengths count characters (code points), as the server does.
 */
import type { AdminKey } from '../i18n/admin-translate';

/** Longest value of each console field, in characters. */
export const ADMIN_LIMITS = {
  articleTitle: 100,
  articleSummary: 300,
  articleAuthor: 32,
  articleSource: 64,
  url: 500,
  articleContent: 200_000,
  attachmentName: 100,
  attachments: 20,
  feedbackReply: 5000,
  siteName: 50,
  siteFooter: 500,
  contactAddress: 200,
  contactPhone: 50,
  contactEmail: 254,
  contactHours: 100,
  linkName: 50,
  links: 30,
  keyword: 50,
  ilabTitle: 100,
  courseMessageTitle: 100,
  courseMessageBody: 2000,
} as const;

/** A problem of one field: the text key and its parameters. */
export interface FieldProblem {
  key: AdminKey;
  params?: Record<string, string | number>;
}

const length = (value: string) => [...value].length;

/**
 * Required text of at most `max` characters (after trimming).
 * @example
 * requiredText('', 100, '标题'); // → { key: 'form.required', … }
 */
export function requiredText(value: string, max: number, field: string): FieldProblem | null {
  if (!value.trim()) return { key: 'form.required', params: { field } };
  return optionalText(value, max, field);
}

/** Optional text of at most `max` characters. */
export function optionalText(value: string, max: number, field: string): FieldProblem | null {
  return length(value.trim()) > max ? { key: 'form.tooLong', params: { field, max } } : null;
}

/**
 * A link the portal shows: empty (when allowed), a site path (`/media/…`, `/PC/#/…`) or an
 * http(s) address — never `javascript:` or `//other.site` (the server's linkSchema).
 */
export function linkUrl(value: string, field: string, allowEmpty = true): FieldProblem | null {
  if (value === '') return allowEmpty ? null : { key: 'form.required', params: { field } };
  if (length(value) > ADMIN_LIMITS.url)
    return { key: 'form.tooLong', params: { field, max: ADMIN_LIMITS.url } };
  return /^(\/[^/\\].*|https?:\/\/\S+)$/.test(value)
    ? null
    : { key: 'form.invalidUrl', params: { field } };
}

/**
 * A file of the site's own media library (`/media/…`): covers, posters, banner images, videos and
 * the images the rich-text editor inserts (the portal loads media of its own origin only).
 */
export function mediaFileUrl(value: string, field: string, allowEmpty = true): FieldProblem | null {
  if (value === '') return allowEmpty ? null : { key: 'form.required', params: { field } };
  if (length(value) > ADMIN_LIMITS.url)
    return { key: 'form.tooLong', params: { field, max: ADMIN_LIMITS.url } };
  return /^\/media\/(?!.*\.\.)\S+$/.test(value)
    ? null
    : { key: 'form.invalidMedia', params: { field } };
}

/** An e-mail address (may be empty). */
export function optionalEmail(value: string, field: string): FieldProblem | null {
  if (value === '') return null;
  if (length(value) > ADMIN_LIMITS.contactEmail)
    return { key: 'form.tooLong', params: { field, max: ADMIN_LIMITS.contactEmail } };
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? null
    : { key: 'form.invalidEmail', params: { field } };
}

/** The largest spreadsheet the import takes (the server's limit on the base64 text, as bytes). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The file chosen for a bulk import: required, .xlsx or .csv, at most IMPORT_MAX_BYTES.
 * @example
 * checkImportFile(new File([''], 'a.txt')); // → 'import.fileType'
 */
export function checkImportFile(file: { name: string; size: number } | null): AdminKey | null {
  if (!file) return 'import.fileRequired';
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'import.fileType';
  return file.size > IMPORT_MAX_BYTES ? 'import.fileTooLarge' : null;
}

/**
 * The initial password of imported accounts: the server's rule (8–64, a letter and a digit).
 * @example
 * checkInitialPassword('Start2026'); // → null
 */
export function checkInitialPassword(value: string): AdminKey | null {
  return value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value)
    ? null
    : 'import.passwordRule';
}
