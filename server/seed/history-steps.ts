/**
 * Demo seed step: a year of history so every chart has shape, counted back from the day of
 * seeding (days in TIME_ZONE, default Asia/Shanghai).
 *
 * - What the demo users did (student1, teacher1, public1): lessons watched over the last three
 *   weeks (learn_progress, course_learners, learn_records), ratings, collections and finished
 *   experiment attempts — stored exactly as the API would have stored them.
 * - Synthetic traffic of everybody else, as daily counters only: page visits by identity for
 *   365 days (weekday and term-time shape, growing over the year), learners and learning seconds
 *   per course and identity, and experiment launches per experiment and identity.
 * - Course and experiment counters made to agree with those: launchCount is the sum of the
 *   launch counters; learnerCount, clickCount, the ratings and the scores are the demo users'
 *   own plus synthetic aggregates derived from the year's learners.
 *
 * Deterministic (a seeded generator); the counters go in with one bulk insert.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Identity, TrafficIdentity } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import {
  collections,
  courseLearners,
  courses,
  experimentSessions,
  experiments,
  learnProgress,
  learnRecords,
  lessons,
  ratings,
  users,
} from '../db/schema';
import { dayOf } from '../statistics/calendar';
import { METRICS } from '../statistics/daily-counters';
import type { Metric } from '../statistics/daily-counters';
import { COURSES, EXPERIMENTS } from './course-catalog';
import { insertCounters } from './insert-counters';
import type { SeedStep } from './run-seed';
import { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 365;

/** Counter key → value. */
export type CounterMap = Map<string, number>;

export function counterKey(
  day: string,
  metric: Metric,
  identity: TrafficIdentity,
  subjectId = 0,
): string {
  return `${day}|${metric}|${identity}|${subjectId}`;
}

function add(map: CounterMap, key: string, amount: number): void {
  if (amount > 0) map.set(key, (map.get(key) ?? 0) + amount);
}

