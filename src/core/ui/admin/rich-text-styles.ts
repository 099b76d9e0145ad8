import { cssVar, space } from '../../theme/tokens';

/** The console's rich-text editor (rich-text-editor.tsx): frame, toolbar, insert form, editing area. */
export const RICH_TEXT_EDITOR_STYLES = `
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
  line-height: 1.8; overflow-wrap: anywhere; white-space: pre-wrap;
}
.ProseMirror:focus-visible { box-shadow: ${cssVar('focus-ring')}; }
.ProseMirror img { max-width: 100%; height: auto; }
.ProseMirror img.ProseMirror-selectednode { outline: 2px solid ${cssVar('color-primary')}; }
.ProseMirror p { margin: 0 0 ${space(1)}; }
.ProseMirror blockquote { margin: 0 0 ${space(1)}; padding-left: ${space(1.5)}; border-left: 3px solid ${cssVar('color-border')}; color: ${cssVar('color-muted')}; }
`;
