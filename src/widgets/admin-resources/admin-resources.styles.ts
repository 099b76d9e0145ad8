import { PREVIEW_STYLES } from '../../core/ui/admin/console-styles';
import { cssVar, space } from '../../core/theme/tokens';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';
import { RICH_TEXT_EDITOR_STYLES } from '../../core/ui/admin/rich-text-styles';
import { CONTENT_DETAIL_STYLES } from '../../core/ui/content-detail-state';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminResourcesStyles = `
${LIST_STYLES}
${CONTENT_DETAIL_STYLES}
${RICH_TEXT_EDITOR_STYLES}
${MEDIA_PICKER_STYLES}
.attachment-list { display: flex; flex-direction: column; gap: ${space(1)}; margin: 0 0 ${space(2)}; padding: 0; border: 0; }
.attachment-list legend { font-weight: 600; margin-bottom: ${space(0.5)}; padding: 0; }
.attachment { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; }
.attachment .field { margin: 0; flex: 1; min-width: calc(${cssVar('space')} * 20); }
h2.content-label { margin: 0; font-size: inherit; font-weight: 600; }
${PREVIEW_STYLES}
.preview-cover, .preview-video { display: block; max-width: 100%; margin: ${space(1)} auto; border-radius: ${cssVar('radius')}; }
.compare .rich { max-height: calc(${cssVar('space')} * 40); overflow: auto; }
`;
