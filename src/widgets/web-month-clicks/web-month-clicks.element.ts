import { defineWidget } from '../../core/define-widget';
import { MONTHLY_CHART_PROPS } from '../../core/ui/chart-widget';
import { WebMonthClicks } from './web-month-clicks';

/**
 * @summary Site visits per month, as a line chart.
 * @tag xnfz-web-month-clicks
 * @attr {6 | 12} months - 6 or 12 (default 12).
 * @attr heading - Replaces the card title. @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart chart - The chart area. @csspart table - The data table.
 */
export const WEB_MONTH_CLICKS_TAG = 'xnfz-web-month-clicks';

defineWidget(WEB_MONTH_CLICKS_TAG, WebMonthClicks, { props: MONTHLY_CHART_PROPS });
