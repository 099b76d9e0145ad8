import { defineWidget } from '../../core/define-widget';
import { CHART_ELEMENT_PROPS } from '../../core/ui/chart-widget';
import { LessonCount } from './lesson-count';

/**
 * @summary Courses per top-level category as a doughnut (or bar) chart with a 数据表 toggle.
 * @tag xnfz-lesson-count
 * @attr {CourseType} type - Only courses of one type: `major`, `practice` or `simulation`.
 * @attr {'doughnut' | 'bar'} chart - `doughnut` (default) or `bar`.
 * @attr heading - Replaces the card title.
 * @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart title - The title. @csspart table-toggle - The 数据表 button.
 * @csspart chart - The chart area. @csspart table - The data table.
 * @cssprop --xnfz-color-chart-1 - First series colour (to --xnfz-color-chart-5).
 */
export const LESSON_COUNT_TAG = 'xnfz-lesson-count';

defineWidget(LESSON_COUNT_TAG, LessonCount, {
  props: { ...CHART_ELEMENT_PROPS, type: 'string', chart: 'string' },
});
