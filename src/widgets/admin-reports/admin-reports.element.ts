import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminReports } from './admin-reports';

/**
 * @summary Console: 实验报告 — for a class's teachers: the class's experiments with their report
 * template and the class's deadline and late rule, the template form (sections with prompts, word
 * hint, the rubric of criteria × levels), the grading queue (未提交 / 待批改 / 已批改 / 已退回, 迟交
 * marked, 公布全部成绩), 查重 (pairs of alike reports, shared passages side by side) and one report's grading beside the server's record of its attempt (rubric
 * levels, adjustment with its reason, comments overall and per section, 退回修改, 公布成绩).
 * Console page only.
 * @tag xnfz-admin-reports
 * @attr view - list (default), template, queue, similarity (查重) or grade.
 * @attr class-id - The class whose experiments (list) or reports (queue) to show.
 * @attr experiment-id - The experiment whose template (template) or reports (queue) to show.
 * @attr report-id - The report to grade (grade).
 */
export const ADMIN_REPORTS_TAG = 'xnfz-admin-reports';

defineWidget(ADMIN_REPORTS_TAG, AdminReports, {
  props: { view: 'string', classId: 'string', experimentId: 'string', reportId: 'string' },
});
