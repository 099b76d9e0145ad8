/**
 * A class's grade book gathered from the server's own records: its items (the class's published
 * quizzes, the course's experiments, video completion when the course has lessons, the report of
 * each experiment with a report template) and each member's figure for each — the counted quiz
 * attempt, the best or last finished experiment attempt, the share of the course's lessons
 * finished, the report's released score.
 */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  GradeItem,
  GradebookRow,
  GradebookSettings,
} from '../../../src/core/api/gradebook-contract';
import { DEFAULT_THRESHOLDS } from '../../../src/core/api/gradebook-contract';
import type { Database } from '../../db/open-database';
import {
  classMembers,
  experimentSessions,
  experiments,
  gradebooks,
  learnProgress,
  lessons,
  quizAttempts,
  quizzes,
  reportTemplates,
  reports,
  users,
} from '../../db/schema';
import { rubricTotal } from '../reports/report-template';
import { countedAttempt } from '../quizzes/quiz-outcome';
import { finalGrade, levelOf, roundHalfUp } from './grade-compute';

/** A grade book never saved: every item weighs the same. */
export function defaultSettings(items: readonly Omit<GradeItem, 'weight'>[]): GradebookSettings {
  return {
    weights: Object.fromEntries(items.map((item) => [item.key, 1])),
    experimentScore: 'best',
    missing: 'zero',
    decimals: 0,
    thresholds: DEFAULT_THRESHOLDS,
  };
}

/** The items of the class's grade book, in order: quizzes, experiments, video, reports (without weights). */
export async function gradeItems(
  db: Database,
  klass: { id: number; courseId: number },
): Promise<Omit<GradeItem, 'weight'>[]> {
  const quizRows = await db
    .select({ id: quizzes.id, title: quizzes.title, total: quizzes.total })
    .from(quizzes)
    .where(and(eq(quizzes.classId, klass.id), eq(quizzes.status, 'published')))
    .orderBy(asc(quizzes.id));
  const experimentRows = await db
    .select({ id: experiments.id, title: experiments.title })
    .from(experiments)
    .where(eq(experiments.courseId, klass.courseId))
    .orderBy(asc(experiments.sortOrder), asc(experiments.id));
  const [lessonCount] = await db
    .select({ n: count() })
    .from(lessons)
    .where(eq(lessons.courseId, klass.courseId));
  const reportRows = await db
    .select({ id: experiments.id, title: experiments.title, rubric: reportTemplates.rubric })
    .from(reportTemplates)
    .innerJoin(experiments, eq(experiments.id, reportTemplates.experimentId))
    .where(eq(experiments.courseId, klass.courseId))
    .orderBy(asc(experiments.sortOrder), asc(experiments.id));
  return [
    ...quizRows.map((quiz) => ({
      key: `quiz:${quiz.id}`,
      kind: 'quiz' as const,
      refId: quiz.id,
      title: quiz.title,
      total: quiz.total,
    })),
    ...experimentRows.map((experiment) => ({
      key: `experiment:${experiment.id}`,
      kind: 'experiment' as const,
      refId: experiment.id,
      title: experiment.title,
      total: 100,
    })),
    ...((lessonCount?.n ?? 0) > 0
      ? [{ key: 'video', kind: 'video' as const, refId: null, title: '视频完成度', total: 100 }]
      : []),
    ...reportRows.map((report) => ({
      key: `report:${report.id}`,
      kind: 'report' as const,
      refId: report.id,
      title: `${report.title} 实验报告`,
      total: rubricTotal(report.rubric),
    })),
  ];
}

/** The saved settings of the class's grade book (or the defaults) and its revision (0: never saved). */
export async function savedSettings(
  db: Database,
  classId: number,
  items: readonly Omit<GradeItem, 'weight'>[],
): Promise<{ settings: GradebookSettings; revision: number; updatedAt: Date | null }> {
  const [saved] = await db.select().from(gradebooks).where(eq(gradebooks.classId, classId));
  return saved
    ? { settings: saved.settings, revision: saved.revision, updatedAt: saved.updatedAt }
    : { settings: defaultSettings(items), revision: 0, updatedAt: null };
}

