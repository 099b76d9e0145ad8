/**
 * An experiment's finished attempts with their scores. Editors and admins see every experiment;
 * a teacher only the experiments linked to a course they own.
 */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type {
  AdminExperimentAttemptRow,
  AdminExperimentAttemptsQuery,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courses, experimentSessions, experiments, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { pageWindow } from '../http/paging';
import type { Staff } from './staff-only';

/** The experiment's title, after checking the staff member may see its attempts. */
export async function experimentForStaff(
  db: Database,
  staff: Staff,
  experimentId: number,
): Promise<{ id: number; title: string }> {
  const [row] = await db
    .select({ id: experiments.id, title: experiments.title, ownerId: courses.ownerId })
    .from(experiments)
    .leftJoin(courses, eq(courses.id, experiments.courseId))
    .where(eq(experiments.id, experimentId))
    .limit(1);
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (staff.role === 'teacher' && row.ownerId !== staff.user.id) throw new ApiError(MSG_FORBIDDEN);
  return { id: row.id, title: row.title };
}

export async function listExperimentAttempts(
  db: Database,
  staff: Staff,
  query: AdminExperimentAttemptsQuery,
): Promise<Paged<AdminExperimentAttemptRow>> {
  const experiment = await experimentForStaff(db, staff, query.experimentId);
  const where = and(
    eq(experimentSessions.experimentId, experiment.id),
    isNotNull(experimentSessions.finishedAt),
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(experimentSessions).where(where);
  const rows = await db
    .select({
      attemptId: experimentSessions.id,
      userId: experimentSessions.userId,
      username: users.username,
      realName: users.realName,
      studentNumber: users.studentNumber,
      department: users.department,
      identity: experimentSessions.identity,
      score: experimentSessions.score,
      durationSeconds: experimentSessions.durationSeconds,
      startedAt: experimentSessions.startedAt,
      finishedAt: experimentSessions.finishedAt,
      steps: experimentSessions.steps,
      status: experimentSessions.status,
    })
    .from(experimentSessions)
    .leftJoin(users, eq(users.id, experimentSessions.userId))
    .where(where)
    .orderBy(desc(experimentSessions.finishedAt), desc(experimentSessions.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      username: row.username ?? '',
      realName: row.realName ?? '',
      studentNumber: row.studentNumber ?? '',
      department: row.department ?? '',
      score: row.score ?? 0,
      durationSeconds: row.durationSeconds ?? 0,
      startedAt: row.startedAt.toISOString(),
      finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
    })),
  };
}
