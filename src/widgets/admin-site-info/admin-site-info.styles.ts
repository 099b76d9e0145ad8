import { cssVar, space } from '../../core/theme/tokens';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';

export const adminSiteInfoStyles = `
${MEDIA_PICKER_STYLES}
fieldset { margin: 0 0 ${space(2)}; padding: ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
legend { font-weight: 600; padding: 0 ${space(0.5)}; }
.link-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; margin-bottom: ${space(1)}; }
.link-row .field { margin: 0; flex: 1; min-width: calc(${cssVar('space')} * 20); }
`;
