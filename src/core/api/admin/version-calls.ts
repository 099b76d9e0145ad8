/** Typed console calls of version history (历史版本) of articles, courses and the site information. */
import type {
  AdminVersion,
  AdminVersionListQuery,
  AdminVersionQuery,
  AdminVersionRestoreBody,
  AdminVersionRestored,
  AdminVersionRow,
  VersionedEntity,
} from '../admin-contract';
import type { Paged } from '../contract';
import { callAdminApi } from './admin-client';

/**
 * A page of an item's versions, newest first.
 * @example
 * const { rows } = await listVersions({ entity: 'article', id: '7', pageNum: 1 });
 */
export const listVersions = (query: AdminVersionListQuery): Promise<Paged<AdminVersionRow>> =>
  callAdminApi('/api/admin/versionList', query);

/**
 * One version with its fields.
 * @example
 * const version = await getVersion<'course'>({ entity: 'course', id: '3', number: 2 });
 */
export const getVersion = <E extends VersionedEntity>(
  query: AdminVersionQuery & { entity: E },
): Promise<AdminVersion<E>> =>
  callAdminApi('/api/admin/versionDetail', query) as Promise<AdminVersion<E>>;

/**
 * 恢复此版本 against the item's version as the editor opened it.
 * @example
 * await restoreVersion({ entity: 'site', id: 'site_info', number: 1, version: opened.version });
 */
export const restoreVersion = (body: AdminVersionRestoreBody): Promise<AdminVersionRestored> =>
  callAdminApi('/api/admin/versionRestore', body);
