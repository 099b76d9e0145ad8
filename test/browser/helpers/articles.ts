/** Articles the console tests make through the real API. */
import type { AdminArticle, AdminArticleSaveBody } from '../../../src/core/api/admin-contract';
import { articleSaveBody } from '../../helpers/save-bodies';
import { apiPost, must } from './server-api';

/**
 * The save body of a plain news item, published a minute ago, with `changes`.
 * @example
 * articleBody({ title: '通知', kind: 'notice', published: false })
 */
export function articleBody(changes: Partial<AdminArticleSaveBody> = {}): AdminArticleSaveBody {
  return articleSaveBody(new Date(), `测试文章 ${Date.now().toString(36)}`, changes);
}

/**
 * Saves a new article as the staff member of `token`.
 * @example
 * const created = await createArticle(token, { title: '草稿', published: false });
 */
export async function createArticle(
  token: string,
  changes: Partial<AdminArticleSaveBody> = {},
): Promise<AdminArticle> {
  return must(await apiPost<AdminArticle>('/api/admin/articleSave', articleBody(changes), token));
}
