/** JSON schemas of the console calls' input (the same rules the console checks before sending). */
import { ROLES } from '../../src/core/api/admin-contract';
import { COURSE_TYPES, IDENTITIES } from '../../src/core/api/contract';
import { ApiError } from '../http/envelope';
import { emailSchema } from '../http/schemas';
import { isCalendarDay } from '../statistics/date-range';

export const notBlank = { pattern: '\\S', description: '不能只包含空白字符' } as const;

/** Text of a record: `max` characters at most, possibly empty. */
export const textOf = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** A required title-like text: 1..max characters, not only spaces. */
export const titleOf = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, ...notBlank }) as const;

/**
 * A link stored for the portal: a /media/ path, a site path or an http(s) address (never
 * javascript:). No white space or control character anywhere: browsers drop tabs and line breaks
 * from addresses, so `/<TAB>/evil.example` would be read as `//evil.example`, another site.
 */
export const linkSchema = {
  type: 'string',
  maxLength: 500,
  pattern: '^(|/[^/\\\\\\s\\u0000-\\u001f][^\\s\\u0000-\\u001f]*|https?://[^\\s\\u0000-\\u001f]+)$',
  description: '必须是以 / 开头的站内地址或 http(s) 网址',
} as const;

/**
 * A file of the site's own media library (`/media/…`), or empty: every cover, poster, banner
 * image, logo and video. The portal page's Content-Security-Policy loads images and media of its
 * own origin only (img-src, media-src 'self'), and an outside address on a host page would let
 * another site see every visitor.
 */
export const mediaFileSchema = {
  type: 'string',
  maxLength: 500,
  pattern: '^(|/media/(?!.*\\.\\.)[^\\s\\u0000-\\u001f]+)$',
  description: '须为媒体库中的文件（以 /media/ 开头）',
} as const;

export const articleKindSchema = { type: 'string', enum: ['news', 'notice', 'research'] } as const;
export const courseTypeSchema = { type: 'string', enum: [...COURSE_TYPES] } as const;
export const roleSchema = { type: ['string', 'null'], enum: [...ROLES, null] } as const;
export const roleFilterSchema = { type: 'string', enum: [...ROLES, 'none'] } as const;
export const identityFilterSchema = { type: 'string', enum: [...IDENTITIES] } as const;
export const versionSchema = {
  type: 'string',
  pattern: '^[0-9]{1,10}$',
  description: '必须是打开记录时得到的版本号',
} as const;

/** An ISO 8601 instant such as 2026-11-24T08:00:00.000Z (or with an offset). */
export const instantSchema = {
  type: 'string',
  maxLength: 40,
  pattern:
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  description: '必须是 ISO 8601 时间（如 2026-11-24T08:00:00Z）',
} as const;

/** An instant that may be cleared: instantSchema or null. */
export const clearableInstantSchema = { ...instantSchema, type: ['string', 'null'] } as const;

const INSTANT_PARTS = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The instant of a time that passed instantSchema; `参数错误：<field> 不是有效的时间` for a day or
 * time that does not exist (V8's Date.parse reads 2026-02-30 as 2 March, 24:00 as the next day).
 * @example
 * const endsAt = instantOf(input.endsAt, 'endsAt');
 */
export function instantOf(value: string, field: string): Date {
  const parts = INSTANT_PARTS.exec(value);
  const instant = new Date(value);
  const real =
    parts !== null &&
    isCalendarDay(parts[1] ?? '') &&
    Number(parts[2]) < 24 &&
    Number(parts[3]) < 60 &&
    Number(parts[4] ?? 0) < 60 &&
    !Number.isNaN(instant.getTime());
  if (!real) throw new ApiError(`参数错误：${field} 不是有效的时间`);
  return instant;
}

export const attachmentsSchema = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    properties: {
      name: titleOf(100),
      url: { ...linkSchema, minLength: 1 },
      size: { type: 'integer', minimum: 0, maximum: 10_000_000_000 },
    },
    required: ['name', 'url', 'size'],
    additionalProperties: false,
  },
} as const;

export const siteInfoProperties = {
  name: titleOf(50),
  logo: mediaFileSchema,
  footer: textOf(500),
  contact: {
    type: 'object',
    properties: {
      address: textOf(200),
      phone: textOf(50),
      email: emailSchema,
      hours: textOf(100),
    },
    required: ['address', 'phone', 'email', 'hours'],
    additionalProperties: false,
  },
  links: {
    type: 'array',
    maxItems: 30,
    items: {
      type: 'object',
      properties: { name: titleOf(50), url: { ...linkSchema, minLength: 1 } },
      required: ['name', 'url'],
      additionalProperties: false,
    },
  },
} as const;

/** A reference that may be empty (`null`): a category, an owner, a linked course. */
export const nullableIdSchema = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2_147_483_647,
} as const;

/** A save of an existing record must say which version it edits (see checkRevision). */
export function requireVersion(input: { id?: number; version?: string }): void {
  if (input.id !== undefined && input.version === undefined) {
    throw new ApiError('参数错误：version 不能为空（修改时须传回打开记录时的版本）');
  }
}

/** Base64 of an import file: 5 MB of spreadsheet is far more than the 5 000 rows allowed. */
export const IMPORT_BASE64_MAX = 7_000_000;

/** An uploaded .xlsx or .csv of an import (accounts, a class roster). */
export const importFileProperties = {
  fileName: {
    type: 'string',
    minLength: 5,
    maxLength: 200,
    pattern: '\\.(xlsx|csv|XLSX|CSV)$',
    description: '必须是 .xlsx 或 .csv 文件',
  },
  contentBase64: {
    type: 'string',
    minLength: 1,
    maxLength: IMPORT_BASE64_MAX,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    description: '必须是 Base64 编码的文件内容',
  },
} as const;
