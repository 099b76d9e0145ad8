/**
 * The audit log as people read it. An entry stores whole records before and after a change; this
 * turns it into a Chinese action and object type, the object's name, and a before → after of only
 * the fields that changed: Chinese field names, account ids as 姓名（用户名）, category, course and
 * chapter ids as their names, HTML as shortened text, times in the centre's time zone, and enum
 * values by their names (src/core/i18n/zh-cn/admin-audit.ts). The list call and the .xlsx export
 * both use it, so they read the same.
 */
import { wallClock } from '../statistics/calendar';
import { inArray } from 'drizzle-orm';
import type {
  AdminAuditChange,
  AdminAuditRow,
  AuditEntity,
  AuditHighlight,
} from '../../src/core/api/admin-contract';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ENTITY_NAMES,
  AUDIT_FIELD_LABELS,
  AUDIT_VALUE_NAMES,
  auditT,
} from '../../src/core/i18n/zh-cn/admin-audit';
import type { Database } from '../db/open-database';
import type { auditLog } from '../db/schema';
import {
  articles,
  banners,
  categories,
  chapters,
  courses,
  experiments,
  feedback,
  classes,
  lessons,
  mediaFiles,
  resources,
  users,
} from '../db/schema';
import { personLabel } from '../users/person-label';
import { isSecretField } from './audit-values';

type AuditRecord = typeof auditLog.$inferSelect;

/**
 * Fields never shown in a readable entry: ids, versions, counters and bookkeeping that every
 * save moves on (the stored entry keeps them).
 */
const HIDDEN_FIELDS = new Set([
  'id',
  'uploadId',
  'revision',
  'version',
  'createdAt',
  'updatedAt',
  // who saved: the entry's own actor
  'updatedBy',
  'sortOrder',
  'clickCount',
  'learnerCount',
  'ratingSum',
  'ratingCount',
  'launchCount',
  'scoreSum',
  'finishedCount',
]);

/** Fields holding the id of an account, a category, a course, a chapter or a lesson. */
const REFERENCES: Record<string, RefKind> = {
  ownerId: 'user',
  updatedBy: 'user',
  uploadedBy: 'user',
  userId: 'user',
  categoryId: 'category',
  parentId: 'category',
  courseId: 'course',
  chapterId: 'chapter',
  lessonId: 'lesson',
};

type RefKind =
  | 'user'
  | 'category'
  | 'course'
  | 'chapter'
  | 'lesson'
  | 'banner'
  | 'article'
  | 'resource'
  | 'experiment'
  | 'media'
  | 'feedback'
  | 'class';

/** The record kind an entity's id names (site and 实验空间 uploads have none to look up). */
const ENTITY_REFS: Partial<Record<string, RefKind>> = {
  article: 'article',
  resource: 'resource',
  course: 'course',
  category: 'category',
  banner: 'banner',
  experiment: 'experiment',
  media: 'media',
  feedback: 'feedback',
  user: 'user',
  class: 'class',
};

/** Plain text is cut after this many characters. */
const TEXT_LIMIT = 100;
/** A list shows this many items, then 等 N 项. */
const LIST_LIMIT = 20;

/**
 * The Chinese name of a field of an entry about `entity` (`path`: the field inside another, e.g.
 * `contact.phone`), or null for a field the readable entry leaves out.
 * @example
 * auditFieldLabel('course', 'ownerId'); // '负责教师'
 */
export function auditFieldLabel(entity: string, field: string): string | null {
  if (HIDDEN_FIELDS.has(field) || isSecretField(field)) return null;
  return AUDIT_FIELD_LABELS[`${entity}.${field}`] ?? AUDIT_FIELD_LABELS[field] ?? field;
}

function nestedLabel(entity: string, parent: string, field: string): string | null {
  if (HIDDEN_FIELDS.has(field) || isSecretField(field)) return null;
  return AUDIT_FIELD_LABELS[`${parent}.${field}`] ?? auditFieldLabel(entity, field);
}

/** The Chinese name of an action, or the action itself when it has none. */
export function auditActionName(action: string): string {
  return (AUDIT_ACTION_NAMES as Record<string, string>)[action] ?? action;
}

/** The Chinese name of an object type, or the type itself when it has none. */
export function auditEntityName(entity: string): string {
  return (AUDIT_ENTITY_NAMES as Record<string, string>)[entity] ?? entity;
}

// ---------------------------------------------------------------- names of the ids

type Names = Record<RefKind, Map<number, string>>;

