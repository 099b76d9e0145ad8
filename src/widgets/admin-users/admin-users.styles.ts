import { cssVar } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminUsersStyles = `
${LIST_STYLES}
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.sso-identities { list-style: none; margin: 0; padding: 0; display: grid; gap: ${cssVar('space')}; }
.sso-identities li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${cssVar('space')}; }
.role-select { min-width: calc(${cssVar('space')} * 14); min-height: calc(${cssVar('space')} * 4); }
.grant-question { font-weight: 600; }
.grant-warning { color: ${cssVar('color-danger-text')}; font-size: ${cssVar('font-size-small')}; }
.bar-actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${cssVar('space')}; }
.bulk-role-people { overflow-wrap: anywhere; }
`;