/** The items with their weights (an item the teacher has not weighed yet: 0). */
export const weighed = (
  items: readonly Omit<GradeItem, 'weight'>[],
  settings: GradebookSettings,
): GradeItem[] => items.map((item) => ({ ...item, weight: settings.weights[item.key] ?? 0 }));

interface Member {
  userId: number;
  username: string;
  realName: string;
  nickname: string;
  studentNumber: string;
  department: string;
}

/** The class's members by 学号 (or only `userIds`). */
export async function membersOf(
  db: Database,
  classId: number,
  userIds?: readonly number[],
): Promise<Member[]> {
  return db
    .select({
      userId: users.id,
      username: users.username,
      realName: users.realName,
      nickname: users.nickname,
      studentNumber: users.studentNumber,
      department: users.department,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, classId),
        userIds ? inArray(classMembers.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(users.studentNumber), asc(users.username));
}

type Figures = Map<string, Map<number, number>>;

function put(figures: Figures, key: string, userId: number, value: number): void {
  const byUser = figures.get(key) ?? new Map<number, number>();
  byUser.set(userId, value);
  figures.set(key, byUser);
}

async function quizFigures(
  db: Database,
  items: readonly Omit<GradeItem, 'weight'>[],
  userIds: readonly number[],
  figures: Figures,
  pending: Set<number>,
): Promise<void> {
  const quizIds = items.flatMap((item) => (item.kind === 'quiz' && item.refId ? [item.refId] : []));
  if (quizIds.length === 0 || userIds.length === 0) return;
  const settings = new Map(
    (
      await db
        .select({ id: quizzes.id, settings: quizzes.settings })
        .from(quizzes)
        .where(inArray(quizzes.id, quizIds))
    ).map((row) => [row.id, row.settings]),
  );
  const attempts = await db
    .select({
      quizId: quizAttempts.quizId,
      userId: quizAttempts.userId,
      number: quizAttempts.number,
      score: quizAttempts.score,
      submittedAt: quizAttempts.submittedAt,
      pending: quizAttempts.pending,
    })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.quizId, quizIds), inArray(quizAttempts.userId, [...userIds])));
  const grouped = new Map<string, typeof attempts>();
  for (const attempt of attempts) {
    const key = `${attempt.quizId}:${attempt.userId}`;
    grouped.set(key, [...(grouped.get(key) ?? []), attempt]);
    if (attempt.pending) pending.add(attempt.userId);
  }
  for (const group of grouped.values()) {
    const first = group[0];
    const quizSettings = first ? settings.get(first.quizId) : undefined;
    if (!first || !quizSettings) continue;
    const counted = countedAttempt(quizSettings.counting, group);
    if (counted?.score != null) put(figures, `quiz:${first.quizId}`, first.userId, counted.score);
  }
}

async function experimentFigures(
  db: Database,
  items: readonly Omit<GradeItem, 'weight'>[],
  userIds: readonly number[],
  mode: GradebookSettings['experimentScore'],
  figures: Figures,
): Promise<void> {
  const ids = items.flatMap((item) =>
    item.kind === 'experiment' && item.refId ? [item.refId] : [],
  );
  if (ids.length === 0 || userIds.length === 0) return;
  const finished = await db
    .select({
      experimentId: experimentSessions.experimentId,
      userId: experimentSessions.userId,
      score: experimentSessions.score,
      finishedAt: experimentSessions.finishedAt,
    })
    .from(experimentSessions)
    .where(
      and(
        inArray(experimentSessions.experimentId, ids),
        inArray(experimentSessions.userId, [...userIds]),
        isNotNull(experimentSessions.finishedAt),
        isNotNull(experimentSessions.score),
      ),
    )
    .orderBy(asc(experimentSessions.finishedAt));
  const chosen = new Map<string, { userId: number; experimentId: number; score: number }>();
  for (const row of finished) {
    if (row.userId === null || row.score === null) continue;
    const key = `${row.experimentId}:${row.userId}`;
    const before = chosen.get(key);
    // ordered by time: the last one seen is the last attempt
    if (mode === 'last' || !before || row.score > before.score)
      chosen.set(key, { userId: row.userId, experimentId: row.experimentId, score: row.score });
  }
  for (const { userId, experimentId, score } of chosen.values())
    put(figures, `experiment:${experimentId}`, userId, score);
}

