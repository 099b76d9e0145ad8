import { space } from '../../core/theme/tokens';

export const adminExportsStyles = `
.card h2 { margin: 0 0 ${space(1)}; }
.card p { margin: 0 0 ${space(1.5)}; }
.export { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
`;
