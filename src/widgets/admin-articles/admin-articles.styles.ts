import { PREVIEW_STYLES } from '../../core/ui/admin/console-styles';
import { cssVar, space } from '../../core/theme/tokens';
import { CONTENT_DETAIL_STYLES } from '../../core/ui/content-detail-state';
import { LIST_STYLES } from '../../core/ui/shared-styles';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';
import { RICH_TEXT_EDITOR_STYLES } from '../../core/ui/admin/rich-text-styles';

export const adminArticlesStyles = `
${LIST_STYLES}
${CONTENT_DETAIL_STYLES}
${RICH_TEXT_EDITOR_STYLES}
${MEDIA_PICKER_STYLES}
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.pinned { margin-right: ${space(0.5)}; }
.attachment-list { display: flex; flex-direction: column; gap: ${space(1)}; margin: 0 0 ${space(2)}; padding: 0; border: 0; }
.attachment-list legend { font-weight: 600; margin-bottom: ${space(0.5)}; padding: 0; }
.attachment { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; }
.attachment .field { margin: 0; flex: 1; min-width: calc(${cssVar('space')} * 20); }
${PREVIEW_STYLES}
.preview .title { display: flex; flex-wrap: wrap; justify-content: center; align-items: baseline; gap: ${space(1)}; }
.preview .pinned-mark {
  padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  font-weight: 400; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.compare .rich { max-height: calc(${cssVar('space')} * 40); overflow: auto; }
.in-bin { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space(1.5)}; background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; }
.in-bin p { margin: 0; }
`;
