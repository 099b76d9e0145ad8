/**
 * Site search over published courses, resources and articles (title and summary). Hits in the
 * title come first, then courses, resources, articles, each newest first.
 */
import { sql } from 'drizzle-orm';
import type { Paged, SearchRow } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { articles, courses, resources } from '../db/schema';
import { likePattern } from '../http/paging';
import { publicArticle } from './article-queries';

interface HitRow {
  type: SearchRow['type'];
  id: number | string;
  title: string;
  summary: string;
  kind: string | null;
}

interface CountRow {
  n: number | string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function searchContent(
  db: Database,
  keyword: string,
  window: { limit: number; offset: number; now: Date },
): Promise<Paged<SearchRow>> {
  const pattern = likePattern(keyword);
  const matches = (title: unknown, summary: unknown) =>
    sql`(${title} ILIKE ${pattern} OR ${summary} ILIKE ${pattern})`;
  const hits = sql`
    SELECT 'course' AS type, 1 AS type_order, ${courses.id} AS id, ${courses.title} AS title,
           ${courses.summary} AS summary, NULL::text AS kind, ${courses.createdAt} AS at,
           (${courses.title} ILIKE ${pattern}) AS in_title
      FROM ${courses}
     WHERE ${courses.published} AND ${matches(courses.title, courses.summary)}
    UNION ALL
    SELECT 'resource', 2, ${resources.id}, ${resources.title}, ${resources.summary},
           ${resources.kind}, ${resources.createdAt}, (${resources.title} ILIKE ${pattern})
      FROM ${resources}
     WHERE ${resources.published} AND ${matches(resources.title, resources.summary)}
    UNION ALL
    SELECT 'article', 3, ${articles.id}, ${articles.title}, ${articles.summary},
           ${articles.kind}, ${articles.publishedAt}, (${articles.title} ILIKE ${pattern})
      FROM ${articles}
     WHERE ${publicArticle(window.now)} AND ${matches(articles.title, articles.summary)}`;
  const [totalRow] = rowsOf<CountRow>(
    await db.execute(sql`SELECT COUNT(*) AS n FROM (${hits}) AS hits`),
  );
  const rows = rowsOf<HitRow>(
    await db.execute(sql`
      SELECT type, id, title, summary, kind FROM (${hits}) AS hits
       ORDER BY in_title DESC, type_order, at DESC, id DESC
       LIMIT ${window.limit} OFFSET ${window.offset}`),
  );
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((row) => {
      const hit: SearchRow = {
        type: row.type,
        id: Number(row.id),
        title: row.title,
        summary: row.summary,
      };
      if (row.kind !== null) hit.kind = row.kind as NonNullable<SearchRow['kind']>;
      return hit;
    }),
  };
}
