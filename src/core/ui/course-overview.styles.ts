import { cssVar, space } from '../theme/tokens';
import { COURSE_CHAPTER_STYLES, COURSE_RATING_STYLES, COURSE_STYLES } from './course-card.styles';
import { LIST_STYLES } from './shared-styles';

/** The portal's course page (课程目录), also the console's preview of it. */
export const COURSE_OVERVIEW_STYLES = `
${LIST_STYLES}
${COURSE_STYLES}
${COURSE_CHAPTER_STYLES}
${COURSE_RATING_STYLES}
.catalog { display: block; }
.head {
  display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: ${space(3)};
  padding: ${space(3)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.cover { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.title { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-title')}; line-height: 1.3; }
.facts { display: flex; flex-wrap: wrap; gap: ${space(2)}; margin: 0 0 ${space(1.5)}; color: ${cssVar('color-muted')}; }
.fact { display: inline-flex; align-items: center; gap: ${space(0.5)}; color: ${cssVar('color-primary-dark')}; }
.tags { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: 0 0 ${space(1.5)}; padding: 0; list-style: none; }
.tags li {
  padding: ${space(0.25)} ${space(1)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
  color: ${cssVar('color-text')}; font-size: ${cssVar('font-size-small')};
}
.summary { margin: 0; white-space: pre-line; }
.counts { display: flex; flex-wrap: wrap; gap: ${space(1)} ${space(3)}; margin: 0 0 ${space(1.5)}; }
.counts div { display: flex; flex-direction: column; }
.counts dt { display: inline-flex; align-items: center; gap: ${space(0.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.counts dd { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.rating { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin: 0 0 ${space(1.5)}; }
.rating-value { font-weight: 600; color: ${cssVar('color-text')}; }
.muted { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.progress { display: flex; align-items: center; gap: ${space(1)}; margin: 0 0 ${space(1.5)}; }
.progress progress { flex: 1; max-width: calc(${cssVar('space')} * 30); accent-color: ${cssVar('color-primary')}; }
.actions { display: flex; flex-wrap: wrap; gap: ${space(1.5)}; }
.start { text-decoration: none; }
.collect[aria-pressed='true'] { color: ${cssVar('color-primary-dark')}; }
.collect svg { color: ${cssVar('color-accent')}; }
.message { margin: ${space(1.5)} 0 0; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.message--warn { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.message--warn a { color: inherit; font-weight: 600; }
.section {
  margin-top: ${space(3)}; padding: ${space(3)}; background: ${cssVar('color-bg')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.section .section-title { margin-bottom: ${space(2)}; }
@container (max-width: 768px) {
  .head { grid-template-columns: minmax(0, 1fr); padding: ${space(2)}; }
  .section { padding: ${space(2)}; }
  .title { font-size: ${cssVar('font-size-large')}; }
}
`;
