/** Typed console calls of the content registry: resources and 红色资源, banners, experiments. */
import type {
  AdminBanner,
  AdminBannerSaveBody,
  AdminCategory,
  AdminExperiment,
  AdminExperimentSaveBody,
  AdminExperimentSecret,
  AdminResource,
  AdminResourceListQuery,
  AdminResourceRow,
  AdminResourceSaveBody,
  CategoryScope,
} from '../admin-contract';
import type { Paged } from '../contract';
import { callAdminApi } from './admin-client';

/**
 * A page of resources (or 红色资源) of every status.
 * @example
 * const { rows } = await listAdminResources({ kind: 'red', pageNum: 1, pageSize: 10 });
 */
export const listAdminResources = (
  query: AdminResourceListQuery,
): Promise<Paged<AdminResourceRow>> => callAdminApi('/api/admin/resourceList', query);

/** One resource with its version (pass it back on save). */
export const getAdminResource = (id: number): Promise<AdminResource> =>
  callAdminApi('/api/admin/resourceDetail', { id });

/** Creates (no id) or saves a resource; a stale version is refused with MSG_EDIT_CONFLICT. */
export const saveAdminResource = (body: AdminResourceSaveBody): Promise<AdminResource> =>
  callAdminApi('/api/admin/resourceSave', body);

/**
 * 发布 / 发布更新 (true: the working copy, if any, goes live) or 撤回发布 (false); with the version
 * opened, a stale one is an edit conflict.
 */
export const publishAdminResource = (
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminResource> =>
  callAdminApi(
    '/api/admin/resourcePublish',
    version ? { id, published, version } : { id, published },
  );

/** 放弃修改: drops the working copy of a published resource (the live version stays). */
export const discardAdminResourceDraft = (id: number, version: string): Promise<AdminResource> =>
  callAdminApi('/api/admin/resourceDraftDiscard', { id, version });

/** A category tree (courses, resources or 红色资源). */
export const getCategoryTree = (scope: CategoryScope): Promise<AdminCategory[]> =>
  callAdminApi('/api/admin/categoryTree', { scope });

/** Every banner (also hidden ones) in the order the home page shows them. */
export const listAdminBanners = (): Promise<AdminBanner[]> =>
  callAdminApi('/api/admin/bannerList', {});

/** Adds (no id) or changes a banner; answers the whole list. */
export const saveAdminBanner = (body: AdminBannerSaveBody): Promise<AdminBanner[]> =>
  callAdminApi('/api/admin/bannerSave', body);

/** Deletes a banner; answers the whole list. */
export const deleteAdminBanner = (id: number): Promise<AdminBanner[]> =>
  callAdminApi('/api/admin/bannerDelete', { id });

/** The new order of every banner; answers the whole list. */
export const orderAdminBanners = (ids: number[]): Promise<AdminBanner[]> =>
  callAdminApi('/api/admin/bannerOrder', { ids });

/** Registers (no id) or saves a third-party experiment; built-in ones are refused. */
export const saveAdminExperiment = (body: AdminExperimentSaveBody): Promise<AdminExperiment> =>
  callAdminApi('/api/admin/experimentSave', body);

/**
 * Generates a new result-signing secret for a third-party experiment (admins only); the answer is
 * the only time the secret is shown, and the old one stops working.
 */
export const regenerateExperimentSecret = (id: number): Promise<AdminExperimentSecret> =>
  callAdminApi('/api/admin/experimentSecret', { id });

/** Opens or closes an experiment (built-in ones too). */
export const publishAdminExperiment = (id: number, published: boolean): Promise<AdminExperiment> =>
  callAdminApi('/api/admin/experimentPublish', { id, published });
