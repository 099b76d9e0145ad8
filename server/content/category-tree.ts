/** Category trees (resources, 红色资源, courses): the rows of one scope, the tree, a sub-tree's ids. */
import { asc, eq } from 'drizzle-orm';
import type { Category } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { categories } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryScope = CategoryRow['scope'];

/** The categories of one tree, in display order. */
export async function categoriesOf(db: Database, scope: CategoryScope): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.scope, scope))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** The rows as a tree; a row whose parent is not among them becomes a root. */
export function toTree(rows: readonly CategoryRow[]): Category[] {
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: row.name, parentId: row.parentId, children: [] });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The id and the ids of all categories below it (empty when the id is not in the rows). */
export function subtreeIds(rows: readonly CategoryRow[], id: number): number[] {
  if (!rows.some((row) => row.id === id)) return [];
  const found = [id];
  for (let i = 0; i < found.length; i += 1) {
    for (const row of rows) if (row.parentId === found[i]) found.push(row.id);
  }
  return found;
}
