import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ResourceDetail } from './resource-detail';

/**
 * @summary One resource or 红色资源: breadcrumb, title, meta line (category · media type · date ·
 * 浏览量), a 收藏 / 已收藏 toggle, the video player when the resource has a video, the sanitised
 * content and the attachments. An anonymous 收藏 opens /login (on the portal page) or says to
 * log in (embedded). A missing resource shows 资源不存在 with the way back to its list.
 * @tag xnfz-resource-detail
 * @attr resource-id - The resource to show.
 * @attr {ResourceKind} kind - `resource` (default) or `red`: the list to lead back to while the resource is not
 * known (the resource's own kind wins once loaded).
 * @event xnfz-navigate - Before opening /login or another screen outside the portal page (cancelable).
 * @csspart base - The panel. @csspart breadcrumb - The breadcrumb. @csspart title - The title.
 * @csspart meta - The meta line. @csspart collect - The 收藏 toggle. @csspart video - The player.
 * @csspart cover - The cover (no video). @csspart content - The body.
 * @csspart attachments - The attachments.
 * @cssprop --xnfz-color-primary - The 收藏 toggle and links.
 */
export const RESOURCE_DETAIL_TAG = 'xnfz-resource-detail';

defineWidget(RESOURCE_DETAIL_TAG, ResourceDetail, {
  props: { resourceId: 'number', kind: 'string' },
});
