import { cssVar, space } from '../../core/theme/tokens';
import { SEARCH_BOX_STYLES } from '../../core/ui/content-search-box';
import { EXPERIMENT_CARD_STYLES } from '../../core/ui/experiment-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const experimentCenterStyles = `
${LIST_STYLES}
${SEARCH_BOX_STYLES}
${EXPERIMENT_CARD_STYLES}
.center { max-width: ${cssVar('content-width')}; margin: 0 auto; }
.head {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(2)};
  margin-bottom: ${space(3)}; padding: ${space(2)} ${space(3)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-left: ${space(0.75)} solid ${cssVar('color-primary')};
}
.title { margin: 0; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary')}; }
.intro { margin: ${space(0.5)} 0 0; color: ${cssVar('color-muted')}; max-width: 60ch; }
.search-result { margin: 0 0 ${space(1.5)}; color: ${cssVar('color-muted')}; }
.xnfz-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.page {
  padding: ${space(3)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.back { margin: 0 0 ${space(2)}; padding: 0 ${space(1)}; min-height: ${space(4)}; }
.page-head { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: ${space(3)}; align-items: start; }
.page-head:not(:has(.page-cover)) { grid-template-columns: minmax(0, 1fr); }
.page-cover { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.page-info { display: flex; flex-direction: column; gap: ${space(1.5)}; }
.page-title { margin: 0; font-size: ${cssVar('font-size-title')}; }
.actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.start { min-height: ${space(6)}; padding: 0 ${space(3)}; font-size: ${cssVar('font-size-large')}; }
.note { margin: 0; color: ${cssVar('color-muted')}; }
.note--warn { color: ${cssVar('color-warning-text')}; }
.note--ok { color: ${cssVar('color-success-text')}; }
.section { margin-top: ${space(3)}; }
.section-title { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.section-title::before {
  content: ''; display: inline-block; width: ${space(0.5)}; height: 1em; margin-right: ${space(1)};
  vertical-align: -0.1em; background: ${cssVar('color-primary')}; border-radius: ${cssVar('radius')};
}
.summary { margin: 0; white-space: pre-line; }
.steps { margin: 0; padding-left: ${space(3)}; }
.steps li + li { margin-top: ${space(0.5)}; }
.outcome {
  margin-top: ${space(3)}; padding: ${space(2)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
}
.figures { display: flex; flex-wrap: wrap; gap: ${space(3)}; margin: 0 0 ${space(1)}; }
.figure dt { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.figure dd { margin: 0; font-size: ${cssVar('font-size-figure')}; font-weight: 700; color: ${cssVar('color-primary-dark')}; }
.player {
  position: fixed; inset: 0; z-index: ${cssVar('z-overlay')}; display: flex; flex-direction: column;
  background: ${cssVar('color-bg')};
}
.player-bar {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)} ${space(2)};
  padding: ${space(1)} ${space(2)}; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.player-title { margin: 0; font-size: ${cssVar('font-size-large')}; }
.player-status { flex: 1; margin: 0; min-width: 0; }
.player-close { background: ${cssVar('color-bg')}; color: ${cssVar('color-primary-dark')}; border-color: ${cssVar('color-bg')}; }
.player-close:hover { background: ${cssVar('color-bg-soft')}; }
.player-frame { flex: 1; width: 100%; border: 0; display: block; }
.trap { position: absolute; width: 1px; height: 1px; overflow: hidden; }
@container (max-width: 1100px) { .xnfz-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 768px) {
  .head, .page { padding: ${space(2)}; }
  .page-head { grid-template-columns: minmax(0, 1fr); }
}
@container (max-width: 480px) { .xnfz-grid { grid-template-columns: minmax(0, 1fr); } }
`;
