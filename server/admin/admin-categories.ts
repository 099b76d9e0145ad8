/**
 * The category trees (courses, resources, 红色资源) in the console: add, rename, move, order, and
 * delete only what is empty — a category that holds content or sub-categories is refused.
 */
import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type {
  AdminCategory,
  AdminCategoryOrderBody,
  AdminCategorySaveBody,
  CategoryScope,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { categories, courses, resources } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit-log';
import type { Staff } from './staff-only';

export const MSG_SIBLING_NAME_TAKEN = '同一级下已有同名分类';

type CategoryRecord = typeof categories.$inferSelect;

/** The categories directly under a parent (null: the roots) of one tree. */
function siblingsOf(scope: CategoryScope, parentId: number | null) {
  return and(
    eq(categories.scope, scope),
    parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
  );
}

async function itemCounts(db: Database, scope: CategoryScope): Promise<Map<number, number>> {
  const rows =
    scope === 'course'
      ? await db
          .select({ id: courses.categoryId, n: count() })
          .from(courses)
          .groupBy(courses.categoryId)
      : await db
          .select({ id: resources.categoryId, n: count() })
          .from(resources)
          .where(eq(resources.kind, scope))
          .groupBy(resources.categoryId);
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id as number, row.n]));
}

export async function categoryTree(db: Database, scope: CategoryScope): Promise<AdminCategory[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.scope, scope))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const counts = await itemCounts(db, scope);
  const build = (parentId: number | null): AdminCategory[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = build(row.id);
        const itemCount = counts.get(row.id) ?? 0;
        return {
          id: row.id,
          name: row.name,
          parentId: row.parentId,
          courseType: row.courseType,
          itemCount,
          totalItemCount: children.reduce((sum, child) => sum + child.totalItemCount, itemCount),
          children,
        };
      });
  return build(null);
}

async function findCategory(tx: Database, id: number): Promise<CategoryRecord> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return row;
}

/** Refuses a parent of another tree, the category itself or one of its descendants. */
async function checkParent(tx: Database, body: AdminCategorySaveBody): Promise<void> {
  if (body.parentId === null) return;
  const parent = await findCategory(tx, body.parentId).catch(() => {
    throw new ApiError('参数错误：parentId 对应的分类不存在');
  });
  if (parent.scope !== body.scope) throw new ApiError('参数错误：parentId 属于另一棵分类树');
  const all = await tx.select().from(categories).where(eq(categories.scope, body.scope));
  for (
    let node: CategoryRecord | undefined = parent;
    node;
    node = all.find((row) => row.id === node?.parentId)
  ) {
    if (node.id === body.id) throw new ApiError('参数错误：parentId 不能是分类自己或它的子分类');
  }
}

export async function saveCategory(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminCategorySaveBody,
): Promise<AdminCategory[]> {
  const fields = {
    name: body.name.trim(),
    parentId: body.parentId,
    courseType: body.scope === 'course' ? body.courseType : null,
  };
  try {
    await db.transaction(async (tx) => {
      await checkParent(tx, body);
      if (body.id === undefined) {
        const [top] = await tx
          .select({ top: max(categories.sortOrder) })
          .from(categories)
          .where(siblingsOf(body.scope, body.parentId));
        const [created] = await tx
          .insert(categories)
          .values({ ...fields, scope: body.scope, sortOrder: (top?.top ?? 0) + 1, createdAt: now })
          .returning();
        await recordAudit(tx, staff, now, {
          action: 'category.create',
          entity: 'category',
          entityId: created?.id ?? '',
          after: created,
        });
        return;
      }
      const before = await findCategory(tx, body.id);
      if (before.scope !== body.scope) throw new ApiError('参数错误：scope 与分类所在的树不一致');
      const [after] = await tx
        .update(categories)
        .set(fields)
        .where(eq(categories.id, body.id))
        .returning();
      await recordAudit(tx, staff, now, {
        action: 'category.update',
        entity: 'category',
        entityId: body.id,
        before,
        after,
      });
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new ApiError(MSG_SIBLING_NAME_TAKEN);
    throw error;
  }
  return categoryTree(db, body.scope);
}

export async function deleteCategory(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminCategory[]> {
  const scope = await db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    // one sentence, said once: what it still holds and what to do (the console says it up front)
    const holds = `分类“${category.name}”下还有`;
    if ((children?.n ?? 0) > 0)
      throw new ApiError(`${holds} ${children?.n} 个子分类，不能删除：请先删除或移走子分类`);
    // unpublished ones too: they are filed there
    const items = (await itemCounts(tx, category.scope)).get(id) ?? 0;
    if (items > 0) {
      const what = category.scope === 'course' ? '门课程' : '个资源';
      throw new ApiError(`${holds} ${items} ${what}，不能删除：请先把它们移到其他分类`);
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, staff, now, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: category,
    });
    return category.scope;
  });
  return categoryTree(db, scope);
}

export async function orderCategories(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminCategoryOrderBody,
): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(siblingsOf(body.scope, body.parentId))
      .for('update');
    const ids = siblings.map((row) => row.id);
    const exact =
      ids.length === body.ids.length &&
      new Set(body.ids).size === ids.length &&
      body.ids.every((id) => ids.includes(id));
    if (!exact) throw new ApiError('参数错误：ids 必须恰好包含这一级的每个分类各一次');
    for (const [index, id] of body.ids.entries()) {
      await tx
        .update(categories)
        .set({ sortOrder: index + 1 })
        .where(eq(categories.id, id));
    }
    await recordAudit(tx, staff, now, {
      action: 'category.order',
      entity: 'category',
      entityId: body.parentId ?? '',
      after: body.ids,
    });
  });
  return categoryTree(db, body.scope);
}
