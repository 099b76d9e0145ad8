import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminResources } from './admin-resources';

/**
 * @summary Console: resources and 红色资源 — list (search, library, category, status, sort,
 * paging, publish / unpublish) and the edit form (cover, video and attachments from the media
 * library, rich text, preview; an edit conflict keeps the user's version beside the latest).
 * Console page only.
 * @tag xnfz-admin-resources
 * @attr view - `list` (default) or `edit`.
 * @attr resource-id - The resource to edit; `0` for a new one.
 * @attr kind - `resource` (default) or `red`: the library listed, or of a new resource.
 */
export const ADMIN_RESOURCES_TAG = 'xnfz-admin-resources';

defineWidget(ADMIN_RESOURCES_TAG, AdminResources, {
  props: { view: 'string', resourceId: 'string', kind: 'string' },
});
