/**
 * The one way rich content gets into the database (the seed uses it; an editor would too):
 * bodies are sanitised here, so what is stored is what may be shown.
 */
import type { Database } from '../db/open-database';
import { articles, resources } from '../db/schema';
import { sanitizeRichText } from './sanitize-rich-text';

export type NewResource = typeof resources.$inferInsert;
export type NewArticle = typeof articles.$inferInsert;

export async function insertResources(
  db: Database,
  rows: readonly NewResource[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(resources)
    .values(rows.map((row) => ({ ...row, content: sanitizeRichText(row.content ?? '') })))
    .returning({ id: resources.id });
  return inserted.map((row) => row.id);
}

export async function insertArticles(db: Database, rows: readonly NewArticle[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(articles)
    .values(rows.map((row) => ({ ...row, content: sanitizeRichText(row.content ?? '') })))
    .returning({ id: articles.id });
  return inserted.map((row) => row.id);
}
