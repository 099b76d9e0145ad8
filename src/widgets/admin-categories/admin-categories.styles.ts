import { cssVar, space } from '../../core/theme/tokens';
import { ORDERABLE_LIST_STYLES } from '../../core/ui/admin/orderable-list';

export const adminCategoriesStyles = `
${ORDERABLE_LIST_STYLES}
.tree-heading { margin: 0; font-size: ${cssVar('font-size-large')}; }
.tree .tree-level .tree-level { margin-top: ${space(1)}; padding-left: ${space(2)}; border-left: 2px solid ${cssVar('color-border')}; }
.node-row { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.node-name { font-weight: 600; overflow-wrap: anywhere; }
.node-row .actions { margin-left: auto; }
`;
