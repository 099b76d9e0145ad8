/**
 * Published content has a live version and, while an editor works on it, a working copy (the
 * draft / live model of Open edX Studio and WordPress). One mechanism for articles, courses and
 * resources: each table keeps its live columns, which every public query reads, and a nullable
 * `draft` JSON column holding the edited fields.
 *
 * - 保存草稿 of a published item stores the working copy; visitors keep seeing the live version.
 * - 发布更新 (a save with publish, or the publish call) makes the working copy the live version.
 * - 放弃修改 drops the working copy.
 * - 撤回发布 (the publish call with false) is the only way a published item goes offline; what the
 *   editor was working on (the working copy, if any) is what the unpublished item then holds.
 * - An unpublished item has no working copy: nobody sees it, so its fields are saved in place.
 *
 * Every change raises the item's revision (edit conflicts stay one rule, revision-check.ts) and
 * records who saved it (`updatedBy`).
 */
import { sameFields } from './same-fields';

/** The live row as this module sees it: published or not, and its working copy. */
export interface Publishable<C> {
  published: boolean;
  draft: C | null;
}

/** How one kind of content maps its live columns to the fields its working copy holds. */
export interface CopyRules<R extends Publishable<C>, C> {
  /** The live version's edited fields. */
  copyOf(row: R): C;
  /** The columns that hold a working copy's fields when it goes live. */
  columnsOf(copy: C): Partial<R>;
}

/**
 * What the editor opens: the working copy when there is one, else the live version.
 * @example
 * const shown = workingCopyOf(ARTICLE_COPY, row);
 */
export function workingCopyOf<R extends Publishable<C>, C>(rules: CopyRules<R, C>, row: R): C {
  return row.draft ?? rules.copyOf(row);
}

/**
 * The columns to set when an editor saves `copy` of the existing `row`: published or not as the
 * button said (`publish`), never taking a published item offline.
 * @example
 * await tx.update(articles).set({ ...savedColumns(ARTICLE_COPY, locked, copy, body.published), … });
 */
export function savedColumns<R extends Publishable<C>, C>(
  rules: CopyRules<R, C>,
  row: R,
  copy: C,
  publish: boolean,
): Partial<R> {
  if (row.published && !publish) {
    // 保存草稿 of a published item: beside the live version (nothing pending if it is the same)
    return { draft: sameFields(copy, rules.copyOf(row)) ? null : copy } as Partial<R>;
  }
  // an unpublished item (nobody sees it), or 发布更新 / 保存并发布
  return { ...rules.columnsOf(copy), published: publish, draft: null } as Partial<R>;
}

/**
 * The audit action of a save: `<entity>.draft` (a working copy saved beside the live version),
 * `<entity>.publish` (an unpublished item published), else `<entity>.update`.
 * @example
 * saveAction('article', locked.published, body.published); // 'article.draft'
 */
export function saveAction(entity: string, published: boolean, publish: boolean): string {
  if (published && !publish) return `${entity}.draft`;
  if (!published && publish) return `${entity}.publish`;
  return `${entity}.update`;
}

/**
 * The columns to set when an item is published (发布 / 发布更新: its working copy goes live) or
 * withdrawn (撤回发布: it goes offline holding its working copy).
 * @example
 * await tx.update(courses).set(publishedColumns(COURSE_COPY, locked, true));
 */
export function publishedColumns<R extends Publishable<C>, C>(
  rules: CopyRules<R, C>,
  row: R,
  published: boolean,
): Partial<R> {
  return {
    ...(row.draft ? rules.columnsOf(row.draft) : {}),
    published,
    draft: null,
  } as Partial<R>;
}

/**
 * The columns to set for 放弃修改: the working copy is dropped, the live version stays.
 * @example
 * await tx.update(resources).set(discardedColumns());
 */
export function discardedColumns(): { draft: null } {
  return { draft: null };
}

/**
 * The working copy's title where it differs from the live one, else null: a console list shows it
 * beside the live title, so a search that matched it is understood.
 * @example
 * draftTitle: draftTitleOf(row),
 */
export function draftTitleOf(row: {
  title: string;
  draft: { title: string } | null;
}): string | null {
  return row.draft && row.draft.title !== row.title ? row.draft.title : null;
}
