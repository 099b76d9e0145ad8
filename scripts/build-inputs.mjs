// Whether dist/ was built from the sources as they are now: `npm start` reuses such a build (a
// restart in seconds) and rebuilds when any input changed. The inputs are everything the rollup
// build reads of ours: src/, scripts/, rollup.config.mjs, the tsconfigs, the lock file (the
// versions of every package bundled) and BUILD_MODE.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a finished build records what it was built from. */
export const STAMP = 'dist/.build-inputs.json';

const INPUT_DIRS = ['src', 'scripts'];
const INPUT_FILES = ['rollup.config.mjs', 'package.json', 'package-lock.json'];
/** Every tsconfig at the top (the build's, the experiments', the loader's, the console's…). */
const isTsconfig = (name) => /^tsconfig(\.[\w-]+)?\.json$/.test(name);

function filesUnder(root, dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const next = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(next);
      else if (entry.isFile()) found.push(next);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return found;
}

/**
 * One hash of every build input's path and bytes (and BUILD_MODE).
 * @example
 * const fingerprint = inputsFingerprint(process.cwd());
 */
export function inputsFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  hash.update(`BUILD_MODE=${env.BUILD_MODE ?? ''}\n`);
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...INPUT_FILES.filter((file) => existsSync(path.join(root, file))),
    ...readdirSync(root).filter(isTsconfig),
  ].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\n`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\n');
  }
  return hash.digest('hex');
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether dist/ holds a finished build of exactly these inputs (and how many outputs it made).
 * @example
 * const { current, outputs } = builtFrom(process.cwd(), inputsFingerprint(process.cwd()));
 */
export function builtFrom(root, fingerprint) {
  const stamp = readStamp(root);
  const complete = existsSync(path.join(root, 'dist/index.html'));
  return {
    current: complete && stamp?.fingerprint === fingerprint,
    /** Outputs of the last finished build: the progress's total (null before the first). */
    outputs: typeof stamp?.outputs === 'number' ? stamp.outputs : null,
  };
}

/**
 * Records a finished build (the rollup config empties dist/ first, so a failed one has none).
 * @example
 * recordBuild(process.cwd(), fingerprint, 9);
 */
export function recordBuild(root, fingerprint, outputs) {
  writeFileSync(path.join(root, STAMP), `${JSON.stringify({ fingerprint, outputs })}\n`);
}
