/**
 * The course category tree. With a course type, only the categories made for that type or for
 * all types (courseType null) are kept, and of the latter only those holding a published course
 * of the type somewhere below them — so the tree menu of 专业课程 shows no empty branches.
 */
import { and, eq } from 'drizzle-orm';
import type { Category, CourseType } from '../../src/core/api/contract';
import { categoriesOf, toTree } from '../content/category-tree';
import type { CategoryRow } from '../content/category-tree';
import type { Database } from '../db/open-database';
import { courses } from '../db/schema';

export async function courseCategoryTree(db: Database, type?: CourseType): Promise<Category[]> {
  const rows = await categoriesOf(db, 'course');
  if (type === undefined) return toTree(rows);
  const used = await db
    .selectDistinct({ categoryId: courses.categoryId })
    .from(courses)
    .where(and(eq(courses.published, true), eq(courses.type, type)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Categories made for the type or holding a course of it, and every ancestor of those.
  const wanted = new Set<number>();
  const starts = [
    ...rows.filter((row) => row.courseType === type).map((row) => row.id),
    ...used.map((row) => row.categoryId ?? 0),
  ];
  for (const start of starts) {
    for (let row = byId.get(start); row && !wanted.has(row.id);) {
      wanted.add(row.id);
      row = row.parentId === null ? undefined : byId.get(row.parentId);
    }
  }
  const kept = rows.filter(
    (row: CategoryRow) =>
      wanted.has(row.id) && (row.courseType === null || row.courseType === type),
  );
  return toTree(kept);
}
