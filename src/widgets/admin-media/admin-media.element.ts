import { defineWidget } from '../../core/define-widget';
import { AdminMedia } from './admin-media';

/**
 * @summary 媒体库 (console): upload videos, images and documents with the resumable protocol —
 * progress with percentage and speed, pause / resume, automatic retries after a dropped connection,
 * and after a reload a resume from the last byte when the same file is chosen again; clear Chinese
 * refusals (too large, wrong type, no permission); then the file in the list (duration of videos,
 * a copyable URL) with search, a kind filter and paging. Console only: not in the portal builds.
 * @tag xnfz-admin-media
 * @csspart title - The heading 媒体库.
 * @cssprop --xnfz-color-primary - Buttons and the progress bar.
 */
export const ADMIN_MEDIA_TAG = 'xnfz-admin-media';

defineWidget(ADMIN_MEDIA_TAG, AdminMedia, {});
