import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ResourceList } from './resource-list';

/**
 * @summary 资源中心 or 红色资源: the category tree at the left (folding into 分类筛选 on phones),
 * keyword search, resource cards (cover, media type 视频/文档/图片/模型/链接, title, views, date)
 * and the pager. On the portal page the category, page and keyword live in the address
 * (`/resourceslist/<id>`, `/redlist?category=<id>`, `?page=&keyword=`).
 * @tag xnfz-resource-list
 * @attr {ResourceKind} kind - `resource` (default) or `red`.
 * @attr category-id - The category to show, sub-categories included; `0` or none: all.
 * @attr page-size - Cards per page (default 12, at most 48).
 * @attr heading - Replaces the title.
 * @event xnfz-navigate - Before opening a resource outside the portal page (cancelable).
 * @csspart base - The whole list. @csspart head - The title band. @csspart title - The title.
 * @csspart search - The search form. @csspart search-input - The keyword input.
 * @csspart search-button - The 搜索 button. @csspart category-tree - The category tree.
 * @csspart list - The cards. @csspart card - One resource. @csspart pager - The pager.
 * @cssprop --xnfz-color-primary - Title band of 红色资源, media type labels, selected category.
 * @cssprop --xnfz-color-accent - The gold accents of 红色资源.
 */
export const RESOURCE_LIST_TAG = 'xnfz-resource-list';

defineWidget(RESOURCE_LIST_TAG, ResourceList, {
  props: { kind: 'string', categoryId: 'number', pageSize: 'number', heading: 'string' },
});
