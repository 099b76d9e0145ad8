import { FORM_STYLES } from '../../core/ui/form-styles';
import { cssVar, space } from '../../core/theme/tokens';

export const registerStyles = `${FORM_STYLES}
.strength { display: flex; align-items: center; gap: ${space(1)}; }
.strength-bar { flex: 1; height: ${space(0.75)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-border')}; overflow: hidden; }
.strength-fill { display: block; height: 100%; background: ${cssVar('color-danger')}; }
.strength-fill[data-level='medium'] { background: ${cssVar('color-warning')}; }
.strength-fill[data-level='strong'] { background: ${cssVar('color-success')}; }
`;