/** Days from `HISTORY_DAYS - 1` days ago to today (`YYYY-MM-DD`), oldest first. */
export function historyDays(now: Date, timeZone: string): string[] {
  const [y, m, d] = dayOf(now, timeZone).split('-').map(Number) as [number, number, number];
  const today = Date.UTC(y, m - 1, d);
  return Array.from({ length: HISTORY_DAYS }, (_, i) =>
    new Date(today - (HISTORY_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Teaching calendar: winter and summer holidays, the National Day week, exam weeks. */
function termFactor(day: string): number {
  const md = day.slice(5);
  if (md >= '01-15' && md <= '02-25') return 0.4;
  if (md >= '07-10' && md <= '08-31') return 0.45;
  if (md >= '10-01' && md <= '10-07') return 0.55;
  if ((md >= '06-20' && md < '07-10') || (md >= '01-01' && md < '01-15')) return 1.15;
  return 1;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

interface IdentityShape {
  visits: number;
  learners: number;
  secondsPerLearner: number;
  launches: number;
  weekend: number;
  /** How strongly the teaching calendar applies (1 full, 0 none). */
  term: number;
}

const SHAPES: Record<TrafficIdentity, IdentityShape> = {
  student: {
    visits: 380,
    learners: 55,
    secondsPerLearner: 1100,
    launches: 18,
    weekend: 0.6,
    term: 1,
  },
  teacher: {
    visits: 70,
    learners: 6,
    secondsPerLearner: 700,
    launches: 3,
    weekend: 0.4,
    term: 0.8,
  },
  public: {
    visits: 110,
    learners: 14,
    secondsPerLearner: 1400,
    launches: 5,
    weekend: 1.1,
    term: 0.3,
  },
  visitor: {
    visits: 240,
    learners: 0,
    secondsPerLearner: 0,
    launches: 6,
    weekend: 0.85,
    term: 0.5,
  },
};

const IDENTITY_ORDER: readonly TrafficIdentity[] = ['student', 'teacher', 'public', 'visitor'];

/** Popularity weights (Zipf-like over a shuffled order), one per item. */
function popularity(random: SeededRandom, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const weights = new Array<number>(n).fill(0);
  order.forEach((item, rank) => (weights[item] = 1 / (rank + 1) ** 0.8));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/**
 * The synthetic daily counters of the year. Course and experiment subjects are indexes into
 * COURSES / EXPERIMENTS, mapped to ids by the caller.
 */
export function syntheticCounters(days: readonly string[]): {
  counters: {
    day: string;
    metric: Metric;
    identity: TrafficIdentity;
    subject: number;
    value: number;
  }[];
} {
  const random = new SeededRandom(19491001);
  const coursePopularity = popularity(random, COURSES.length);
  const experimentPopularity = popularity(random, EXPERIMENTS.length);
  const rows: {
    day: string;
    metric: Metric;
    identity: TrafficIdentity;
    subject: number;
    value: number;
  }[] = [];
  days.forEach((day, i) => {
    const growth = 0.55 + (0.45 * i) / Math.max(1, days.length - 1);
    const term = termFactor(day);
    const weekend = isWeekend(day);
    for (const identity of IDENTITY_ORDER) {
      const shape = SHAPES[identity];
      const factor =
        growth *
        (1 + (term - 1) * shape.term) *
        (weekend ? shape.weekend : 1) *
        random.jitter(0.15);
      rows.push({
        day,
        metric: METRICS.pageVisit,
        identity,
        subject: 0,
        value: random.round(shape.visits * factor),
      });
      coursePopularity.forEach((weight, course) => {
        const learnerDays = random.round(shape.learners * factor * weight);
        if (learnerDays > 0) {
          rows.push({
            day,
            metric: METRICS.courseLearnerDay,
            identity,
            subject: course,
            value: learnerDays,
          });
          rows.push({
            day,
            metric: METRICS.learnSeconds,
            identity,
            subject: course,
            value: Math.round(learnerDays * shape.secondsPerLearner * random.jitter(0.3)),
          });
        }
      });
      experimentPopularity.forEach((weight, experiment) => {
        const launches = random.round(shape.launches * factor * weight);
        if (launches > 0) {
          rows.push({
            day,
            metric: METRICS.experimentLaunch,
            identity,
            subject: experiment,
            value: launches,
          });
        }
      });
    }
  });
  return { counters: rows.filter((row) => row.value > 0) };
}

interface DemoStudy {
  username: string;
  /** Course indexes in COURSES, with how many lessons are watched to the end. */
  courses: readonly { course: number; finished: number }[];
  ratings: readonly { course: number; score: number }[];
  collected: readonly number[];
  attempts: readonly { experiment: string; score: number; minutes: number }[];
}

const courseIndex = (title: string): number =>
  COURSES.findIndex((course) => course.title === title);

export const DEMO_STUDIES: readonly DemoStudy[] = [
  {
    username: 'student1',
    courses: [
      { course: courseIndex('机械制图与 CAD'), finished: 6 },
      { course: courseIndex('数控车床操作实训'), finished: 3 },
      { course: courseIndex('大学物理实验'), finished: 4 },
      { course: courseIndex('Python 程序设计'), finished: 2 },
      { course: courseIndex('中国共产党历史概论'), finished: 1 },
    ],
    ratings: [
      { course: courseIndex('机械制图与 CAD'), score: 5 },
      { course: courseIndex('大学物理实验'), score: 4 },
      { course: courseIndex('中国共产党历史概论'), score: 5 },
    ],
    collected: [
      courseIndex('机械制图与 CAD'),
      courseIndex('Python 程序设计'),
      courseIndex('大学物理实验'),
      courseIndex('唐诗宋词鉴赏'),
    ],
    attempts: [
      { experiment: 'pendulum', score: 78, minutes: 18 },
      { experiment: 'pendulum', score: 92, minutes: 15 },
      { experiment: 'titration', score: 85, minutes: 24 },
    ],
  },
  {
    username: 'teacher1',
    courses: [
      { course: courseIndex('液压与气动系统仿真'), finished: 5 },
      { course: courseIndex('人工智能导论'), finished: 2 },
    ],
    ratings: [
      { course: courseIndex('液压与气动系统仿真'), score: 4 },
      { course: courseIndex('人工智能导论'), score: 5 },
    ],
    collected: [courseIndex('数控加工虚拟仿真'), courseIndex('液压与气动系统仿真')],
    attempts: [{ experiment: 'ohms-law', score: 96, minutes: 12 }],
  },
  {
    username: 'public1',
    courses: [
      { course: courseIndex('数控车床操作实训'), finished: 4 },
      { course: courseIndex('管理学原理'), finished: 1 },
      { course: courseIndex('唐诗宋词鉴赏'), finished: 3 },
    ],
    ratings: [{ course: courseIndex('数控车床操作实训'), score: 5 }],
    collected: [courseIndex('管理学原理')],
    attempts: [{ experiment: 'newton-second-law', score: 70, minutes: 19 }],
  },
];

async function seedHistory(tx: Database): Promise<void> {
  const now = new Date();
  const timeZone = process.env.TIME_ZONE?.trim() || 'Asia/Shanghai';
  const counters: CounterMap = new Map();

  const courseRows = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      inArray(
        courses.title,
        COURSES.map((course) => course.title),
      ),
    );
  const courseIds = new Map(courseRows.map((row) => [row.title, row.id]));
  const courseId = (index: number): number | undefined => {
    const course = COURSES[index];
    return course ? courseIds.get(course.title) : undefined;
  };
  const experimentRows = await tx
    .select({ id: experiments.id, launchUrl: experiments.launchUrl })
    .from(experiments);
  const experimentIds = new Map(
    experimentRows.map((row) => [row.launchUrl.replace(/^.*\/|\.html$/g, ''), row.id]),
  );
  const lessonRows = await tx
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      durationSeconds: lessons.durationSeconds,
    })
    .from(lessons)
    .orderBy(lessons.courseId, lessons.chapterId, lessons.sortOrder, lessons.id);
  const realLearners = new Map<number, number>();
  const realRatings = new Map<number, { sum: number; count: number }>();
  const realScores = new Map<number, { sum: number; count: number }>();
  const random = new SeededRandom(20210701);

  for (const study of DEMO_STUDIES) {
    const [user] = await tx
      .select({ id: users.id, identity: users.identity })
      .from(users)
      .where(eq(users.username, study.username))
      .limit(1);
    if (!user) continue;
    await seedUserStudy(tx, study, user, {
      now,
      timeZone,
      counters,
      courseId,
      lessonRows,
      random,
      realLearners,
    });
    for (const rating of study.ratings) {
      const id = courseId(rating.course);
      if (id === undefined) continue;
      const at = new Date(now.getTime() - random.int(1, 10) * DAY_MS);
      await tx.insert(ratings).values({
        userId: user.id,
        courseId: id,
        score: rating.score,
        createdAt: at,
        updatedAt: at,
      });
      const sum = realRatings.get(id) ?? { sum: 0, count: 0 };
      realRatings.set(id, { sum: sum.sum + rating.score, count: sum.count + 1 });
    }
    const collectedIds = study.collected.map(courseId).filter((id) => id !== undefined);
    if (collectedIds.length > 0) {
      await tx.insert(collections).values(
        collectedIds.map((id, i) => ({
          userId: user.id,
          targetType: 'course' as const,
          targetId: id,
          createdAt: new Date(now.getTime() - (collectedIds.length - i) * 2 * DAY_MS),
        })),
      );
    }
    for (const [i, attempt] of study.attempts.entries()) {
      const experimentId = experimentIds.get(attempt.experiment);
      if (experimentId === undefined) continue;
      const startedAt = new Date(
        now.getTime() - (12 - i * 3) * DAY_MS - random.int(60, 600) * 60_000,
      );
      const durationSeconds = attempt.minutes * 60 + random.int(0, 59);
      await tx.insert(experimentSessions).values({
        id: `demo-${study.username}-${attempt.experiment}-${i + 1}`,
        experimentId,
        userId: user.id,
        identity: user.identity,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + durationSeconds * 1000),
        score: attempt.score,
        durationSeconds,
        report: `实验完成，得分 ${attempt.score} 分。`,
      });
      add(
        counters,
        counterKey(
          dayOf(startedAt, timeZone),
          METRICS.experimentLaunch,
          user.identity,
          experimentId,
        ),
        1,
      );
      const score = realScores.get(experimentId) ?? { sum: 0, count: 0 };
      realScores.set(experimentId, { sum: score.sum + attempt.score, count: score.count + 1 });
    }
  }

  // Everybody else: the synthetic counters of the year.
  const synthetic = syntheticCounters(historyDays(now, timeZone));
  const learnerDays = new Map<number, number>();
  for (const row of synthetic.counters) {
    let subject = 0;
    if (row.metric === METRICS.experimentLaunch) {
      subject = experimentIds.get(EXPERIMENTS[row.subject]?.slug ?? '') ?? -1;
    } else if (row.metric !== METRICS.pageVisit) {
      subject = courseId(row.subject) ?? -1;
    }
    if (subject < 0) continue;
    if (row.metric === METRICS.courseLearnerDay) {
      learnerDays.set(subject, (learnerDays.get(subject) ?? 0) + row.value);
    }
    add(counters, counterKey(row.day, row.metric, row.identity, subject), row.value);
  }
  await insertCounters(tx, counters);

  // Course and experiment counters in step with the above.
  const totals = new Map<string, number>();
  for (const [key, value] of counters) {
    const [, metric, , subject] = key.split('|');
    const total = `${metric}|${subject}`;
    totals.set(total, (totals.get(total) ?? 0) + value);
  }
  const total = (metric: Metric, subject: number) => totals.get(`${metric}|${subject}`) ?? 0;
  const aggregates = new SeededRandom(71921);
  const courseUpdates = [...courseIds.values()].map((id) => {
    const synthLearners = Math.round((learnerDays.get(id) ?? 0) * 0.35);
    const synthRatings = Math.round(synthLearners * 0.2);
    const average = 3.4 + 1.5 * aggregates.next();
    const synthSum = Math.min(
      5 * synthRatings,
      Math.max(synthRatings, Math.round(average * synthRatings)),
    );
    const real = realRatings.get(id) ?? { sum: 0, count: 0 };
    return {
      id,
      click_count: Math.round(((learnerDays.get(id) ?? 0) * 2.2 + 40) * aggregates.jitter(0.2)),
      learner_count: (realLearners.get(id) ?? 0) + synthLearners,
      rating_sum: real.sum + synthSum,
      rating_count: real.count + synthRatings,
    };
  });
  await tx.execute(sql`
    UPDATE courses SET click_count = x.click_count, learner_count = x.learner_count,
      rating_sum = x.rating_sum, rating_count = x.rating_count
    FROM jsonb_to_recordset(${JSON.stringify(courseUpdates)}::jsonb)
      AS x(id integer, click_count bigint, learner_count integer, rating_sum float8, rating_count integer)
    WHERE courses.id = x.id`);
  for (const id of experimentIds.values()) {
    const launches = total(METRICS.experimentLaunch, id);
    const real = realScores.get(id) ?? { sum: 0, count: 0 };
    const synthFinished = Math.max(0, Math.round((launches - real.count) * 0.55));
    const average = 70 + 18 * aggregates.next();
    await tx
      .update(experiments)
      .set({
        launchCount: launches,
        finishedCount: real.count + synthFinished,
        scoreSum: real.sum + Math.round(average * synthFinished),
      })
      .where(eq(experiments.id, id));
  }
}

interface StudyContext {
  now: Date;
  timeZone: string;
  counters: CounterMap;
  courseId: (index: number) => number | undefined;
  lessonRows: { id: number; courseId: number; durationSeconds: number }[];
  random: SeededRandom;
  realLearners: Map<number, number>;
}

/** One demo user's viewing: lessons in order, one a day or so over the last three weeks. */
async function seedUserStudy(
  tx: Database,
  study: DemoStudy,
  user: { id: number; identity: Identity },
  context: StudyContext,
): Promise<void> {
  const { now, timeZone, counters, random } = context;
  for (const [c, plan] of study.courses.entries()) {
    const id = context.courseId(plan.course);
    if (id === undefined) continue;
    const courseLessons = context.lessonRows.filter((lesson) => lesson.courseId === id);
    const watched = courseLessons.slice(0, Math.min(courseLessons.length, plan.finished + 1));
    if (watched.length === 0) continue;
    const learnedDays = new Set<string>();
    let learned = 0;
    let startedAt: Date | null = null;
    let lastAt = now;
    for (const [l, lesson] of watched.entries()) {
      const isLast = l === watched.length - 1 && plan.finished < courseLessons.length;
      const seconds = isLast ? Math.floor(lesson.durationSeconds * 0.4) : lesson.durationSeconds;
      const daysAgo = Math.max(0, 20 - c * 2 - l * 2);
      const start = new Date(
        now.getTime() -
          daysAgo * DAY_MS -
          random.int(30, 600) * 60_000 -
          (watched.length - l) * 1000,
      );
      const end = new Date(start.getTime() + seconds * 1000);
      startedAt ??= start;
      lastAt = end;
      learned += seconds;
      await tx.insert(learnProgress).values({
        userId: user.id,
        lessonId: lesson.id,
        courseId: id,
        position: seconds,
        learnedSeconds: seconds,
        finished: seconds >= 0.9 * lesson.durationSeconds,
        updatedAt: end,
      });
      await tx.insert(learnRecords).values({
        userId: user.id,
        courseId: id,
        lessonId: lesson.id,
        startedAt: start,
        endedAt: end,
        durationSeconds: seconds,
      });
      const day = dayOf(end, timeZone);
      add(counters, counterKey(day, METRICS.learnSeconds, user.identity, id), seconds);
      if (!learnedDays.has(day)) {
        learnedDays.add(day);
        add(counters, counterKey(day, METRICS.courseLearnerDay, user.identity, id), 1);
      }
    }
    await tx.insert(courseLearners).values({
      userId: user.id,
      courseId: id,
      learnedSeconds: learned,
      lastLessonId: watched.at(-1)!.id,
      startedAt: startedAt ?? now,
      lastLearnAt: lastAt,
    });
    context.realLearners.set(id, (context.realLearners.get(id) ?? 0) + 1);
  }
}

export const HISTORY_SEED_STEPS: readonly SeedStep[] = [
  { name: 'demo-history-v1', demo: true, apply: (tx) => seedHistory(tx) },
];
