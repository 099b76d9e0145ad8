import { cssVar, space } from '../../theme/tokens';

/** The upload panel (媒体库 and the media picker): panel, fields, progress bar and messages. */
export const UPLOAD_PANEL_STYLES = `
.panel {
  margin-bottom: ${space(3)}; padding: ${space(2)} ${space(3)}; background: ${cssVar('color-bg')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.panel-title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-large')}; }
.upload-panel .fields { display: flex; flex-wrap: wrap; gap: ${space(2)}; align-items: flex-end; }
.upload-panel .field { display: flex; flex-direction: column; gap: ${space(0.5)}; min-width: 0; margin: 0; }
.upload-panel .field label { font-weight: 600; }
.upload-panel .input {
  min-height: ${space(5)}; padding: ${space(0.5)} ${space(1.5)}; max-width: 100%;
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.hint { margin: ${space(1)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.upload-panel .actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin-top: ${space(2)}; }
.progress-box { margin-top: ${space(2)}; }
.progress { width: 100%; height: ${space(2)}; accent-color: ${cssVar('color-primary')}; }
.progress-text { display: flex; flex-wrap: wrap; gap: ${space(1)} ${space(3)}; margin: ${space(0.5)} 0 0; color: ${cssVar('color-text')}; }
.message { margin: ${space(2)} 0 0; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; }
.message--info { background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-text')}; }
.message--success { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; }
.message--error { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
@media (max-width: 768px) {
  .panel { padding: ${space(2)}; }
  .upload-panel .fields { flex-direction: column; align-items: stretch; }
  .upload-panel .input { width: 100%; }
}
`;

/** The media picker dialog and the media fields of the console forms (with the upload panel). */
export const MEDIA_PICKER_STYLES = `
${UPLOAD_PANEL_STYLES}
.dialog:has(.media-picker) { max-width: calc(${cssVar('space')} * 100); max-height: calc(100vh - ${space(4)}); overflow-y: auto; }
.media-picker .panel { margin: ${space(2)} 0 0; box-shadow: none; }
.media-choices { list-style: none; margin: ${space(1.5)} 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(calc(${cssVar('space')} * 20), 1fr)); gap: ${space(1)}; }
.media-choice {
  display: flex; flex-direction: column; align-items: stretch; gap: ${space(0.5)}; width: 100%; height: 100%;
  padding: ${space(1)}; text-align: left; cursor: pointer; font: inherit; color: ${cssVar('color-text')};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.media-choice:hover, .media-choice:focus-visible { border-color: ${cssVar('color-primary')}; }
.media-choice img, .media-thumb-empty {
  width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')};
}
.media-thumb-empty { display: flex; align-items: center; justify-content: center; color: ${cssVar('color-muted')}; }
.media-choice .name { overflow-wrap: anywhere; font-weight: 600; }
.media-field { margin-bottom: ${space(2)}; }
.media-field-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1)}; }
.media-field-row .field { flex: 1; min-width: calc(${cssVar('space')} * 24); margin: 0; }
.media-preview { display: block; max-width: calc(${cssVar('space')} * 30); max-height: calc(${cssVar('space')} * 17); margin-top: ${space(1)}; border-radius: ${cssVar('radius')}; border: 1px solid ${cssVar('color-border')}; object-fit: cover; }
@media (max-width: 768px) {
  .media-choices { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
