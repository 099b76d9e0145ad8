import '../core/i18n/zh-cn-areas';
import '../widgets/user-status/user-status.element';
import { defineWidget } from '../core/define-widget';
import { Portal } from './portal';

/**
 * @summary The full portal: header with the navigation, the screen of the hash route, footer,
 * notices and the loading overlay. One per page.
 * @tag xnfz-portal
 * @csspart header - The red header.
 * @csspart nav - The navigation.
 * @csspart footer - The footer.
 */
export const PORTAL_TAG = 'xnfz-portal';

defineWidget(PORTAL_TAG, Portal);
