/**
 * A class's grade book (成绩册) for its teachers — read, weigh, export — and each student's own row
 * (我的成绩). Settings changes are audited; every figure is computed from the server's records.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import { MSG_EDIT_CONFLICT } from '../../../src/core/api/admin-contract';
import type { PageQuery, Paged } from '../../../src/core/api/contract';
import {
  GRADE_LEVELS,
  type Gradebook,
  type GradebookQuery,
  type GradebookSaveBody,
  type GradeLevel,
  type MyGradeRow,
} from '../../../src/core/api/gradebook-contract';
import { auditorOf } from '../../admin/audit-log';
import {
  column,
  sheet,
  workbookFile,
  type Column,
  type ExportClock,
} from '../../admin/spreadsheets/workbook-file';
import type { Database } from '../../db/open-database';
import { classMembers, classes, courses, gradebooks } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, type ClassRecord } from '../classes/class-access';
import { gradeStats, thresholdsProblem } from './grade-compute';
import { gradeItems, gradeRows, savedSettings, weighed } from './gradebook-data';

const audit = auditorOf('class');

/** 优秀, 良好, 中等, 及格, 不及格 (the export's 等级 column; the screens use the catalogue). */
export const LEVEL_NAMES: Record<GradeLevel, string> = {
  excellent: '优秀',
  good: '良好',
  medium: '中等',
  pass: '及格',
  fail: '不及格',
};

async function courseTitleOf(db: Database, courseId: number): Promise<string> {
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course?.title ?? '';
}

async function fullBook(db: Database, klass: ClassRecord) {
  const items = await gradeItems(db, klass);
  const saved = await savedSettings(db, klass.id, items);
  const weighedItems = weighed(items, saved.settings);
  const rows = await gradeRows(db, klass, weighedItems, saved.settings);
  return { items: weighedItems, rows, saved };
}

function matches(keyword: string | undefined) {
  const typed = keyword?.trim().toLowerCase();
  if (!typed) return () => true;
  return (row: { username: string; realName: string; studentNumber: string }) =>
    row.studentNumber.toLowerCase().startsWith(typed) ||
    row.username.toLowerCase().includes(typed) ||
    row.realName.toLowerCase().includes(typed);
}

/**
 * The class's grade book: items with weights, one page of students (searched by 学号 prefix,
 * name or account), and statistics of the whole class.
 * @example
 * const book = await classGradebook(db, user, { classId: 7 });
 */
