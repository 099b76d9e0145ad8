import { defineWidget } from '../../core/define-widget';
import { MONTHLY_CHART_PROPS } from '../../core/ui/chart-widget';
import { MonthClicks } from './month-clicks';

/**
 * @summary Page visits per month by identity (学生 / 教师 / 社会学习者 / 游客), stacked bars.
 * @tag xnfz-month-clicks
 * @attr {6 | 12} months - 6 or 12 (default 12).
 * @attr heading - Replaces the card title. @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart chart - The chart area. @csspart table - The data table.
 */
export const MONTH_CLICKS_TAG = 'xnfz-month-clicks';

defineWidget(MONTH_CLICKS_TAG, MonthClicks, { props: MONTHLY_CHART_PROPS });
