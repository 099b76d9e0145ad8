import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminIlabStyles = `
${LIST_STYLES}
.ilab-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(calc(${cssVar('space')} * 32), 1fr)); gap: ${space(2)}; }
.ilab-grid h2, .problems h2 { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space(0.75)} ${space(2)}; margin: 0; }
.facts dt { color: ${cssVar('color-muted')}; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.figures { display: flex; flex-wrap: wrap; gap: ${space(2)}; margin: 0; padding: 0; list-style: none; }
.figures li { min-width: calc(${cssVar('space')} * 12); }
.figures strong { display: block; font-size: ${cssVar('font-size-large')}; }
.message { overflow-wrap: anywhere; }
.problems { margin-top: ${space(2)}; }
.problems .bar { margin-bottom: ${space(1)}; }
.retry-one, .retry-all, .refresh { white-space: nowrap; }
.origin { overflow-wrap: anywhere; }
`;
