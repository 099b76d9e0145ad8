import { cssVar, space } from '../../core/theme/tokens';
import { MY_QUIZ_ROW_STYLES } from '../../core/ui/my-quiz-row.styles';

export const openQuizzesStyles = `${MY_QUIZ_ROW_STYLES}
.panel {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.head {
  display: flex; align-items: center; justify-content: space-between; gap: ${space(1)};
  margin-bottom: ${space(1)}; padding-bottom: ${space(1)}; border-bottom: 2px solid ${cssVar('color-primary')};
}
.title { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.more { flex: none; font-size: ${cssVar('font-size-small')}; text-decoration: none; padding: ${space(0.5)}; }
.more:hover { text-decoration: underline; }
.rows { margin: 0; padding: 0; list-style: none; }
.rows .my-quiz:last-child { border-bottom: 0; }
.panel > .xnfz-state { flex-wrap: wrap; }
.xnfz-state a { white-space: nowrap; }
`;
