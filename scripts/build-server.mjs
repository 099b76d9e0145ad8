// The server compiled to one JavaScript module, `build/server/main.mjs`, started with plain
// `node` (no TypeScript loader): our code bundled by esbuild, the npm packages imported as they
// are. Files the server reads at run time (migrations, the captcha font, demo media) stay in
// server/ (see server/server-root.ts).
import { buildSync } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the compiled server is written (absolute). */
export const SERVER_BUILD = `${ROOT}build/server/main.mjs`;

/**
 * Compiles server/main.ts into build/server/main.mjs (about a second); returns its path. Each
 * file is written beside its place and renamed into it, so a process starting the server while
 * another test process compiles it reads the old file or the new one, never half of one.
 * @example
 * buildServer(); // then: node build/server/main.mjs
 */
export function buildServer() {
  return buildServerEntry('server/main.ts', SERVER_BUILD);
}

/**
 * The same for another entry of the server (a command such as server/cli/admin-command.ts),
 * written into build/server/ so it finds server/ as the server does.
 * @example
 * const cli = buildServerEntry('server/cli/admin-command.ts', `${ROOT}build/server/admin-command.mjs`);
 */
export function buildServerEntry(source, outfile) {
  const { outputFiles } = buildSync({
    entryPoints: [`${ROOT}${source}`],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    define: { XNFZ_COMPILED: 'true' },
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(dirname(outfile), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  buildServer();
  console.log(`[build] 服务器已编译：${SERVER_BUILD}（${Date.now() - started} ms）`);
}
