import { defineWidget } from '../../core/define-widget';
import { CHART_ELEMENT_PROPS } from '../../core/ui/chart-widget';
import { LessonLearnCount } from './lesson-learn-count';

/**
 * @summary 课程学习人次: learner-days per course (each learner counted once a day) in a date range,
 * as horizontal bars.
 * @tag xnfz-lesson-learn-count
 * @attr limit - How many courses (default 10, at most 50).
 * @attr start-date - From this day (`YYYY-MM-DD`).
 * @attr end-date - Up to this day (`YYYY-MM-DD`).
 * @attr heading - Replaces the card title. @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart chart - The chart area. @csspart table - The data table.
 */
export const LESSON_LEARN_COUNT_TAG = 'xnfz-lesson-learn-count';

defineWidget(LESSON_LEARN_COUNT_TAG, LessonLearnCount, {
  props: { ...CHART_ELEMENT_PROPS, limit: 'number', startDate: 'string', endDate: 'string' },
});
