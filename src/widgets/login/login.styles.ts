import { FORM_STYLES } from '../../core/ui/form-styles';

export const loginStyles = FORM_STYLES;
