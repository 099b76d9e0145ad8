/**
 * Where the report editor's code comes from: its own chunk (esm/report-editor.js), fetched when a
 * report is being written. The one-file bundle replaces this module with one that imports that
 * file by its address beside the bundle (rollup.config.mjs, reportEditorByUrl), so TipTap never
 * rides along in the bundle itself.
 */
import type * as EditorRuntime from './editor-runtime';

export const loadEditorRuntime = (): Promise<typeof EditorRuntime> => import('./editor-runtime');
