import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminClassesStyles = `
${LIST_STYLES}
.card-heading, .list-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.list-heading { margin-top: ${space(2)}; }
.class-panels { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: ${space(2)}; align-items: start; }
@container (max-width: 900px) { .class-panels { grid-template-columns: minmax(0, 1fr); } }
.join-code-big { margin: ${space(1)} 0; font-size: ${cssVar('font-size-figure')}; letter-spacing: 0.2em; font-weight: 600; }
.join-code-big[data-open='false'] { color: ${cssVar('color-muted')}; text-decoration: line-through; }
.join-code { font-weight: 600; letter-spacing: 0.1em; }
.code-state { margin: 0 0 ${space(1)}; }
.roster-actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.roster-result { margin-top: ${space(1.5)}; }
.roster-refuse td { color: ${cssVar('color-danger-text')}; }
.co-teachers { margin: ${space(2)} 0; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.co-teachers legend { padding: 0 ${space(0.5)}; font-weight: 600; }
.hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.inline-field { display: flex; flex-direction: row; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin: 0; min-width: 0; max-width: 100%; }
.inline-field select { max-width: 100%; min-width: 0; }
.inline-field label { white-space: nowrap; }
`;
