import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ExperimentList } from './experiment-list';

/**
 * @summary Virtual experiments for any page: the first experiments of the catalogue as cards
 * (cover, title, summary, launches, average score, expected duration, linked course), each
 * linking to its page in the portal, and 全部实验.
 * @tag xnfz-experiment-list
 * @attr limit - How many experiments (default 6, at most 24).
 * @attr heading - Replaces the heading 虚拟实验; `none` hides it.
 * @event xnfz-navigate - Before opening an experiment or course outside the portal page (cancelable).
 * @csspart base - The section. @csspart title - The heading. @csspart more - The 全部实验 link.
 * @csspart list - The cards. @csspart card - One experiment. @csspart card-link - Its title link.
 * @csspart course-link - The linked course.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @cssprop --xnfz-color-primary - Heading mark and hover border.
 */
export const EXPERIMENT_LIST_TAG = 'xnfz-experiment-list';

defineWidget(EXPERIMENT_LIST_TAG, ExperimentList, {
  props: { limit: 'number', heading: 'string' },
});
