// Brotli and gzip copies of the built text files, written once at build time so the server
// sends them as they are (fastify-static's preCompressed) instead of compressing per request.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this the encoding headers cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside a text file of at least 1 KB.
 * @example
 * compressFile('dist/esm/portal.js'); // dist/esm/portal.js.br, dist/esm/portal.js.gz
 */
export function compressFile(file) {
  if (!TEXT.test(file)) return;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * A rollup plugin that compresses every file an output wrote, and the extra files its other
 * plugins copied (page shells), after they are on disk.
 * @example
 * plugins: [..., precompress(() => ['dist/index.html'])]
 */
export function precompress(extraFiles = () => []) {
  return {
    name: 'xnfz-precompress',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      for (const fileName of Object.keys(bundle)) compressFile(path.join(dir, fileName));
      for (const file of extraFiles()) compressFile(file);
    },
  };
}
