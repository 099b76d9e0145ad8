import { cssVar, space } from '../../core/theme/tokens';
import { CONTENT_DETAIL_STYLES } from '../../core/ui/content-detail-state';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminArticlesStyles = `
${LIST_STYLES}
${CONTENT_DETAIL_STYLES}
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.pinned { margin-right: ${space(0.5)}; }
.editor { border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')}; }
.editor[data-invalid='true'] { border-color: ${cssVar('color-danger')}; }
.toolbar {
  display: flex; flex-wrap: wrap; gap: ${space(0.5)}; padding: ${space(0.75)};
  border-bottom: 1px solid ${cssVar('color-border')}; background: ${cssVar('color-bg-soft')};
  border-radius: ${cssVar('radius')} ${cssVar('radius')} 0 0;
}
.tool {
  min-width: ${space(4.5)}; min-height: ${space(4.5)}; padding: 0 ${space(1)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; cursor: pointer; font-size: ${cssVar('font-size-small')};
}
.tool[aria-pressed='true'] { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; border-color: ${cssVar('color-primary')}; }
.tool[disabled] { opacity: 0.5; cursor: not-allowed; }
.insert-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; padding: ${space(1)}; border-bottom: 1px solid ${cssVar('color-border')}; }
.insert-form .field { margin: 0; flex: 1; min-width: calc(${cssVar('space')} * 20); }
.ProseMirror {
  min-height: calc(${cssVar('space')} * 30); padding: ${space(1.5)} ${space(2)}; outline: none;
  line-height: 1.8; overflow-wrap: anywhere;
}
.ProseMirror:focus-visible { box-shadow: ${cssVar('focus-ring')}; }
.ProseMirror img { max-width: 100%; height: auto; }
.ProseMirror img.ProseMirror-selectednode { outline: 2px solid ${cssVar('color-primary')}; }
.ProseMirror p { margin: 0 0 ${space(1)}; }
.ProseMirror blockquote { margin: 0 0 ${space(1)}; padding-left: ${space(1.5)}; border-left: 3px solid ${cssVar('color-border')}; color: ${cssVar('color-muted')}; }
.attachment-list { display: flex; flex-direction: column; gap: ${space(1)}; margin: 0 0 ${space(2)}; padding: 0; border: 0; }
.attachment-list legend { font-weight: 600; margin-bottom: ${space(0.5)}; padding: 0; }
.attachment { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; }
.attachment .field { margin: 0; flex: 1; min-width: calc(${cssVar('space')} * 20); }
.preview { border: 2px dashed ${cssVar('color-border')}; }
.preview-heading { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; color: ${cssVar('color-muted')}; }
.preview .title { display: flex; flex-wrap: wrap; justify-content: center; align-items: baseline; gap: ${space(1)}; }
.preview .pinned-mark {
  padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  font-weight: 400; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.compare .rich { max-height: calc(${cssVar('space')} * 40); overflow: auto; }
`;
