import { cssVar, space } from '../../core/theme/tokens';
import { SEARCH_BOX_STYLES } from '../../core/ui/content-search-box';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const resourceListStyles = `
${LIST_STYLES}
${SEARCH_BOX_STYLES}
.head {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(2)};
  margin-bottom: ${space(3)}; padding: ${space(2)} ${space(3)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-left: ${space(0.75)} solid ${cssVar('color-primary')};
}
.title { margin: 0; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.intro { margin: ${space(0.5)} 0 0; }
[data-kind='red'] .head {
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
  border-color: ${cssVar('color-primary-dark')}; border-left-color: ${cssVar('color-accent')};
  border-bottom: ${space(0.5)} solid ${cssVar('color-accent')};
}
[data-kind='red'] .title { color: ${cssVar('color-on-primary')}; }
[data-kind='red'] .search .xnfz-button { background: ${cssVar('color-bg')}; color: ${cssVar('color-primary-dark')}; border-color: ${cssVar('color-bg')}; }
[data-kind='red'] .search .xnfz-button--plain { background: transparent; color: ${cssVar('color-on-primary')}; border-color: ${cssVar('color-on-primary')}; }
[data-kind='red'] .media-type { background: ${cssVar('color-accent')}; color: ${cssVar('color-text')}; }
[data-kind='red'] .xnfz-card { border-top: ${space(0.5)} solid ${cssVar('color-primary')}; }
.layout { display: grid; grid-template-columns: calc(${cssVar('space')} * 30) minmax(0, 1fr); gap: ${space(3)}; align-items: start; }
.tree-toggle { display: none; }
.search-result { margin: 0 0 ${space(1.5)}; color: ${cssVar('color-muted')}; }
.resource-cover { position: relative; }
.resource-cover-empty { display: flex; align-items: center; justify-content: center; color: ${cssVar('color-muted')}; }
.media-type {
  position: absolute; top: ${space(1)}; left: ${space(1)}; padding: 0 ${space(0.75)};
  border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.resource-title { margin: 0; font-size: ${cssVar('font-size')}; line-height: 1.5; }
.xnfz-meta { margin: 0; }
@container (max-width: 1100px) { .layout .xnfz-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 768px) {
  .head { padding: ${space(2)}; }
  .layout { grid-template-columns: minmax(0, 1fr); gap: ${space(2)}; }
  .tree-toggle { display: inline-flex; margin-bottom: ${space(1)}; }
  .tree-panel:not(.open) { display: none; }
}
@container (max-width: 480px) { .layout .xnfz-grid { grid-template-columns: minmax(0, 1fr); } }
`;
