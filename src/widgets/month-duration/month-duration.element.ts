import { defineWidget } from '../../core/define-widget';
import { MONTHLY_CHART_PROPS } from '../../core/ui/chart-widget';
import { MonthDuration } from './month-duration';

/**
 * @summary Learning time per month by identity, in hours, stacked bars.
 * @tag xnfz-month-duration
 * @attr {6 | 12} months - 6 or 12 (default 12).
 * @attr heading - Replaces the card title. @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart chart - The chart area. @csspart table - The data table.
 */
export const MONTH_DURATION_TAG = 'xnfz-month-duration';

defineWidget(MONTH_DURATION_TAG, MonthDuration, { props: MONTHLY_CHART_PROPS });
