/**
 * The TypeScript an integrator gets (issue #30): the typings the build writes into dist/types
 * (scripts/element-docs.mjs) compile the snippets of test/typings — plain DOM without any
 * framework, React 19 JSX and Vue 3 GlobalComponents — and refuse wrong attribute values and
 * unknown event fields (the snippets mark them `@ts-expect-error`: a line that compiles fails).
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ts from 'typescript';
import { writeElementDocs } from '../../scripts/element-docs.mjs';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

// inside node_modules, so the typings resolve `react` and `vue` as a project's would
const OUT = resolve('node_modules/.cache', `xnfz-typings-${process.pid}`);
const TYPES = join(OUT, 'types');
const SNIPPETS = resolve('test/typings');

function compile(
  files: string[],
  paths: Record<string, string[]>,
  { types = [] as string[], checkDeclarations = true } = {},
): string[] {
  const program = ts.createProgram(
    files.map((file) => (file.startsWith('/') ? file : join(SNIPPETS, file))),
    {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      // the generated declarations are checked too, not only their use (React's and Vue's are not)
      skipLibCheck: !checkDeclarations,
      types,
      paths,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.replace(`${OUT}/`, '').replace(`${SNIPPETS}/`, '')}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('integrator typings (dist/types)', EMBEDDED_RUN_ONLY, () => {
  before(() => {
    mkdirSync(OUT, { recursive: true });
    writeElementDocs(OUT);
  });
  after(() => rmSync(OUT, { recursive: true, force: true }));

  it('the plain DOM typings import no framework and type properties and event details', () => {
    const closure = readdirSync(TYPES, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/xnfz-(react|vue)\.d\.ts$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    assert.equal(closure.filter((text) => /from '(react|vue)'/.test(text)).length, 0);
    // and a wrong value that is not marked is an error (the check can fail)
    const control = join(OUT, 'control.ts');
    writeFileSync(
      control,
      "export {};\nconst ranking = document.querySelector('xnfz-lesson-ranking');\nif (ranking) ranking.by = 'monthly';\n",
    );
    const errors = compile(['dom.ts', control], {
      'xnfz-portal': [join(TYPES, 'xnfz-elements.d.ts')],
      // a page without React or Vue: importing either would not resolve
      react: [join(OUT, 'no-react')],
      vue: [join(OUT, 'no-vue')],
    });
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0] ?? '', /^control\.ts:3 Type '"monthly"' is not assignable/);
  });

  it('React JSX and Vue GlobalComponents take the real attribute values and refuse others', () => {
    // the README's React snippet (在你的网站中嵌入) compiles with them too
    const readme = readFileSync('README.md', 'utf8');
    const snippet = /```tsx embed-react\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(snippet, 'README: a block marked embed-react');
    const readmeReact = join(OUT, 'readme-react.tsx');
    writeFileSync(readmeReact, `import 'xnfz-portal/react';\n${snippet}`);
    const errors = compile(
      ['react.tsx', 'vue.ts', readmeReact],
      {
        'xnfz-portal/react': [join(TYPES, 'xnfz-react.d.ts')],
        'xnfz-portal/vue': [join(TYPES, 'xnfz-vue.d.ts')],
      },
      { types: ['react'], checkDeclarations: false },
    );
    assert.deepEqual(errors, []);
  });
});
