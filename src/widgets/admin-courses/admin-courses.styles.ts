import { PREVIEW_STYLES } from '../../core/ui/admin/console-styles';
import { cssVar, space } from '../../core/theme/tokens';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';
import { ORDERABLE_LIST_STYLES } from '../../core/ui/admin/orderable-list';
import { RICH_TEXT_EDITOR_STYLES } from '../../core/ui/admin/rich-text-styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminCoursesStyles = `
${LIST_STYLES}
${MEDIA_PICKER_STYLES}
${ORDERABLE_LIST_STYLES}
${RICH_TEXT_EDITOR_STYLES}
${PREVIEW_STYLES}
.preview-part { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.preview-card { max-width: calc(${cssVar('space')} * 40); }
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.progress { display: flex; align-items: center; gap: ${space(1)}; min-width: calc(${cssVar('space')} * 22); }
progress { flex: 1; height: ${space(1)}; accent-color: ${cssVar('color-primary')}; }
.outline { display: flex; flex-direction: column; gap: ${space(1.5)}; }
.outline h2, .chapter h3 { margin: 0; font-size: ${cssVar('font-size-large')}; }
.chapter h3 { font-size: ${cssVar('font-size')}; }
.chapter { display: flex; flex-direction: column; gap: ${space(1)}; }
.lesson { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(1)}; }
.lesson-text { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.card-heading, .list-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; }
.list-heading { margin-top: ${space(2)}; }
.message-body { margin: ${space(0.5)} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; color: ${cssVar('color-muted')}; }
`;
