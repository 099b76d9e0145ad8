import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { MyLearning } from './my-learning';

/**
 * @summary 继续学习 for other sites: the logged-in user's recent courses with progress, each
 * link opening the last lesson; a login link for visitors.
 * @tag xnfz-my-learning
 * @attr limit - How many courses (default 5, at most 20).
 * @attr heading - Replaces the title 继续学习.
 * @event xnfz-navigate - Before opening a lesson outside the portal page (cancelable).
 * @csspart base - The card. @csspart title - The title. @csspart item - One course.
 */
export const MY_LEARNING_TAG = 'xnfz-my-learning';

defineWidget(MY_LEARNING_TAG, MyLearning, { props: { limit: 'number', heading: 'string' } });
