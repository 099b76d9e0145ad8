import { cssVar, space } from '../theme/tokens';

/** Styles of the course parts (cards, type tabs, search box, sort buttons); go with LIST_STYLES. */
export const COURSE_STYLES = `
.course-card { position: relative; }
.course-card:hover { border-color: ${cssVar('color-primary')}; }
.course-cover-empty { display: flex; align-items: center; justify-content: center; color: ${cssVar('color-muted')}; }
.course-title { margin: 0; font-size: ${cssVar('font-size')}; line-height: 1.4; }
.course-link { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.course-link::after { content: ''; position: absolute; inset: 0; border-radius: ${cssVar('radius')}; }
.course-link:focus-visible { box-shadow: none; }
.course-link:focus-visible::after { box-shadow: ${cssVar('focus-ring')}; }
.course-summary {
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; margin: 0;
  color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')};
}
.course-teacher {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space(1)}; margin: 0;
  color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')};
}
.course-type { display: inline-flex; align-items: center; gap: ${space(0.5)}; color: ${cssVar('color-primary-dark')}; }
.xnfz-tab { color: ${cssVar('color-text')}; min-height: ${space(5)}; }
.xnfz-tab:hover { border-color: ${cssVar('color-primary')}; }
.course-search { display: flex; gap: ${space(1)}; flex-wrap: wrap; margin: 0; }
.course-search .xnfz-input { flex: 1; min-width: 0; }
.course-sort { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)}; }
.course-sort-label { color: ${cssVar('color-muted')}; margin-right: ${space(0.5)}; }
.course-sort button {
  min-height: ${space(4.5)}; padding: 0 ${space(1.5)}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')}; cursor: pointer; color: ${cssVar('color-text')};
}
.course-sort button[aria-pressed='true'] { border-color: ${cssVar('color-primary')}; color: ${cssVar('color-primary-dark')}; font-weight: 600; }
.section-head { display: flex; align-items: center; justify-content: space-between; gap: ${space(1)}; margin: 0 0 ${space(2)}; }
.section-title { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.section-title::before {
  content: ''; display: inline-block; width: ${space(0.5)}; height: 1em; margin-right: ${space(1)};
  vertical-align: -0.1em; background: ${cssVar('color-primary')}; border-radius: ${cssVar('radius')};
}
.more-link { font-size: ${cssVar('font-size-small')}; white-space: nowrap; }
`;

/** Styles of the chapter and lesson list (课程目录 and the list beside the video). */
export const COURSE_CHAPTER_STYLES = `
.chapters, .lessons { margin: 0; padding: 0; list-style: none; }
.chapter + .chapter { margin-top: ${space(2)}; }
.chapter-title {
  display: flex; justify-content: space-between; align-items: baseline; gap: ${space(1)};
  margin: 0 0 ${space(1)}; padding: ${space(1)} ${space(1.5)}; font-size: ${cssVar('font-size')};
  background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')};
}
.chapter-count { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; white-space: nowrap; }
.lesson {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(0.5)} ${space(1.5)};
  padding: ${space(1)} ${space(1.5)}; border-bottom: 1px solid ${cssVar('color-border')};
}
.lesson:last-child { border-bottom: 0; }
.lesson-link { color: ${cssVar('color-text')}; text-decoration: none; flex: 1 1 calc(${cssVar('space')} * 24); }
.lesson-link:hover { color: ${cssVar('color-primary')}; text-decoration: underline; }
.lesson--current { background: ${cssVar('color-bg-soft')}; box-shadow: inset ${space(0.5)} 0 0 ${cssVar('color-primary')}; }
.lesson--current .lesson-link { color: ${cssVar('color-primary-dark')}; font-weight: 600; }
.lesson-meta { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.lesson-now { color: ${cssVar('color-primary-dark')}; }
.lesson-done { color: ${cssVar('color-success-text')}; font-weight: 600; }
.lesson-duration { font-variant-numeric: tabular-nums; }
`;

/** Styles of the 1–5 star rating radio group. */
export const COURSE_RATING_STYLES = `
.rate { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin: ${space(1.5)} 0 0; padding: 0; border: 0; }
.rate-legend { float: left; margin-right: ${space(1)}; padding: 0; color: ${cssVar('color-muted')}; }
.rate-stars { display: inline-flex; gap: ${space(0.25)}; color: ${cssVar('color-accent')}; }
.rate-star { display: inline-flex; position: relative; padding: ${space(0.25)}; border-radius: ${cssVar('radius')}; cursor: pointer; }
.rate-star:hover { background: ${cssVar('color-bg-soft')}; }
.rate-star:has(input:focus-visible) { box-shadow: ${cssVar('focus-ring')}; }
.rate-mine { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
`;
