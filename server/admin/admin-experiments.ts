/**
 * The experiments registry. Built-in experiments (pages the portal serves under /PC/experiments/)
 * are listed read-only; a third-party experiment is registered with its launch address on its own
 * https origin and the origin allowed to post its results.
 */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type {
  AdminCourseListQuery,
  AdminExperiment,
  AdminExperimentSaveBody,
  AdminExperimentSecret,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { newResultSecret } from '../experiments/result-signature';
import type { Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courses, experiments } from '../db/schema';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { checkRevision } from './revision-check';
import type { Staff } from './staff-only';

export const BUILT_IN_PREFIX = '/PC/experiments/';
export const MSG_BUILT_IN_READ_ONLY = '内置实验由门户自带，不能在登记表中修改';

type ExperimentRecord = typeof experiments.$inferSelect;

/** A registry row as the console shows it. */
export function toExperiment(row: ExperimentRecord): AdminExperiment {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    courseId: row.courseId,
    durationMinutes: row.durationMinutes,
    published: row.published,
    launchUrl: row.launchUrl,
    resultOrigin: row.resultOrigin,
    builtIn: row.launchUrl.startsWith(BUILT_IN_PREFIX),
    hasResultSecret: row.resultSecret !== '',
    launchCount: row.launchCount,
    finishedCount: row.finishedCount,
    version: String(row.revision),
    ilabTitle: row.ilabTitle,
    ilabChildTitle: row.ilabChildTitle,
  };
}

