// Quizzes and the grade book at a large class's size (issue 28's bench), in-process on the
// embedded database with the demo content: 500 students submitting a 50-question quiz (each
// submit grades the whole paper on the server), then the grade book of those 500 students with
// 30 items built and exported. Latencies are app.inject's (no network), wall times real.
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { startSession } from '../server/auth/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import {
  classMembers,
  classes,
  courses,
  experiments,
  experimentSessions,
  quizAttempts,
  quizzes,
  users,
} from '../server/db/schema.ts';
import { runSeed } from '../server/seed/run-seed.ts';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (value, digits = 1) => Number(value.toFixed(digits));

async function call(app, token, method, url, body) {
  const response = await app.inject({
    method,
    url,
    headers: { token },
    ...(method === 'GET' ? { query: body } : { payload: body }),
  });
  const answer = response.json();
  if (answer.code !== 0) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
  return answer.data;
}

/** Runs `tasks` with at most `limit` at a time; returns each one's milliseconds. */
async function timedPool(tasks, limit) {
  const times = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const task = tasks[next++];
      const started = performance.now();
      await task();
      times.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return times.sort((a, b) => a - b);
}

const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'essay'];

function question(type, n) {
  const base = {
    type,
    stem: `<p>第 ${n} 题（${type}）${type === 'fill' ? '答案是___。' : ''}</p>`,
    options: [],
    correct: [],
    judge: null,
    blanks: [],
    reference: '',
    analysis: '<p>解析</p>',
    difficulty: 'medium',
    tags: ['压测'],
    score: 2,
  };
  if (type === 'single')
    return { ...base, options: ['<p>A</p>', '<p>B</p>', '<p>C</p>', '<p>D</p>'], correct: [n % 4] };
  if (type === 'multiple')
    return { ...base, options: ['<p>A</p>', '<p>B</p>', '<p>C</p>', '<p>D</p>'], correct: [0, 2] };
  if (type === 'judge') return { ...base, judge: n % 2 === 0 };
  if (type === 'fill') return { ...base, blanks: [{ kind: 'text', answers: ['北京'] }] };
  return { ...base, reference: '<p>参考</p>' };
}

/** The right answer of a frozen paper entry, in the order the student saw the options. */
function rightResponse(entry) {
  const { question: q, order } = entry;
  if (q.type === 'single' || q.type === 'multiple')
    return { choices: order.flatMap((own, shown) => (q.correct.includes(own) ? [shown] : [])) };
  if (q.type === 'judge') return { judge: q.judge };
  if (q.type === 'fill') return { blanks: ['北京'] };
  return { text: '<p>一段回答</p>' };
}

function sampleRss(into) {
  const timer = setInterval(() => {
    into.peak = Math.max(into.peak, process.memoryUsage().rss);
  }, 10);
  return () => clearInterval(timer);
}

/**
 * @example
 * const teaching = await measureTeaching({ students: 500, questions: 50, items: 30 });
 */
