import { cssVar, space } from '../../core/theme/tokens';
import { EXPERIMENT_CARD_STYLES } from '../../core/ui/experiment-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const experimentListStyles = `
${LIST_STYLES}
${EXPERIMENT_CARD_STYLES}
.head { display: flex; align-items: center; justify-content: space-between; gap: ${space(1)}; margin: 0 0 ${space(2)}; }
.head[hidden] { display: none; }
.title { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.title::before {
  content: ''; display: inline-block; width: ${space(0.5)}; height: 1em; margin-right: ${space(1)};
  vertical-align: -0.1em; background: ${cssVar('color-primary')}; border-radius: ${cssVar('radius')};
}
.more { font-size: ${cssVar('font-size-small')}; white-space: nowrap; }
.xnfz-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
@container (max-width: 768px) { .xnfz-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 480px) { .xnfz-grid { grid-template-columns: minmax(0, 1fr); } }
`;
