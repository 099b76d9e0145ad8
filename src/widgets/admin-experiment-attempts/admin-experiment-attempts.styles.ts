import { cssVar, space } from '../../core/theme/tokens';

export const adminExperimentAttemptsStyles = `
.filters .experiment { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.export { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.attempt-steps summary { cursor: pointer; white-space: nowrap; }
.steps-scroll { max-width: min(calc(${cssVar('space')} * 90), 80vw); overflow-x: auto; margin-top: ${space(1)}; }
.steps-table { font-size: ${cssVar('font-size-small')}; }
.steps-table th, .steps-table td { padding: ${space(0.5)} ${space(1)}; vertical-align: top; }
.steps-table .step-title { min-width: calc(${cssVar('space')} * 20); }
.steps-caption { text-align: left; font-weight: 600; }
`;
