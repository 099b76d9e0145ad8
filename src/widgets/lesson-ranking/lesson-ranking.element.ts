import { defineWidget } from '../../core/define-widget';
import { LessonRanking } from './lesson-ranking';

/**
 * @summary The course ranking by learners, rating or views: badges 1–5 (gold, silver, bronze,
 * then two plain) and a star badge beyond, with cover, teacher, learners, views and stars.
 * @tag xnfz-lesson-ranking
 * @attr {RankingBy} by - `learn` (default), `rating` or `click`.
 * @attr limit - How many courses (default 10, at most 50).
 * @attr heading - Replaces the title.
 * @attr refresh - Reload every N seconds (off by default).
 * @event xnfz-navigate - Before opening a course outside the portal page (cancelable).
 * @csspart base - The card. @csspart title - The title. @csspart item - One course.
 * @cssprop --xnfz-color-accent - Gold badge and stars.
 */
export const LESSON_RANKING_TAG = 'xnfz-lesson-ranking';

defineWidget(LESSON_RANKING_TAG, LessonRanking, {
  props: { by: 'string', limit: 'number', heading: 'string', refresh: 'number' },
});
