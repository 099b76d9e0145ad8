import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ReportWrite } from './report-write';

/**
 * @summary 实验报告 (login required): a student's lab report for one of their finished attempts — the
 * server's record of the attempt (facts, the step table, the readings as data tables) as blocks
 * nobody edits, one rich-text editor per section of the template with its prompt and word-count
 * hint (the editor is fetched when the screen opens), drafts saved to the server as one writes
 * (已保存 / 保存中 / 保存失败), 提交 after a confirmation naming empty sections, then read only with its
 * status; a returned report shows the teacher's message and is revised and resubmitted; a released
 * grade shows the score, the rubric's levels and the comments; every submitted version is readable.
 * @tag xnfz-report-write
 * @attr report-id - The report (the host passes `?id=` of `/report`).
 * @attr class-id - With `attempt-id` and no report id: starts (or reopens) the report for this class…
 * @attr attempt-id - …and this finished attempt (its session id).
 * @event xnfz-navigate - Before opening 我的实验报告 or the login screen outside the portal page (cancelable).
 * @csspart base - The whole screen. @csspart head - Experiment, class, status, deadline.
 * @csspart record - The server's record. @csspart sections - The sections.
 * @csspart write-bar - The bar with the save state and 提交. @csspart save-state - 已保存 / 保存中 / 保存失败.
 * @csspart submit - 提交报告. @csspart confirm - The confirmation dialog. @csspart returned - The teacher's message of a returned report.
 * @csspart grade - The released grade. @csspart history - The submitted versions.
 * @csspart state-login - The login link shown without a token. @csspart state-empty - No report named.
 */
export const REPORT_WRITE_TAG = 'xnfz-report-write';

defineWidget(REPORT_WRITE_TAG, ReportWrite, {
  props: { reportId: 'number', classId: 'number', attemptId: 'string' },
});
