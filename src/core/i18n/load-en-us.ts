/**
 * Where the en-US catalogue comes from: its own chunk, fetched only when an element or the page
 * asks for English. The one-file bundle replaces this module with one that imports
 * esm/catalogue-en-us.js by its address beside the bundle (rollup.config.mjs, catalogueByUrl), so
 * the English texts do not ride along on every Chinese page that uses the bundle.
 */
import type { Catalogue } from './catalogues';

export const loadEnUS = (): Promise<Catalogue> => import('./en-us').then((module) => module.enUS);
