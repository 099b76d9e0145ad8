import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set to true by the server build (scripts/build-server.mjs); undefined when run from source. */
declare const XNFZ_COMPILED: boolean | undefined;

/**
 * The `server/` folder, where the migrations, the captcha font and the demo media live: beside
 * this file when run from source, `../../server/` from the compiled `build/server/main.mjs`.
 */
export const SERVER_ROOT = fileURLToPath(
  new URL(
    typeof XNFZ_COMPILED !== 'undefined' && XNFZ_COMPILED ? '../../server/' : './',
    import.meta.url,
  ),
);

/**
 * A path inside the `server/` folder, the same from source and from the compiled build.
 * @example
 * const migrations = serverPath('db', 'migrations');
 */
export function serverPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, ...parts);
}
