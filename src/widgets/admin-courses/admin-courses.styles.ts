import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminCoursesStyles = `
${LIST_STYLES}
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.progress { display: flex; align-items: center; gap: ${space(1)}; min-width: calc(${cssVar('space')} * 22); }
progress { flex: 1; height: ${space(1)}; accent-color: ${cssVar('color-primary')}; }
`;
