import { cssVar, space } from '../../core/theme/tokens';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminExperimentsStyles = `
${LIST_STYLES}
${MEDIA_PICKER_STYLES}
.form-heading { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.origin-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; }
.origin-row .field { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.origin-row .use-origin { margin-bottom: ${space(2)}; }
.result-secret { overflow-wrap: anywhere; }
`;
