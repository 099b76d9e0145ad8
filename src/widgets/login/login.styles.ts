import { FORM_STYLES } from '../../core/ui/form-styles';
import { space } from '../../core/theme/tokens';

export const loginStyles = `${FORM_STYLES}
.sso { display: flex; flex-direction: column; gap: ${space(1)}; margin-top: ${space(2)}; }
.sso-button { text-align: center; text-decoration: none; }
`;
