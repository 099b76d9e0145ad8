/**
 * The console finds published content by what its editors see and type: the live version's field
 * or the same field of the working copy saved beside it (working-copy.ts).
 */
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` or the working copy's `field` matches the ILIKE `pattern` (likePattern).
 * @example
 * where(liveOrDraftLike(articles.title, articles.draft, 'title', likePattern(keyword)))
 */
export function liveOrDraftLike(
  column: AnyPgColumn,
  draft: AnyPgColumn,
  field: string,
  pattern: string,
): SQL {
  return or(ilike(column, pattern), sql`(${draft} ->> ${field}) ILIKE ${pattern}`) as SQL;
}

/**
 * The working copy's title where it differs from the live one, else null: a list shows it beside
 * the live title, so a search that matched it is understood.
 * @example
 * db.select({ draftTitle: changedDraftTitle(courses.title, courses.draft) })
 */
export function changedDraftTitle(title: AnyPgColumn, draft: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`nullif(${draft} ->> 'title', ${title})`;
}