export async function listAdminExperiments(
  db: Database,
  staff: Staff,
  query: AdminCourseListQuery,
): Promise<Paged<AdminExperiment>> {
  const keyword = query.keyword?.trim();
  const where = and(
    staff.role === 'teacher' ? eq(courses.ownerId, staff.user.id) : undefined,
    keyword ? ilike(experiments.title, likePattern(keyword)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db
    .select({ n: count() })
    .from(experiments)
    .leftJoin(courses, eq(courses.id, experiments.courseId))
    .where(where);
  const rows = await db
    .select({ experiment: experiments })
    .from(experiments)
    .leftJoin(courses, eq(courses.id, experiments.courseId))
    .where(where)
    .orderBy(desc(experiments.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map((row) => toExperiment(row.experiment)) };
}

/** A third-party launch address must be https (http only on this machine) and on the result origin. */
function checkThirdParty(body: AdminExperimentSaveBody): void {
  if (body.launchUrl.startsWith(BUILT_IN_PREFIX))
    throw new ApiError(`参数错误：launchUrl 不能使用内置实验的地址 ${BUILT_IN_PREFIX}`);
  let launch: URL;
  try {
    launch = new URL(body.launchUrl);
  } catch {
    throw new ApiError('参数错误：launchUrl 必须是完整的 https 网址');
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(launch.hostname);
  if (launch.protocol !== 'https:' && !(local && launch.protocol === 'http:')) {
    throw new ApiError('参数错误：launchUrl 必须是 https 网址');
  }
  if (body.resultOrigin !== launch.origin) {
    throw new ApiError(`参数错误：resultOrigin 必须是启动地址所在的源 ${launch.origin}`);
  }
}

async function checkCourse(tx: Database, courseId: number | null): Promise<void> {
  if (courseId === null) return;
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw new ApiError('参数错误：courseId 对应的课程不存在');
}

export async function saveExperiment(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminExperimentSaveBody,
): Promise<AdminExperiment> {
  checkThirdParty(body);
  const fields = {
    title: body.title.trim(),
    cover: body.cover.trim(),
    summary: body.summary.trim(),
    courseId: body.courseId,
    durationMinutes: body.durationMinutes,
    published: body.published,
    launchUrl: body.launchUrl.trim(),
    resultOrigin: body.resultOrigin,
  };
  return db.transaction(async (tx) => {
    await checkCourse(tx, body.courseId);
    if (body.id === undefined) {
      const [created] = await tx
        .insert(experiments)
        .values({ ...fields, createdAt: now })
        .returning();
      if (!created) throw new Error('insert into experiments returned no row');
      await recordAudit(tx, staff, now, {
        action: 'experiment.create',
        entity: 'experiment',
        entityId: created.id,
        after: created,
      });
      return toExperiment(created);
    }
    const [locked] = await tx
      .select()
      .from(experiments)
      .where(eq(experiments.id, body.id))
      .for('update');
    const before = checkRevision(locked, body.version);
    if (before.launchUrl.startsWith(BUILT_IN_PREFIX)) throw new ApiError(MSG_BUILT_IN_READ_ONLY);
    const [after] = await tx
      .update(experiments)
      .set({ ...fields, revision: sql`${experiments.revision} + 1` })
      .where(eq(experiments.id, body.id))
      .returning();
    if (!after) throw new Error('update of experiments returned no row');
    await recordAudit(tx, staff, now, {
      action: 'experiment.update',
      entity: 'experiment',
      entityId: body.id,
      before,
      after,
    });
    return toExperiment(after);
  });
}

type ExperimentRow = typeof experiments.$inferSelect;

/**
 * Changes some fields of one experiment in a transaction: the row locked, its revision moved on,
 * and the audit log given those fields' values before and after.
 * @example
 * await changeExperiment(db, staff, now, id, { published: false }, 'experiment.close');
 */
export async function changeExperiment(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  changes: Partial<Omit<ExperimentRow, 'id' | 'revision'>>,
  action: string,
  notFound = MSG_NOT_FOUND_CONTENT,
): Promise<AdminExperiment> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(experiments)
      .where(eq(experiments.id, id))
      .for('update');
    if (!locked) throw new ApiError(notFound);
    const [after] = await tx
      .update(experiments)
      .set({ ...changes, revision: sql`${experiments.revision} + 1` })
      .where(eq(experiments.id, id))
      .returning();
    if (!after) throw new Error('update of experiments returned no row');
    const fields = Object.keys(changes) as (keyof typeof changes)[];
    const valuesOf = (row: ExperimentRow) =>
      Object.fromEntries(fields.map((field) => [field, row[field]]));
    await recordAudit(tx, staff, now, {
      action,
      entity: 'experiment',
      entityId: id,
      before: valuesOf(locked),
      after: valuesOf(after),
    });
    return toExperiment(after);
  });
}

/** Opens or closes an experiment (built-in ones too: a centre may close one it does not use). */
export async function publishExperiment(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
): Promise<AdminExperiment> {
  if (staff.role === 'teacher') throw new ApiError(MSG_FORBIDDEN);
  return changeExperiment(
    db,
    staff,
    now,
    id,
    { published },
    published ? 'experiment.open' : 'experiment.close',
  );
}

const MSG_SECRET_THIRD_PARTY_ONLY =
  '只有登记了结果来源的第三方实验需要签名密钥（内置实验由服务器评分）';

/**
 * Generates a new result-signing secret for a third-party experiment (the old one stops working at
 * once). The answer is the only place the secret is shown; the audit log records only the fact.
 */
export async function regenerateExperimentSecret(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminExperimentSecret> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(experiments)
      .where(eq(experiments.id, id))
      .for('update');
    if (!locked) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    if (locked.resultOrigin === '') throw new ApiError(MSG_SECRET_THIRD_PARTY_ONLY);
    const secret = newResultSecret();
    await tx
      .update(experiments)
      .set({ resultSecret: secret, revision: sql`${experiments.revision} + 1` })
      .where(eq(experiments.id, id));
    await recordAudit(tx, staff, now, {
      action: 'experiment.secret',
      entity: 'experiment',
      entityId: id,
      before: { hasResultSecret: locked.resultSecret !== '' },
      after: { hasResultSecret: true },
    });
    return { id, secret };
  });
}
