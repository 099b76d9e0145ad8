import { callApi } from './client';
import type { CollectTargetType, Paged, UserCollectQuery, UserCollectRow } from './contract';

/**
 * Adds a course or resource to 我的收藏 (idempotent).
 * @example
 * await collect('course', 12);
 */
export function collect(
  targetType: CollectTargetType,
  targetId: number,
): Promise<{ collected: true }> {
  return callApi('/api/xnfz/collect', { targetType, targetId });
}

/** Removes a course or resource from 我的收藏 (idempotent). */
export function uncollect(
  targetType: CollectTargetType,
  targetId: number,
): Promise<{ collected: false }> {
  return callApi('/api/xnfz/uncollect', { targetType, targetId });
}

/** A page of 我的收藏. */
export function listMyCollections(query: UserCollectQuery): Promise<Paged<UserCollectRow>> {
  return callApi('/api/xnfz/userCollect', query);
}
