import { cssVar, space } from '../../core/theme/tokens';
import { COURSE_STYLES } from '../../core/ui/course-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const courseListStyles = `
${LIST_STYLES}
${COURSE_STYLES}
.layout { display: grid; grid-template-columns: calc(${cssVar('space')} * 30) minmax(0, 1fr); gap: ${space(3)}; align-items: start; }
.side-toggle { display: none; }
.title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(2)}; margin-bottom: ${space(2)}; }
.toolbar .course-search { flex: 1 1 calc(${cssVar('space')} * 40); max-width: calc(${cssVar('space')} * 60); }
.results[aria-busy='true'] { opacity: 0.6; transition: opacity 0.2s; }
@media (prefers-reduced-motion: reduce) { .results[aria-busy='true'] { transition: none; } }
@container (max-width: 768px) {
  .layout { grid-template-columns: minmax(0, 1fr); gap: ${space(2)}; }
  .side-toggle {
    display: inline-flex; align-items: center; gap: ${space(0.5)}; width: 100%;
    min-height: ${space(5)}; padding: 0 ${space(1.5)}; cursor: pointer; color: ${cssVar('color-text')};
    border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
  }
  .side-body { display: none; margin-top: ${space(1)}; }
  .side-body.open { display: block; }
}
`;