async function videoFigures(
  db: Database,
  courseId: number,
  items: readonly Omit<GradeItem, 'weight'>[],
  userIds: readonly number[],
  figures: Figures,
): Promise<void> {
  if (!items.some((item) => item.kind === 'video') || userIds.length === 0) return;
  const [lessonCount] = await db
    .select({ n: count() })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const total = lessonCount?.n ?? 0;
  if (total === 0) return;
  const done = await db
    .select({ userId: learnProgress.userId, n: count() })
    .from(learnProgress)
    .where(
      and(
        eq(learnProgress.courseId, courseId),
        eq(learnProgress.finished, true),
        inArray(learnProgress.userId, [...userIds]),
      ),
    )
    .groupBy(learnProgress.userId);
  const finishedBy = new Map(done.map((row) => [row.userId, row.n]));
  // completion is a figure for everyone: no lesson finished is 0 %, not work missing
  for (const userId of userIds)
    put(figures, 'video', userId, roundHalfUp(((finishedBy.get(userId) ?? 0) / total) * 100, 1));
}

/** Each report's released score (a grade not yet released is not a figure). */
async function reportFigures(
  db: Database,
  classId: number,
  items: readonly Omit<GradeItem, 'weight'>[],
  userIds: readonly number[],
  figures: Figures,
): Promise<void> {
  const ids = items.flatMap((item) => (item.kind === 'report' && item.refId ? [item.refId] : []));
  if (ids.length === 0 || userIds.length === 0) return;
  const released = await db
    .select({ experimentId: reports.experimentId, userId: reports.userId, score: reports.score })
    .from(reports)
    .where(
      and(
        eq(reports.classId, classId),
        inArray(reports.experimentId, ids),
        inArray(reports.userId, [...userIds]),
        eq(reports.released, true),
        isNotNull(reports.score),
      ),
    );
  for (const row of released)
    if (row.score !== null) put(figures, `report:${row.experimentId}`, row.userId, row.score);
}

/**
 * Every member's row (by 学号), or only `userIds`' rows.
 * @example
 * const rows = await gradeRows(db, klass, items, settings);
 */
export async function gradeRows(
  db: Database,
  klass: { id: number; courseId: number },
  items: readonly GradeItem[],
  settings: GradebookSettings,
  userIds?: readonly number[],
): Promise<GradebookRow[]> {
  const members = await membersOf(db, klass.id, userIds);
  const ids = members.map((member) => member.userId);
  const figures: Figures = new Map();
  const pending = new Set<number>();
  await quizFigures(db, items, ids, figures, pending);
  await experimentFigures(db, items, ids, settings.experimentScore, figures);
  await videoFigures(db, klass.courseId, items, ids, figures);
  await reportFigures(db, klass.id, items, ids, figures);
  return members.map((member) => {
    const scores = items.map((item) => figures.get(item.key)?.get(member.userId) ?? null);
    const final = finalGrade(items, scores, settings);
    return {
      userId: member.userId,
      username: member.username,
      realName: member.realName || member.nickname,
      studentNumber: member.studentNumber,
      department: member.department,
      scores,
      pending: pending.has(member.userId),
      final,
      level: final === null ? null : levelOf(final, settings.thresholds),
    };
  });
}
