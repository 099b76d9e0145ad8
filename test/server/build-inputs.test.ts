/**
 * `npm start` reuses dist/ when it was built from the sources as they are (a restart in seconds)
 * and rebuilds when any input changed: an edited, added or removed source, the rollup config, the
 * lock file, BUILD_MODE — or a build that never finished.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { builtFrom, inputsFingerprint, recordBuild } from '../../scripts/build-inputs.mjs';

let root = '';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const current = () => builtFrom(root, inputsFingerprint(root, {})).current;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-build-inputs-'));
  write('src/widgets/news/news.tsx', 'export const a = 1;\n');
  write('scripts/precompress.mjs', '// build step\n');
  write('rollup.config.mjs', 'export default [];\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('dist/index.html', '<!doctype html>\n');
  recordBuild(root, inputsFingerprint(root, {}), 9);
});
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start: reuse the front-end build or rebuild', () => {
  it('reuses a finished build of the same sources, and knows how many outputs it made', () => {
    assert.deepEqual(builtFrom(root, inputsFingerprint(root, {})), { current: true, outputs: 9 });
  });

  it('rebuilds after a source is edited, and reuses again once it is as it was', () => {
    write('src/widgets/news/news.tsx', 'export const a = 2;\n');
    assert.equal(current(), false);
    write('src/widgets/news/news.tsx', 'export const a = 1;\n');
    assert.equal(current(), true);
  });

  it('rebuilds after a source is added or removed, or the config, a script or the lock file changes', () => {
    for (const [file, text] of [
      ['src/core/new-module.ts', 'export {};\n'],
      ['rollup.config.mjs', 'export default [{}];\n'],
      ['scripts/precompress.mjs', '// changed\n'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}\n'],
    ] as const) {
      const before = fs.existsSync(path.join(root, file))
        ? fs.readFileSync(path.join(root, file), 'utf8')
        : null;
      write(file, text);
      assert.equal(current(), false, file);
      if (before === null) fs.rmSync(path.join(root, file));
      else write(file, before);
      assert.equal(current(), true, `${file} restored`);
    }
  });

  it('rebuilds after any tsconfig changes, the per-output ones too (experiments, loader, console)', () => {
    for (const file of ['tsconfig.json', 'tsconfig.build.json', 'tsconfig.experiments.json']) {
      write(file, '{}\n');
      recordBuild(root, inputsFingerprint(root, {}), 9);
      write(file, '{"include":["src"]}\n');
      assert.equal(current(), false, file);
      write(file, '{}\n');
      assert.equal(current(), true, `${file} restored`);
    }
    // a file merely named like one is not an input
    write('tsconfig.json.orig', '{}\n');
    assert.equal(current(), true);
  });

  it('rebuilds for another BUILD_MODE, and when the last build did not finish', () => {
    assert.equal(
      builtFrom(root, inputsFingerprint(root, { BUILD_MODE: 'development' })).current,
      false,
    );
    fs.rmSync(path.join(root, 'dist/index.html'));
    assert.equal(current(), false);
  });
});
