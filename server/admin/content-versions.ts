/**
 * Version history in the console (列表、比较、恢复) of articles, courses and the site information.
 * Who may see an item's versions is who may edit it: admins and editors every item, a teacher the
 * courses they own. Restoring goes through each kind's own save rules (working copy, revision,
 * audit), so a restore is one more version and can itself be undone.
 */
import { eq } from 'drizzle-orm';
import {
  MSG_FORBIDDEN,
  MSG_VERSION_NOT_FOUND,
  MSG_VERSION_SAME,
  type AdminVersion,
  type AdminVersionListQuery,
  type AdminVersionQuery,
  type AdminVersionRestoreBody,
  type AdminVersionRestored,
  type AdminVersionRow,
  type VersionFieldsOf,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import { SITE_INFO_KEY, siteInfo } from '../content/site-content';
import { sameFields } from '../content/same-fields';
import { savedColumns, workingCopyOf } from '../content/working-copy';
import type { Database } from '../db/open-database';
import { articles, courses } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ARTICLE_COPY, updateArticleRevision } from './admin-articles';
import { COURSE_COPY, revertCourse } from './admin-course-editor';
import { revertSiteInfo } from './admin-site';
import type { Staff } from './staff-only';
import {
  findVersion,
  listVersions,
  versionHolding,
  versionRow,
  type VersionMarks,
  type VersionedItem,
} from './version-store';

/** The item as its history sees it: what the editor opens now, and what visitors see (if live). */
interface ItemState {
  current: unknown;
  live: unknown;
}

const isStaff = (staff: Staff) => staff.role === 'admin' || staff.role === 'editor';

/** A positive integer id of an article or course, or the site information's key. */
function itemOf(query: AdminVersionListQuery | AdminVersionQuery): VersionedItem {
  if (query.entity === 'site') {
    if (query.id !== SITE_INFO_KEY) throw new ApiError(`参数错误：id 必须是 ${SITE_INFO_KEY}`);
  } else if (!/^[1-9]\d{0,9}$/.test(query.id)) {
    throw new ApiError('参数错误：id 必须是正整数');
  }
  return { entity: query.entity, entityId: query.id };
}

/** The item's state after checking the staff member may edit it (else 无权限 / 资源不存在). */
async function stateOf(db: Database, staff: Staff, item: VersionedItem): Promise<ItemState> {
  if (item.entity === 'course') {
    const [row] = await db
      .select()
      .from(courses)
      .where(eq(courses.id, Number(item.entityId)));
    // the role first: a teacher learns nothing about another teacher's course
    if (!isStaff(staff) && row?.ownerId !== staff.user.id) throw new ApiError(MSG_FORBIDDEN);
    if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    return {
      current: workingCopyOf(COURSE_COPY, row),
      live: row.published ? COURSE_COPY.copyOf(row) : null,
    };
  }
  if (!isStaff(staff)) throw new ApiError(MSG_FORBIDDEN);
  if (item.entity === 'site') {
    const info = await siteInfo(db);
    return { current: info, live: info };
  }
  const [row] = await db
    .select()
    .from(articles)
    .where(eq(articles.id, Number(item.entityId)));
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return {
    current: workingCopyOf(ARTICLE_COPY, row),
    live: row.published ? ARTICLE_COPY.copyOf(row) : null,
  };
}

async function marksOf(db: Database, item: VersionedItem, state: ItemState): Promise<VersionMarks> {
  return {
    current: await versionHolding(db, item, state.current),
    live: state.live === null ? null : await versionHolding(db, item, state.live),
  };
}

/**
 * One page of an item's versions, newest first, the current and the live one marked.
 * @example
 * const page = await adminVersionList(db, staff, { entity: 'article', id: '7', page: 1 });
 */
export async function adminVersionList(
  db: Database,
  staff: Staff,
  query: AdminVersionListQuery,
): Promise<Paged<AdminVersionRow>> {
  const item = itemOf(query);
  const state = await stateOf(db, staff, item);
  return listVersions(db, item, query, await marksOf(db, item, state));
}

/**
 * One version with its fields (to compare it with another).
 * @example
 * const version = await adminVersionDetail(db, staff, { entity: 'site', id: 'site_info', number: 2 });
 */
export async function adminVersionDetail(
  db: Database,
  staff: Staff,
  query: AdminVersionQuery,
): Promise<AdminVersion> {
  const item = itemOf(query);
  const state = await stateOf(db, staff, item);
  const record = await findVersion(db, item, query.number);
  if (!record) throw new ApiError(MSG_VERSION_NOT_FOUND);
  const row = await versionRow(db, record, await marksOf(db, item, state));
  return { ...row, fields: record.fields as AdminVersion['fields'] };
}

/**
 * 恢复此版本: the version's fields are saved again as the item's newest version (a published
 * article or course: as its working copy).
 * @example
 * const { number } = await restoreVersion(db, staff, now, { entity: 'course', id: '3', number: 2, version: '14' });
 */
export async function restoreVersion(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminVersionRestoreBody,
): Promise<AdminVersionRestored> {
  const item = itemOf(body);
  await stateOf(db, staff, item);
  const record = await findVersion(db, item, body.number);
  if (!record) throw new ApiError(MSG_VERSION_NOT_FOUND);
  const id = Number(item.entityId);
  if (item.entity === 'site') {
    await revertSiteInfo(db, staff, now, record.fields as VersionFieldsOf['site'], body.version);
  } else if (item.entity === 'course') {
    await revertCourse(
      db,
      staff,
      now,
      id,
      body.version,
      record.fields as VersionFieldsOf['course'],
    );
  } else {
    const fields = record.fields as VersionFieldsOf['article'];
    await db.transaction((tx) =>
      updateArticleRevision(tx, staff, now, id, body.version, (locked) => {
        if (sameFields(workingCopyOf(ARTICLE_COPY, locked), fields))
          throw new ApiError(MSG_VERSION_SAME);
        return {
          columns: savedColumns(ARTICLE_COPY, locked, fields, false),
          action: 'article.revert',
        };
      }),
    );
  }
  const state = await stateOf(db, staff, item);
  const number = await versionHolding(db, item, state.current);
  if (number === null) throw new Error('a restored version was not recorded');
  return { number };
}
