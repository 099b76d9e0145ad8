import { cssVar, space } from '../../core/theme/tokens';

export const lessonRankingStyles = `
.card {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.list { margin: 0; padding: 0; list-style: none; }
/* the placeholder rows of the loading state have exactly a course row's geometry */
.item, .placeholder-item { display: flex; align-items: center; gap: ${space(1.5)}; padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.item:last-child, .placeholder-item:last-child { border-bottom: 0; }
.cover { flex: none; width: ${space(10)}; height: ${space(6)}; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.body { display: block; flex: 1; min-width: 0; }
.course { display: block; font-weight: 600; color: ${cssVar('color-text')}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.course:hover { color: ${cssVar('color-primary')}; }
.meta { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.meta-item { display: inline-flex; align-items: center; gap: ${space(0.5)}; }
.xnfz-stars { display: inline-flex; color: ${cssVar('color-accent')}; }
.xnfz-badge {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: ${space(3.5)}; height: ${space(3.5)}; border-radius: 50%; font-weight: 700;
  background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-text')};
}
.xnfz-badge--gold { background: ${cssVar('color-accent')}; }
.xnfz-badge--silver { background: ${cssVar('color-silver')}; }
.xnfz-badge--bronze { background: ${cssVar('color-bronze')}; }
.xnfz-badge--star { background: transparent; color: ${cssVar('color-accent')}; }
/* one line of the title (body text) and of the details (small text), as tall as the real lines */
.bar {
  display: block; height: calc(${cssVar('line-height')} * 1em);
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')};
}
.course-bar { width: 70%; }
.meta-bar { width: 45%; font-size: ${cssVar('font-size-small')}; }
@container (max-width: 480px) { .cover { display: none; } }
`;
