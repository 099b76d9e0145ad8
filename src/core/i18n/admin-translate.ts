/**
 * The console's text lookup: the console catalogue (zh-cn/admin.ts) with `{name}` placeholders.
 * Only console modules import it, so the catalogue never reaches a portal or embed chunk.
 */
import { adminTexts, type AdminKey } from './zh-cn/admin';
import { fillPlaceholders } from './fill-placeholders';

export type { AdminKey };
export type AdminParams = Record<string, string | number>;

/**
 * The console text of a key, placeholders filled.
 * @example
 * adminT('users.roleChanged', { name: '李明', role: '内容编辑' });
 */
export function adminT(key: AdminKey, params?: AdminParams): string {
  const text: string = adminTexts[key];
  return fillPlaceholders(text, params);
}

/**
 * The console's `t` for components (a hook for symmetry with the portal's useT).
 * @example
 * const t = useAdminT();
 * return <h1>{t('articles.heading')}</h1>;
 */
export function useAdminT(): typeof adminT {
  return adminT;
}