export async function measureTeaching({
  students = 500,
  questions = 50,
  items = 30,
  concurrency = 50,
} = {}) {
  const database = await openDatabase({
    memory: true,
    afterMigrate: (db) => runSeed(db, { demo: true }),
  });
  const { db } = database;
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    rateLimit: { authMax: 1e6, captchaMax: 1e6, windowSeconds: 60 },
    quizSweepMs: 600_000,
  };
  const app = await buildApp({ db, config });
  const ctx = { db, config };
  try {
    const [teacher] = await db.select().from(users).where(eq(users.username, 'teacher1'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, teacher.id));
    const teacherToken = (await startSession(ctx, teacher.id)).token;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .orderBy(sql`(SELECT count(*) FROM lessons l WHERE l.course_id = ${courses.id}) DESC`)
      .limit(1);
    const [klass] = await db
      .insert(classes)
      .values({
        courseId: course.id,
        name: '压测班',
        term: '2026-2027 第一学期',
        joinCode: 'BENCH9',
      })
      .returning();
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: students }, (_, i) => ({
          username: `bench_student_${i}`,
          passwordHash: 'bench',
          nickname: `学生${i}`,
          realName: `压测学生${i}`,
          identity: 'student',
          studentNumber: String(20260000 + i).padStart(10, '0'),
          department: '压测学院',
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(classMembers)
      .values(created.map(({ id }) => ({ classId: klass.id, userId: id })));
    const tokens = [];
    for (const { id } of created) tokens.push((await startSession(ctx, id)).token);

    const questionIds = [];
    for (let n = 0; n < questions; n += 1)
      questionIds.push(
        (
          await call(app, teacherToken, 'POST', '/api/teaching/questionSave', {
            courseId: course.id,
            question: question(QUESTION_TYPES[n % QUESTION_TYPES.length], n),
          })
        ).id,
      );
    const settings = {
      openAt: null,
      closeAt: null,
      timeLimitMinutes: 60,
      attempts: 1,
      counting: 'highest',
      passPercent: 60,
      shuffleQuestions: true,
      shuffleOptions: true,
      reveal: 'submit',
      gate: false,
      rules: {
        multiplePartial: 'half',
        fillPerBlank: true,
        fillIgnoreCase: true,
        fillIgnoreWidth: true,
      },
    };
    const quiz = await call(app, teacherToken, 'POST', '/api/teaching/quizSave', {
      quiz: {
        classId: klass.id,
        kind: 'standalone',
        chapterId: null,
        experimentId: null,
        title: '期末考试（压测）',
        description: '',
        settings,
        paper: {
          mode: 'fixed',
          items: questionIds.map((questionId) => ({ questionId, score: null })),
        },
      },
    });
    await call(app, teacherToken, 'POST', '/api/teaching/quizPublish', {
      id: quiz.id,
      published: true,
    });

    // every student opens the paper (their seeded draw, frozen on the attempt)
    const startTimes = await timedPool(
      tokens.map(
        (token) => () => call(app, token, 'POST', '/api/teaching/quizStart', { quizId: quiz.id }),
      ),
      concurrency,
    );
    // and has answered every question (saved straight into the attempts: the bench is about the submit)
    const attempts = await db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id));
    for (const attempt of attempts)
      await db
        .update(quizAttempts)
        .set({ answers: attempt.paper.map(rightResponse) })
        .where(eq(quizAttempts.id, attempt.id));
    const byUser = new Map(attempts.map((attempt) => [attempt.userId, attempt.id]));

    const submitStarted = performance.now();
    const submitTimes = await timedPool(
      created.map(
        ({ id }, i) =>
          () =>
            call(app, tokens[i], 'POST', '/api/teaching/quizSubmit', { attemptId: byUser.get(id) }),
      ),
      concurrency,
    );
    const submitWallMs = performance.now() - submitStarted;
    const [graded] = await db
      .select({
        n: sql`count(*)::int`,
        wrong: sql`count(*) FILTER (WHERE score IS DISTINCT FROM ${(questions - Math.ceil(questions / 5)) * 2})::int`,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), sql`${quizAttempts.submittedAt} IS NOT NULL`));

    // the grade book: more quizzes (each taken by every student) up to `items` with the course's
    // experiments (attempts for everyone) and video completion
    const courseExperiments = await db
      .select({ id: experiments.id })
      .from(experiments)
      .where(eq(experiments.courseId, course.id));
    const extraQuizzes = Math.max(0, items - 2 - courseExperiments.length);
    for (let q = 0; q < extraQuizzes; q += 1) {
      const [extra] = await db
        .insert(quizzes)
        .values({
          classId: klass.id,
          kind: 'standalone',
          title: `单元测验 ${q + 1}`,
          settings,
          paper: { mode: 'fixed', items: [{ questionId: questionIds[0], score: 10 }] },
          status: 'published',
          questionCount: 1,
          total: 10,
        })
        .returning({ id: quizzes.id });
      await db.insert(quizAttempts).values(
        created.map(({ id }, i) => ({
          quizId: extra.id,
          userId: id,
          number: 1,
          paper: [],
          startedAt: new Date(),
          submittedAt: new Date(),
          submittedBy: 'student',
          score: (i * 7 + q) % 11,
        })),
      );
    }
    for (const experiment of courseExperiments)
      await db.insert(experimentSessions).values(
        created.map(({ id }, i) => ({
          id: `bench-${experiment.id}-${id}`,
          experimentId: experiment.id,
          userId: id,
          identity: 'student',
          startedAt: new Date(Date.now() - 3_600_000),
          finishedAt: new Date(),
          score: 40 + ((i * 13) % 61),
          durationSeconds: 900,
        })),
      );
    const bookTimes = [];
    let book;
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      book = await call(app, teacherToken, 'GET', '/api/teaching/gradebook', {
        classId: String(klass.id),
        pageSize: '100',
      });
      bookTimes.push(performance.now() - started);
    }
    bookTimes.sort((a, b) => a - b);
    const memory = { peak: process.memoryUsage().rss };
    const before = memory.peak;
    const stop = sampleRss(memory);
    const exportStarted = performance.now();
    const file = await call(app, teacherToken, 'GET', '/api/teaching/gradebookExport', {
      classId: String(klass.id),
    });
    const exportMs = performance.now() - exportStarted;
    stop();
    return {
      students,
      questions,
      concurrency,
      start: { p50: round(percentile(startTimes, 0.5)), p99: round(percentile(startTimes, 0.99)) },
      submit: {
        wallMs: Math.round(submitWallMs),
        perSecond: round(students / (submitWallMs / 1000)),
        p50: round(percentile(submitTimes, 0.5)),
        p99: round(percentile(submitTimes, 0.99)),
        graded: graded.n,
        scoredOtherThanKey: graded.wrong,
        withinTenSeconds: submitWallMs <= 10_000 && graded.n === students,
      },
      gradebook: {
        items: book.items.length,
        students: book.stats.students,
        medianMs: round(bookTimes[2]),
        exportMs: Math.round(exportMs),
        exportBytes: Buffer.from(file.contentBase64, 'base64').length,
        exportRssGrowthMb: round((memory.peak - before) / 2 ** 20),
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureTeaching(), null, 2));
}
