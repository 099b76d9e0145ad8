import { askAhead, callApi } from './client';
import type {
  ArticleDetail,
  ArticleListQuery,
  ArticleSummary,
  Banner,
  Category,
  FeedbackBody,
  Paged,
  ResourceDetail,
  ResourceKind,
  ResourceListQuery,
  ResourceSummary,
  SearchQuery,
  SearchRow,
  SiteInfo,
} from './contract';

/** The category tree of resources or 红色资源. */
export function listResourceCategories(kind: ResourceKind): Promise<Category[]> {
  return callApi('/api/xnfz/resourceCategories', { kind });
}

/**
 * A page of resources (`kind: 'resource'`) or 红色资源 (`kind: 'red'`).
 * @example
 * const { rows } = await listResources({ kind: 'red', pageSize: 8 });
 */
export function listResources(query: ResourceListQuery): Promise<Paged<ResourceSummary>> {
  return callApi('/api/xnfz/resourceList', query);
}

/** One resource with its content, attachments and video. */
export function getResource(id: number): Promise<ResourceDetail> {
  return callApi('/api/xnfz/resourceDetail', { id });
}

/**
 * A page of news, notices or research articles, pinned first.
 * @example
 * const { rows } = await listArticles({ kind: 'notice', pageSize: 5 });
 */
export function listArticles(query: ArticleListQuery): Promise<Paged<ArticleSummary>> {
  return callApi('/api/xnfz/articleList', query);
}

/** One article with its neighbours (上一篇 / 下一篇). */
export function getArticle(id: number): Promise<ArticleDetail> {
  return callApi('/api/xnfz/articleDetail', { id });
}

/** The home page banners (the answer asked for ahead by prefetchBanners, when there is one). */
export function listBanners(): Promise<Banner[]> {
  return callApi('/api/xnfz/banners', {});
}

/**
 * Asks for the home page banners before the home element exists (the portal does while the home
 * chunks load); the element's listBanners then takes this answer.
 * @example
 * const banners = await prefetchBanners();
 */
export function prefetchBanners(): Promise<Banner[]> {
  return askAhead('/api/xnfz/banners', {});
}

/** Site name, contact information and links. */
export function getSiteInfo(): Promise<SiteInfo> {
  return callApi('/api/xnfz/siteInfo', {});
}

/** A message from the contact page. */
export function sendFeedback(body: FeedbackBody): Promise<null> {
  return callApi('/api/xnfz/feedback', body);
}

/** Search across courses, resources and articles. */
export function search(query: SearchQuery): Promise<Paged<SearchRow>> {
  return callApi('/api/xnfz/search', query);
}
