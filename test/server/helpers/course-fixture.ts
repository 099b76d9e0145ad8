/**
 * A small course library written straight into the database, with numbers chosen so that every
 * order and filter of the course calls has a known answer:
 *
 *   理工类 (A)              c1 机械制图基础   major      A1  2025-01-01  learners 5  clicks 100  ★ 9/2 = 4.5
 *     机械工程 (A1)         c2 数控车床实训   practice   A1  2025-02-01  learners 9  clicks 50   ★ 12/3 = 4
 *     电子信息 (A2)         c3 单片机原理     major      A2a 2025-01-15  learners 9  clicks 80   ★ 18/4 = 4.5
 *       嵌入式系统 (A2a)    c4 数字电路仿真   simulation A2  2024-12-01  learners 0  clicks 0    ★ none
 *   文史类 (B)              c5 中国古代史     major      B1  2025-02-15  learners 1  clicks 5    ★ 3/1 = 3
 *     中国历史 (B1)         c6 未发布课程     major      A1  (not published)
 *   实训基地 (C, practice)  c7 钳工实训       practice   C   2025-03-01  learners 0  clicks 0    ★ none
 *
 * c1 has two chapters whose sortOrder is the reverse of their ids: 第一章 投影 (L1 60 s, L2 100 s)
 * then 第二章 三视图 (L3 200 s). c2 has L4 (300 s), c3 L5 and L6 (120 s each), c6 L7.
 */
import { categories, chapters, courses, lessons } from '../../../server/db/schema';
import type { Database } from '../../../server/db/open-database';
import type { CourseType } from '../../../src/core/api/contract';

export interface CourseFixture {
  cat: { A: number; A1: number; A2: number; A2a: number; B: number; B1: number; C: number };
  course: { c1: number; c2: number; c3: number; c4: number; c5: number; c6: number; c7: number };
  lesson: { L1: number; L2: number; L3: number; L4: number; L5: number; L6: number; L7: number };
  chapter: { first: number; second: number };
}

async function category(
  db: Database,
  name: string,
  parentId: number | null,
  sortOrder: number,
  courseType: CourseType | null = null,
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ scope: 'course', name, parentId, sortOrder, courseType })
    .returning({ id: categories.id });
  return row!.id;
}

export async function createCourseFixture(db: Database): Promise<CourseFixture> {
  const A = await category(db, '理工类', null, 1);
  const A1 = await category(db, '机械工程', A, 1);
  const A2 = await category(db, '电子信息', A, 2);
  const A2a = await category(db, '嵌入式系统', A2, 1);
  const B = await category(db, '文史类', null, 2);
  const B1 = await category(db, '中国历史', B, 1);
  const C = await category(db, '实训基地', null, 3, 'practice');
  await db.insert(categories).values({ scope: 'resource', name: '教学资源', sortOrder: 0 });

  const course = async (
    title: string,
    type: CourseType,
    categoryId: number,
    createdAt: string,
    extra: Partial<typeof courses.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(courses)
      .values({
        title,
        type,
        categoryId,
        cover: `/media/covers/${title}.svg`,
        summary: `${title}的简介`,
        description: `<p>${title}</p>`,
        teacher: '张老师',
        createdAt: new Date(createdAt),
        ...extra,
      })
      .returning({ id: courses.id });
    return row!.id;
  };
  const c1 = await course('机械制图基础', 'major', A1, '2025-01-01T00:00:00Z', {
    teacher: '王建国',
    summary: '投影与三视图',
    learnerCount: 5,
    clickCount: 100,
    ratingSum: 9,
    ratingCount: 2,
  });
  const c2 = await course('数控车床实训', 'practice', A1, '2025-02-01T00:00:00Z', {
    teacher: '李明',
    learnerCount: 9,
    clickCount: 50,
    ratingSum: 12,
    ratingCount: 3,
  });
  const c3 = await course('单片机原理', 'major', A2a, '2025-01-15T00:00:00Z', {
    teacher: '何伟',
    summary: '嵌入式入门',
    learnerCount: 9,
    clickCount: 80,
    ratingSum: 18,
    ratingCount: 4,
  });
  const c4 = await course('数字电路仿真', 'simulation', A2, '2024-12-01T00:00:00Z', {
    teacher: '高明',
  });
  const c5 = await course('中国古代史', 'major', B1, '2025-02-15T00:00:00Z', {
    teacher: '叶青',
    summary: '从先秦到明清，含古代机械发明史',
    learnerCount: 1,
    clickCount: 5,
    ratingSum: 3,
    ratingCount: 1,
  });
  const c6 = await course('未发布课程', 'major', A1, '2025-03-05T00:00:00Z', {
    published: false,
  });
  const c7 = await course('钳工实训', 'practice', C, '2025-03-01T00:00:00Z');

  // c1: the chapter inserted first is shown second.
  const [second, first] = await db
    .insert(chapters)
    .values([
      { courseId: c1, title: '第二章 三视图', sortOrder: 2 },
      { courseId: c1, title: '第一章 投影', sortOrder: 1 },
    ])
    .returning({ id: chapters.id });
  const [ch2, ch3, ch6] = await db
    .insert(chapters)
    .values([
      { courseId: c2, title: '第一章 安全规程', sortOrder: 1 },
      { courseId: c3, title: '第一章 单片机结构', sortOrder: 1 },
      { courseId: c6, title: '第一章', sortOrder: 1 },
    ])
    .returning({ id: chapters.id });
  const lesson = async (
    courseId: number,
    chapterId: number,
    title: string,
    durationSeconds: number,
    sortOrder: number,
  ) => {
    const [row] = await db
      .insert(lessons)
      .values({
        courseId,
        chapterId,
        title,
        durationSeconds,
        sortOrder,
        videoUrl: '/media/videos/pendulum.webm',
        poster: '/media/videos/pendulum.jpg',
      })
      .returning({ id: lessons.id });
    return row!.id;
  };
  const L3 = await lesson(c1, second!.id, '2.1 三视图', 200, 1);
  const L2 = await lesson(c1, first!.id, '1.2 斜投影', 100, 2);
  const L1 = await lesson(c1, first!.id, '1.1 正投影', 60, 1);
  const L4 = await lesson(c2, ch2!.id, '1.1 安全规程', 300, 1);
  const L5 = await lesson(c3, ch3!.id, '1.1 结构', 120, 1);
  const L6 = await lesson(c3, ch3!.id, '1.2 引脚', 120, 2);
  const L7 = await lesson(c6, ch6!.id, '不可见', 60, 1);
  return {
    cat: { A, A1, A2, A2a, B, B1, C },
    course: { c1, c2, c3, c4, c5, c6, c7 },
    lesson: { L1, L2, L3, L4, L5, L6, L7 },
    chapter: { first: first!.id, second: second!.id },
  };
}
