// Subresource Integrity for the files a site may load with a pinned address and `integrity`:
// the loader and the one-file bundle. Written as dist/sri.json with the build's version (the
// version the server serves it under: /PC/v/<version>/), e.g.
//   { "version": "0.1.0", "files": { "xnfz-widgets.js": "sha384-…", "xnfz-loader.js": "sha384-…" } }
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INTEGRITY_FILES = ['xnfz-loader.js', 'xnfz-widgets.js'];

/** The package's version (package.json). */
export function packageVersion() {
  return JSON.parse(readFileSync('package.json', 'utf8')).version;
}

/** Writes `<dir>/sri.json` for the files of INTEGRITY_FILES that are there. */
export function writeIntegrity(dir = 'dist', version = packageVersion()) {
  const files = {};
  for (const file of INTEGRITY_FILES) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    files[file] = `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
  }
  writeFileSync(join(dir, 'sri.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  return { version, files };
}

/** A rollup plugin that writes dist/sri.json once the build has written its files. */
export function integrity(dir = 'dist') {
  return { name: 'xnfz-integrity', writeBundle: () => void writeIntegrity(dir) };
}
