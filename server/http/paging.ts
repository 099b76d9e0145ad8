/** Paging of list calls: `pageNum` (1-based, default 1) and `pageSize` (1..100, default 10). */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/core/api/contract';
import type { PageQuery } from '../../src/core/api/contract';

export const pageQueryProperties = {
  pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
} as const;

/** An optional search word: trimmed by the route, empty means "no filter". */
export const keywordSchema = { type: 'string', maxLength: 50 } as const;

/** A record id in the query string (`?id=12`). */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** LIMIT and OFFSET of a validated page query. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const pageNum = query.pageNum ?? 1;
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** `%word%` for ILIKE, with the wildcard characters of the word escaped. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
