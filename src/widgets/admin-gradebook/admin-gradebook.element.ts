import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminGradebook } from './admin-gradebook';

/**
 * @summary Console: 成绩册 — a class's grade book for its teachers: each student's figure for
 * every item (the class's published quizzes, the course's experiments, video completion), 总评
 * and 五级制 level with the rules stated, the class's statistics, the settings (weights, which
 * experiment attempt counts, missing work, decimals, thresholds) and the .xlsx export. Console
 * page only.
 * @tag xnfz-admin-gradebook
 * @attr class-id - The class whose grade book to show (0: the first the account manages).
 */
export const ADMIN_GRADEBOOK_TAG = 'xnfz-admin-gradebook';

defineWidget(ADMIN_GRADEBOOK_TAG, AdminGradebook, { props: { classId: 'string' } });
