import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminExperiments } from './admin-experiments';

/**
 * @summary Console: the experiments registry — every experiment with search and paging
 * (built-in ones read-only, marked 内置实验), register or edit a third-party experiment (title,
 * cover, intro, linked course, expected time, open/closed, https launch address and the origin
 * allowed to post results, checked as the server checks them), open / close any, and a link to
 * each experiment's 实验成绩. Console page only.
 * @tag xnfz-admin-experiments
 */
export const ADMIN_EXPERIMENTS_TAG = 'xnfz-admin-experiments';

defineWidget(ADMIN_EXPERIMENTS_TAG, AdminExperiments, {});
