import { cssVar, space } from '../../core/theme/tokens';
import { COURSE_CHAPTER_STYLES } from '../../core/ui/course-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const videoDetailStyles = `
${LIST_STYLES}
${COURSE_CHAPTER_STYLES}
.layout { display: grid; grid-template-columns: minmax(0, 1fr) calc(${cssVar('space')} * 40); gap: ${space(3)}; align-items: start; }
.lesson-chapter { margin: 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-title')}; line-height: 1.3; }
.player { background: ${cssVar('color-text')}; border-radius: ${cssVar('radius')}; overflow: hidden; }
.video { display: block; width: 100%; aspect-ratio: 16 / 9; background: ${cssVar('color-text')}; }
.status:empty { display: none; }
.note, .learned { margin: ${space(1.5)} 0 0; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; }
.note { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.note a { color: inherit; font-weight: 600; }
.learned { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.up-next {
  margin-top: ${space(1.5)}; padding: ${space(1.5)} ${space(2)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-primary')};
}
.up-next-title { margin: 0; font-weight: 600; }
.up-next-countdown { margin: ${space(0.5)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.up-next-actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin-top: ${space(1)}; }
.up-next-actions a { text-decoration: none; }
.neighbours { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space(1)}; margin-top: ${space(2)}; }
.neighbours a { text-decoration: none; }
.neighbours button[disabled] { cursor: not-allowed; }
.chapter-quizzes { margin-top: ${space(3)}; padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.chapter-quiz-list { margin: 0; padding: 0; list-style: none; }
.chapter-quiz { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(0.5)} ${space(2)}; padding: ${space(1)} 0; border-top: 1px solid ${cssVar('color-border')}; }
.chapter-quiz-title { font-weight: 600; overflow-wrap: anywhere; }
.chapter-quiz[data-state='open'] .chapter-quiz-state, .chapter-quiz[data-state='answering'] .chapter-quiz-state { color: ${cssVar('color-success-text')}; font-weight: 600; }
.side {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; max-height: calc(100vh - ${space(4)}); overflow-y: auto;
}
.side-title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
@container (max-width: 1024px) {
  .layout { grid-template-columns: minmax(0, 1fr); }
  .side { max-height: none; }
}
@container (max-width: 480px) {
  .title { font-size: ${cssVar('font-size-large')}; }
  .neighbours .xnfz-button { flex: 1 1 40%; }
}
`;
