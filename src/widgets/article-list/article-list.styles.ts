import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';
import { SEARCH_BOX_STYLES } from '../../core/ui/content-search-box';

export const articleListStyles = `
${LIST_STYLES}
${SEARCH_BOX_STYLES}
.list {
  padding: ${space(3)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(2)}; margin-bottom: ${space(2)}; padding-bottom: ${space(1.5)}; border-bottom: 2px solid ${cssVar('color-primary')}; }
.title { margin: 0; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.search-result { margin: 0 0 ${space(1)}; color: ${cssVar('color-muted')}; }
.rows { margin: 0; padding: 0; list-style: none; }
.article-row { display: flex; gap: ${space(2)}; padding: ${space(2)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.article-body { flex: 1; min-width: 0; }
.article-title { display: flex; align-items: baseline; gap: ${space(1)}; margin: 0 0 ${space(0.75)}; font-size: ${cssVar('font-size-large')}; font-weight: 600; line-height: 1.4; }
.article-link { color: ${cssVar('color-text')}; text-decoration: none; }
.article-link:hover, .article-link:focus-visible { color: ${cssVar('color-primary')}; text-decoration: underline; }
.pinned {
  flex: none; padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
  font-size: ${cssVar('font-size-small')}; font-weight: 400; line-height: 1.6;
}
.article-summary {
  margin: 0 0 ${space(1)}; color: ${cssVar('color-muted')};
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.xnfz-meta { margin: 0; }
.article-cover { flex: none; align-self: flex-start; width: calc(${cssVar('space')} * 20); aspect-ratio: 16 / 10; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
@container (max-width: 768px) {
  .list { padding: ${space(2)}; }
  .head { flex-direction: column; align-items: stretch; }
  .article-cover { width: calc(${cssVar('space')} * 12); }
}
@container (max-width: 480px) { .article-cover { display: none; } }
`;
