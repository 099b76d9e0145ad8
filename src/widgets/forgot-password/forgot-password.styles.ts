import { FORM_STYLES } from '../../core/ui/form-styles';
import { cssVar, space } from '../../core/theme/tokens';

export const forgotPasswordStyles = `${FORM_STYLES}
.step { margin: 0 0 ${space(2)}; font-weight: 600; color: ${cssVar('color-muted')}; }
.resend { flex: none; }
.change-account {
  padding: 0; border: 0; background: none; font: inherit; cursor: pointer;
  color: ${cssVar('color-primary-dark')}; text-decoration: underline;
}
`;