export async function classGradebook(
  db: Database,
  user: UserRow,
  query: GradebookQuery,
): Promise<Gradebook> {
  const klass = await classManagedBy(db, user, query.classId);
  const { items, rows, saved } = await fullBook(db, klass);
  const found = rows.filter(matches(query.keyword));
  const { limit, offset } = pageWindow(query);
  return {
    classId: klass.id,
    className: klass.name,
    courseTitle: await courseTitleOf(db, klass.courseId),
    archived: klass.archivedAt !== null,
    settings: saved.settings,
    items,
    total: found.length,
    rows: found.slice(offset, offset + limit),
    stats: gradeStats(items, rows),
    version: String(saved.revision),
    updatedAt: saved.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Saves the class's weights and rules against the version opened (0: never saved); audited.
 * @example
 * const book = await saveGradebook(db, user, now, { classId: 7, settings, version: '0' });
 */
export async function saveGradebook(
  db: Database,
  user: UserRow,
  now: Date,
  body: GradebookSaveBody,
): Promise<Gradebook> {
  await db.transaction(async (tx) => {
    const klass = await classManagedBy(tx, user, body.classId, { forUpdate: true, writable: true });
    const items = await gradeItems(tx, klass);
    const known = new Set(items.map((item) => item.key));
    const unknown = Object.keys(body.settings.weights).find((key) => !known.has(key));
    if (unknown)
      throw new ApiError(`参数错误：settings.weights 中的 ${unknown} 不是这个成绩册的项目`);
    const problem = thresholdsProblem(body.settings.thresholds);
    if (problem) throw new ApiError(problem);
    const before = await savedSettings(tx, klass.id, items);
    if (String(before.revision) !== body.version) throw new ApiError(MSG_EDIT_CONFLICT);
    const settings = body.settings;
    if (before.revision === 0)
      await tx
        .insert(gradebooks)
        .values({ classId: klass.id, settings, updatedBy: user.id, updatedAt: now });
    else
      await tx
        .update(gradebooks)
        .set({ settings, updatedBy: user.id, updatedAt: now, revision: before.revision + 1 })
        .where(eq(gradebooks.classId, klass.id));
    await audit(tx, user, now, 'class.gradebook', klass.id, before.settings, settings);
  });
  return classGradebook(db, user, { classId: body.classId });
}

/**
 * The grade book as .xlsx: 学号, 姓名, 院系, each item's figure, 总评 and 等级 (numbers as
 * numbers, 学号 as text), the rules in the header sheet's first rows, and the statistics sheet.
 * @example
 * const file = await gradebookExport(db, user, clock, 7);
 */
export async function gradebookExport(
  db: Database,
  user: UserRow,
  clock: ExportClock,
  classId: number,
): Promise<AdminExportFile> {
  const klass = await classManagedBy(db, user, classId);
  const { items, rows, saved } = await fullBook(db, klass);
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    column<Row>('学号', 'text', (row) => row.studentNumber),
    column<Row>('姓名', 'text', (row) => row.realName),
    column<Row>('院系', 'text', (row) => row.department),
    ...items.map((item, index) =>
      column<Row>(
        `${item.title}（满分 ${item.total}，权重 ${item.weight}）`,
        'number',
        (row) => row.scores[index] ?? null,
      ),
    ),
    column<Row>('总评', 'number', (row) => row.final),
    column<Row>('等级', 'text', (row) => (row.level ? LEVEL_NAMES[row.level] : '')),
  ];
  const stats = gradeStats(items, rows);
  interface StatRow {
    name: string;
    value: number | null;
  }
  const statRows: StatRow[] = [
    { name: '学生人数', value: stats.students },
    { name: '有总评人数', value: stats.graded },
    { name: '总评平均分', value: stats.mean },
    { name: '总评最高分', value: stats.max },
    { name: '总评最低分', value: stats.min },
    ...GRADE_LEVELS.map((level) => ({
      name: `${LEVEL_NAMES[level]}人数`,
      value: stats.levels[level],
    })),
    ...items.flatMap((item, index) => [
      { name: `${item.title} 平均分`, value: stats.items[index]?.mean ?? null },
      { name: `${item.title} 完成人数`, value: stats.items[index]?.done ?? 0 },
    ]),
  ];
  const { thresholds } = saved.settings;
  const rules: { rule: string }[] = [
    {
      rule: `总评：各项按满分折算为百分制后加权平均，四舍五入保留 ${saved.settings.decimals} 位小数`,
    },
    {
      rule:
        saved.settings.missing === 'zero'
          ? '缺交的项目按 0 分计入总评'
          : '缺交的项目不计入该生总评',
    },
    {
      rule: `实验成绩取${saved.settings.experimentScore === 'best' ? '最高' : '最后一次'}成绩`,
    },
    {
      rule: `五级制：优秀 ≥ ${thresholds.excellent}，良好 ≥ ${thresholds.good}，中等 ≥ ${thresholds.medium}，及格 ≥ ${thresholds.pass}`,
    },
  ];
  return workbookFile(clock, `成绩册-${klass.name}`, [
    sheet('成绩册', columns, rows),
    sheet(
      '统计',
      [
        column<StatRow>('项目', 'text', (row) => row.name),
        column<StatRow>('数值', 'number', (row) => row.value),
      ],
      statRows,
    ),
    sheet('计算规则', [column<{ rule: string }>('规则', 'text', (row) => row.rule)], rules),
  ]);
}

/**
 * The student's own row of each of their classes' grade books (newest class first).
 * @example
 * const page = await myGrades(db, user, {});
 */
export async function myGrades(
  db: Database,
  user: UserRow,
  query: PageQuery,
): Promise<Paged<MyGradeRow>> {
  const mine = await db
    .select({ klass: classes, courseTitle: courses.title })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classMembers.userId, user.id)))
    .orderBy(desc(classMembers.joinedAt), desc(classes.id));
  const { limit, offset } = pageWindow(query);
  const rows: MyGradeRow[] = [];
  for (const { klass, courseTitle } of mine.slice(offset, offset + limit)) {
    const items = await gradeItems(db, klass);
    const { settings } = await savedSettings(db, klass.id, items);
    const weighedItems = weighed(items, settings);
    const [row] = await gradeRows(db, klass, weighedItems, settings, [user.id]);
    if (!row) continue;
    rows.push({
      classId: klass.id,
      className: klass.name,
      term: klass.term,
      courseTitle,
      settings: {
        missing: settings.missing,
        decimals: settings.decimals,
        thresholds: settings.thresholds,
      },
      items: weighedItems,
      row,
    });
  }
  return { total: mine.length, rows };
}
