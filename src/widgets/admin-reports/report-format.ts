/** What the 实验报告 screens show of a class's rule, a state and a score. */
import type { ReportClassSettings, ReportQueueState } from '../../core/api/report-contract';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';

/** The late rule in words: 截止后不再接收 / 接收并标记迟交，扣 10%. */
export function lateRuleText(settings: ReportClassSettings): string {
  if (settings.late === 'refuse') return reportT('reports.late.refuse');
  return settings.lateDeductionPercent > 0
    ? reportT('reports.late.acceptDeduct', { n: settings.lateDeductionPercent })
    : reportT('reports.late.accept');
}

/** The badge class of a queue state. */
export const STATE_BADGE: Record<ReportQueueState, string> = {
  unsubmitted: 'badge badge--muted',
  submitted: 'badge badge--warn',
  graded: 'badge badge--ok',
  returned: 'badge badge--primary',
};

/** A score as read: `88`, `87.5` (at most one decimal from the server). */
export const scoreText = (score: number): string => String(Math.round(score * 10) / 10);
