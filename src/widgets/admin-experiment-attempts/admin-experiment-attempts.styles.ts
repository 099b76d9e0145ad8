import { cssVar, space } from '../../core/theme/tokens';

export const adminExperimentAttemptsStyles = `
.filters .experiment { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.export { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
`;
