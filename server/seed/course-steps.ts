/**
 * Demo seed steps for the course library: categories, courses with chapters and lessons, and the
 * virtual experiments. Deterministic: the same catalogue gives the same rows (dates are counted
 * back from the day of seeding).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { categories, chapters, courses, experiments, lessons } from '../db/schema';
import {
  COURSE_CATEGORY_TREE,
  COURSE_TYPE_NAMES,
  COURSES,
  EXPERIMENTS,
  LESSON_PATTERNS,
  VIDEO_CLIPS,
} from './course-catalog';
import type { CourseSeed } from './course-catalog';
import type { SeedStep } from './run-seed';
import { SeededRandom } from './seeded-random';

const CHAPTER_NUMBERS = ['一', '二', '三', '四', '五', '六'];
const DAY_MS = 86_400_000;

export function courseCover(index: number): string {
  return `/media/covers/course-${String(index + 1).padStart(2, '0')}.svg`;
}

export function experimentCover(slug: string): string {
  return `/media/covers/experiment-${slug}.svg`;
}

const STUDY_ADVICE: Record<CourseSeed['type'], string> = {
  major: '建议按章节顺序学习，每节课后完成配套练习，并在讨论区与同学交流疑难问题。',
  practice: '实训前请先观看操作演示并熟悉安全须知，实训中如实记录数据，实训后按考核要点自查。',
  simulation:
    '仿真操作不受时间与场地限制，可反复练习；建议先观看场景介绍，再进入虚拟环境完成交互任务。',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function courseDescription(course: CourseSeed): string {
  const goals = course.chapters.map((topic) => `<li>理解并掌握${escapeHtml(topic)}的主要内容</li>`);
  return [
    `<p>${escapeHtml(course.summary)}</p>`,
    '<h3>课程目标</h3>',
    `<ul>${goals.join('')}</ul>`,
    '<h3>课程类型</h3>',
    `<p>${COURSE_TYPE_NAMES[course.type]}，共 ${course.chapters.length} 章。</p>`,
    '<h3>授课教师</h3>',
    `<p>${escapeHtml(course.teacher)}，${escapeHtml(course.school)}</p>`,
    '<h3>学习建议</h3>',
    `<p>${STUDY_ADVICE[course.type]}</p>`,
  ].join('\n');
}

/** Lessons of every chapter of the course: 2–4 titles, decided by the course's index. */
export function chapterLessons(courseIndex: number): string[][] {
  const course = COURSES[courseIndex];
  if (!course) return [];
  const random = new SeededRandom(1000 + courseIndex);
  return course.chapters.map((topic) => {
    const n = random.int(2, 4);
    return LESSON_PATTERNS[course.type].slice(0, n).map((pattern) => pattern.replace('{t}', topic));
  });
}

async function seedCourses(tx: Database): Promise<void> {
  const today = Date.now();
  const categoryIds = new Map<string, number>();
  for (const [order, [top, children]] of COURSE_CATEGORY_TREE.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({ scope: 'course', name: top, sortOrder: order + 1 })
      .returning({ id: categories.id });
    if (!parent) throw new Error('category insert returned nothing');
    const rows = await tx
      .insert(categories)
      .values(
        children.map((name, i) => ({
          scope: 'course' as const,
          parentId: parent.id,
          name,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const row of rows) categoryIds.set(row.name, row.id);
  }

  const random = new SeededRandom(20240901);
  const courseRows = await tx
    .insert(courses)
    .values(
      COURSES.map((course, i) => {
        // Older courses first in the catalogue; a few weeks to two years old.
        const createdAt = new Date(
          today - (COURSES.length - i) * 14 * DAY_MS - random.int(0, 6) * DAY_MS,
        );
        return {
          categoryId: categoryIds.get(course.category) ?? null,
          type: course.type,
          title: course.title,
          cover: courseCover(i),
          summary: course.summary,
          description: courseDescription(course),
          teacher: course.teacher,
          sortOrder: i + 1,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: courses.id, sortOrder: courses.sortOrder });
  const courseIdAt = new Map(courseRows.map((row) => [row.sortOrder - 1, row.id]));

  const chapterValues = COURSES.flatMap((course, i) =>
    course.chapters.map((topic, c) => ({
      courseId: courseIdAt.get(i) ?? 0,
      title: `第${CHAPTER_NUMBERS[c] ?? c + 1}章 ${topic}`,
      sortOrder: c + 1,
    })),
  );
  const chapterRows = await tx
    .insert(chapters)
    .values(chapterValues)
    .returning({ id: chapters.id, courseId: chapters.courseId, sortOrder: chapters.sortOrder });
  const chapterId = new Map(chapterRows.map((row) => [`${row.courseId}/${row.sortOrder}`, row.id]));

  const lessonValues = COURSES.flatMap((_, i) => {
    const courseId = courseIdAt.get(i) ?? 0;
    let ordinal = 0;
    return chapterLessons(i).flatMap((titles, c) =>
      titles.map((title, l) => {
        const clip = VIDEO_CLIPS[(i + ordinal++) % VIDEO_CLIPS.length]!;
        return {
          courseId,
          chapterId: chapterId.get(`${courseId}/${c + 1}`) ?? 0,
          title: `${c + 1}.${l + 1} ${title}`,
          videoUrl: `/media/videos/${clip.file}.webm`,
          poster: `/media/videos/${clip.file}.jpg`,
          durationSeconds: clip.durationSeconds,
          sortOrder: l + 1,
        };
      }),
    );
  });
  await tx.insert(lessons).values(lessonValues);
}

/**
 * Experiments with a page of their own (src/experiments/<slug>/). The others are listed with an
 * empty launchUrl, which the portal shows as 暂未开放 and experimentStart refuses.
 */
const EXPERIMENT_PAGES = new Set(['pendulum', 'ohms-law']);

async function seedExperiments(tx: Database): Promise<void> {
  const courseIds = new Map<string, number>();
  for (const experiment of EXPERIMENTS) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, experiment.course))
      .limit(1);
    if (course) courseIds.set(experiment.course, course.id);
  }
  await tx.insert(experiments).values(
    EXPERIMENTS.map((experiment, i) => ({
      title: experiment.title,
      cover: experimentCover(experiment.slug),
      summary: experiment.summary,
      courseId: courseIds.get(experiment.course) ?? null,
      launchUrl: EXPERIMENT_PAGES.has(experiment.slug)
        ? `/PC/experiments/${experiment.slug}.html`
        : '',
      durationMinutes: experiment.durationMinutes,
      sortOrder: i + 1,
    })),
  );
}

export const COURSE_SEED_STEPS: readonly SeedStep[] = [
  { name: 'demo-courses-v1', demo: true, apply: (tx) => seedCourses(tx) },
  { name: 'demo-experiments-v1', demo: true, apply: (tx) => seedExperiments(tx) },
];