function emptyNames(): Names {
  return {
    user: new Map(),
    category: new Map(),
    course: new Map(),
    chapter: new Map(),
    lesson: new Map(),
    banner: new Map(),
    article: new Map(),
    resource: new Map(),
    experiment: new Map(),
    media: new Map(),
    feedback: new Map(),
    class: new Map(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The ids an entry names, by kind. */
function collectIds(row: AuditRecord, into: Record<RefKind, Set<number>>): void {
  const add = (kind: RefKind, value: unknown) => {
    const id = asId(value);
    if (id !== null) into[kind].add(id);
  };
  add('user', row.actorId);
  const entityKind = ENTITY_REFS[row.entity];
  if (entityKind) add(entityKind, row.entityId);
  if (row.action === 'category.order') add('category', row.entityId);
  const walk = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    for (const [field, item] of Object.entries(value)) {
      const kind = REFERENCES[field];
      if (kind) add(kind, item);
      else walk(item, depth + 1);
    }
  };
  walk(row.before, 0);
  walk(row.after, 0);
  const order = Array.isArray(row.after) ? row.after : [];
  if (row.action === 'category.order') for (const id of order) add('category', id);
  if (row.action === 'banner.order') for (const id of order) add('banner', id);
  if (row.action === 'course.order') {
    for (const chapter of order) {
      if (!isRecord(chapter)) continue;
      add('chapter', chapter.id);
      if (Array.isArray(chapter.lessonIds)) for (const id of chapter.lessonIds) add('lesson', id);
    }
  }
}

/** The current names of every id the entries mention, in one query per kind. */
async function namesOf(db: Database, rows: readonly AuditRecord[]): Promise<Names> {
  const ids = Object.fromEntries(
    Object.keys(emptyNames()).map((kind) => [kind, new Set<number>()]),
  ) as Record<RefKind, Set<number>>;
  for (const row of rows) collectIds(row, ids);
  const names = emptyNames();
  const list = (kind: RefKind) => [...ids[kind]];
  const fill = (kind: RefKind, found: { id: number; name: string }[]) => {
    for (const item of found) names[kind].set(item.id, item.name);
  };
  if (ids.user.size > 0) {
    const found = await db
      .select({
        id: users.id,
        username: users.username,
        realName: users.realName,
        nickname: users.nickname,
      })
      .from(users)
      .where(inArray(users.id, list('user')));
    fill(
      'user',
      found.map((row) => ({ id: row.id, name: personLabel(row) })),
    );
  }
  const simple = [
    ['category', categories, categories.name],
    ['course', courses, courses.title],
    ['chapter', chapters, chapters.title],
    ['lesson', lessons, lessons.title],
    ['banner', banners, banners.title],
    ['article', articles, articles.title],
    ['resource', resources, resources.title],
    ['experiment', experiments, experiments.title],
    ['media', mediaFiles, mediaFiles.originalName],
    ['feedback', feedback, feedback.name],
    ['class', classes, classes.name],
  ] as const;
  for (const [kind, table, name] of simple) {
    if (ids[kind].size === 0) continue;
    const found = await db
      .select({ id: table.id, name })
      .from(table)
      .where(inArray(table.id, list(kind)));
    fill(kind, found);
  }
  return names;
}

// ---------------------------------------------------------------- values

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of an HTML fragment: tags gone, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function shortened(text: string): string {
  const chars = [...text];
  if (chars.length <= TEXT_LIMIT) return text;
  return auditT('audit.chars', { text: chars.slice(0, TEXT_LIMIT).join(''), n: chars.length });
}

/** Characters kept before and after the part of a long text that changed. */
const EXCERPT_CONTEXT = 20;

/**
 * Two long texts that differ, each cut to the part that changed (with a little around it), so the
 * change shows even deep in a course's description: `…前文 改动 后文…（共 N 字）`.
 * @example
 * excerptPair('很长的介绍……旧结尾', '很长的介绍……新结尾'); // ['…旧结尾（共 …）', '…新结尾（共 …）']
 */
export function excerptPair(before: string, after: string): [string, string] {
  const a = [...before];
  const b = [...after];
  if (a.length <= TEXT_LIMIT && b.length <= TEXT_LIMIT) return [before, after];
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix += 1;
  const start = Math.max(0, prefix - EXCERPT_CONTEXT);
  const cut = (chars: string[]) => {
    const end = Math.min(chars.length, chars.length - suffix + EXCERPT_CONTEXT, start + TEXT_LIMIT);
    if (start === 0 && end === chars.length) return chars.join('');
    const text = `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}`;
    return end < chars.length
      ? auditT('audit.chars', { text, n: chars.length })
      : auditT('audit.charsEnd', { text, n: chars.length });
  };
  return [cut(a), cut(b)];
}

/**
 * `2026-11-26 00:34`: an instant on the wall clock of the time zone.
 * @example
 * localTime(new Date('2026-11-25T16:34:00Z'), 'Asia/Shanghai'); // '2026-11-26 00:34'
 */
export function localTime(instant: Date, timeZone: string): string {
  const iso = wallClock(instant, timeZone).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function bytes(size: number): string {
  if (size >= 1024 * 1024 * 1024) return `${(size / 1024 ** 3).toFixed(1)} GB`;
  if (size >= 1024 * 1024) return `${(size / 1024 ** 2).toFixed(1)} MB`;
  if (size >= 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${size} B`;
}

function joined(items: string[]): string | null {
  if (items.length === 0) return null;
  const shown = items.slice(0, LIST_LIMIT).join('、');
  return items.length > LIST_LIMIT ? auditT('audit.more', { shown, n: items.length }) : shown;
}

class Renderer {
  constructor(
    private readonly names: Names,
    private readonly timeZone: string,
  ) {}

  named(kind: RefKind, value: unknown): string {
    const id = asId(value);
    if (id === null) return String(value);
    return this.names[kind].get(id) ?? `#${id}`;
  }

  /** A value as people read it (null: nothing). */
  value(entity: string, field: string, value: unknown): string | null {
    const valueName = (key: string) =>
      AUDIT_VALUE_NAMES[`${entity}.${field}.${key}`] ?? AUDIT_VALUE_NAMES[`${field}.${key}`];
    if (value === null || value === undefined) return valueName('null') ?? null;
    if (typeof value === 'boolean')
      return valueName(String(value)) ?? auditT(value ? 'audit.yes' : 'audit.no');
    const reference = REFERENCES[field];
    if (reference && asId(value) !== null) return this.named(reference, value);
    if (typeof value === 'number') {
      if (field === 'durationSeconds') return duration(value);
      if (field === 'durationMinutes') return auditT('audit.minutes', { n: value });
      if (field === 'size') return bytes(value);
      return valueName(String(value)) ?? String(value);
    }
    if (typeof value === 'string') {
      const named = valueName(value);
      if (named) return named;
      if (ISO_TIME.test(value)) {
        const instant = new Date(value);
        if (!Number.isNaN(instant.getTime())) return localTime(instant, this.timeZone);
      }
      const text = HTML_TAG.test(value) ? htmlText(value) : value.trim();
      return text === '' ? null : shortened(text);
    }
    if (Array.isArray(value)) {
      return joined(
        value
          .map((item) => this.item(entity, field, item))
          .filter((item): item is string => item !== null),
      );
    }
    if (isRecord(value)) return this.item(entity, field, value);
    return String(value);
  }

  /**
   * Two texts of a changed field, each cut to the part that changed when they are long (null
   * when the field is not plain text: names, times, values).
   */
  texts(entity: string, field: string, was: unknown, now: unknown): [string, string] | null {
    if (typeof was !== 'string' || typeof now !== 'string' || REFERENCES[field]) return null;
    const plain = (value: string) => {
      const named =
        AUDIT_VALUE_NAMES[`${entity}.${field}.${value}`] ?? AUDIT_VALUE_NAMES[`${field}.${value}`];
      if (named || ISO_TIME.test(value)) return null;
      return HTML_TAG.test(value) ? htmlText(value) : value.trim();
    };
    const before = plain(was);
    const after = plain(now);
    if (before === null || after === null || before === '' || after === '') return null;
    return excerptPair(before, after);
  }

  /** One item of a list: a tag, a link (名称（地址）), an attachment (its name). */
  private item(entity: string, field: string, item: unknown): string | null {
    if (!isRecord(item)) return this.value(entity, field, item);
    const name = [item.name, item.title, item.originalName, item.content].find(
      (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
    ) as string | undefined;
    if (name && typeof item.url === 'string' && field === 'links')
      return `${name.trim()}（${item.url}）`;
    if (name) return shortened(HTML_TAG.test(name) ? htmlText(name) : name.trim());
    return shortened(JSON.stringify(item));
  }

  /** A new order: the items' names in that order (a course's chapters with their lessons). */
  order(action: string, after: unknown[]): string | null {
    if (action === 'course.order') {
      return (
        after
          .filter(isRecord)
          .map((chapter) => {
            const lessonIds = Array.isArray(chapter.lessonIds) ? chapter.lessonIds : [];
            const lessonNames = lessonIds.map((id) => this.named('lesson', id));
            return auditT('audit.outline', {
              chapter: this.named('chapter', chapter.id),
              lessons: lessonNames.join('、') || auditT('audit.noLessons'),
            });
          })
          .join('；') || null
      );
    }
    const kind: RefKind = action === 'banner.order' ? 'banner' : 'category';
    return joined(after.map((id) => this.named(kind, id)));
  }
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields of an entry. Both sides recorded: the fields whose values differ (a field
 * only one side recorded is shown only when the side after has it); a new record: what it was
 * created with; a removed one: what it held. A record inside a field (a site's contact, a working
 * copy) shows its own changed fields, each named `上级 · 字段`.
 */
function changesOf(
  row: AuditRecord,
  render: Renderer,
  prefix: { label: string; field: string } | null = null,
  before: unknown = row.before,
  after: unknown = row.after,
): AdminAuditChange[] {
  const entity = row.entity;
  if (prefix === null && Array.isArray(after)) {
    const label = AUDIT_FIELD_LABELS.order ?? 'order';
    return [{ label, before: null, after: render.order(row.action, after) }];
  }
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (!a && !b) return [];
  const fields = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
  const changes: AdminAuditChange[] = [];
  for (const field of fields) {
    const label = prefix
      ? nestedLabel(entity, prefix.field, field)
      : auditFieldLabel(entity, field);
    if (label === null) continue;
    const inBefore = b !== null && field in b;
    const inAfter = a !== null && field in a;
    const was = b?.[field];
    const now = a?.[field];
    if (a && b) {
      if (!inAfter) continue;
      if (inBefore && same(was, now)) continue;
      if (!inBefore && isEmpty(now)) continue;
    } else if (a ? isEmpty(now) : isEmpty(was)) continue;
    const shownLabel = prefix ? `${prefix.label} · ${label}` : label;
    if ((isRecord(was) || isRecord(now)) && !REFERENCES[field]) {
      changes.push(
        ...changesOf(row, render, { label: shownLabel, field }, b ? was : null, a ? now : null),
      );
      continue;
    }
    const texts = a && b ? render.texts(entity, field, was, now) : null;
    changes.push({
      label: shownLabel,
      before: texts ? texts[0] : b ? render.value(entity, field, was) : null,
      after: texts ? texts[1] : a ? render.value(entity, field, now) : null,
    });
  }
  return changes;
}

function highlightOf(row: AuditRecord): AuditHighlight | null {
  if (row.action !== 'user.role') return null;
  const role = (value: unknown) => (isRecord(value) ? value.role : undefined);
  const was = role(row.before);
  const now = role(row.after);
  if (now === 'admin' && was !== 'admin') return 'adminGranted';
  if (was === 'admin' && now !== 'admin') return 'adminRemoved';
  return null;
}

function objectNameOf(row: AuditRecord, names: Names): string {
  const record =
    (isRecord(row.after) ? row.after : null) ?? (isRecord(row.before) ? row.before : null);
  const own = record
    ? ([record.title, record.name, record.originalName].find(
        (value) => typeof value === 'string' && value.trim() !== '',
      ) as string | undefined)
    : undefined;
  const id = asId(row.entityId);
  if (row.action === 'category.order')
    return id === null ? auditT('audit.topLevel') : (names.category.get(id) ?? `#${id}`);
  // a chapter or a lesson is recorded under its course: the record is the chapter or lesson
  const part = /^(chapter|lesson)\./.test(row.action);
  const kind = ENTITY_REFS[row.entity];
  const current = kind && id !== null ? names[kind].get(id) : undefined;
  const username =
    row.entity === 'user' && record && typeof record.username === 'string'
      ? record.username
      : undefined;
  // the current name, else (a removed record) the one it had
  const name = current ?? (part ? undefined : (own ?? username)) ?? (id !== null ? `#${id}` : '');
  if (part && own) return name ? `${name} · ${own}` : own;
  return name;
}

/**
 * The entries as people read them (names looked up once for all of them).
 * @example
 * const rows = await readableAudit(db, records, 'Asia/Shanghai');
 */
export async function readableAudit(
  db: Database,
  rows: readonly AuditRecord[],
  timeZone: string,
): Promise<AdminAuditRow[]> {
  const names = await namesOf(db, rows);
  const render = new Renderer(names, timeZone);
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    actor: (row.actorId !== null && names.user.get(row.actorId)) || row.actorName,
    action: row.action,
    actionName: auditActionName(row.action),
    entity: row.entity,
    entityName: auditEntityName(row.entity as AuditEntity),
    entityId: row.entityId,
    objectName: objectNameOf(row, names),
    changes: changesOf(row, render),
    highlight: highlightOf(row),
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
