// Build outputs (see README): the classic one-file bundle, the ES modules with one chunk per
// element/screen beside one shared chunk, and the portal page served under /PC/.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { compactCssPlugin } from './scripts/compact-css.mjs';
import typescript from '@rollup/plugin-typescript';
import { writeElementDocs } from './scripts/element-docs.mjs';
import { precompress } from './scripts/precompress.mjs';
import { integrity } from './scripts/sri.mjs';
import MagicString from 'magic-string';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const production = process.env.BUILD_MODE !== 'development';

// every build starts from an empty dist, so no stale chunk is ever served
rmSync('dist', { recursive: true, force: true });

/**
 * Every portal element entry: `src/widgets/<name>/<name>.element.ts`. The console's screens
 * (`src/widgets/admin-*`) are not portal elements: only the console build below has them, so
 * they never reach the portal page, the loader's list or the one-file bundle.
 */
export const isConsoleWidget = (name) => name.startsWith('admin-');
const widgetEntries = Object.fromEntries(
  readdirSync('src/widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isConsoleWidget(entry.name))
    .map((entry) => [entry.name, `src/widgets/${entry.name}/${entry.name}.element.ts`]),
);

const plugins = (outDir, tsconfig = './tsconfig.build.json') => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // valtio reads the mode from import.meta.env, not only from process.env
      'import.meta.env.MODE': JSON.stringify(production ? 'production' : 'development'),
      'import.meta.env ?': 'true ?',
    },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({ tsconfig, outDir, sourceMap: true }),
  compactCssPlugin(),
  // a second compress pass: about 1 % smaller on every page, for a few seconds of build
  production && terser({ compress: { passes: 2 }, format: { comments: false } }),
];

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) on the
 * chunks whose functions nearly all run on a page's first render (React, the store, the client):
 * V8 compiles them eagerly, off the main thread, instead of lazily on first call inside the first
 * render's long tasks. Other engines read a comment.
 */
function compileHints(chunkNames) {
  return {
    name: 'xnfz-compile-hints',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const hinted = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n');
      return { code: hinted.toString(), map: hinted.generateMap({ hires: true }) };
    },
  };
}

/** Every chunk an entry imports statically, however deep: the browser needs them all to start. */
function staticImports(bundle, fileName, found = new Set()) {
  for (const imported of bundle[fileName]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, found);
  }
  return found;
}

/**
 * Copies the page shells into dist: the portal page (and its icon) and the demo pages. The
 * portal page names portal.js and every chunk it imports (`modulepreload`, low priority: its
 * script boot.js runs them only after the first paint), so the browser fetches them at once
 * instead of one import level after another.
 */
function pages() {
  return {
    name: 'xnfz-pages',
    writeBundle(_options, bundle) {
      mkdirSync('dist/demo', { recursive: true });
      const preloads = ['portal.js', ...staticImports(bundle, 'portal.js')]
        .map(
          (fileName) => `<link rel="modulepreload" href="./esm/${fileName}" fetchpriority="low" />`,
        )
        .join('\n    ');
      const entry = '<script type="module" src="./esm/boot.js"></script>';
      // the first paint (header, navigation, reserved main area) before any script has run
      const shell = JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-shell.tsx'], {
          encoding: 'utf8',
        }),
      );
      writeFileSync(
        'dist/index.html',
        readFileSync('src/host/index.html', 'utf8')
          .replace(entry, `${entry}\n    ${preloads}\n    ${shell.pageStyle}`)
          .replace('<xnfz-portal></xnfz-portal>', shell.portal),
      );
      copyFileSync('src/host/favicon.ico', 'dist/favicon.ico');
      for (const page of readdirSync('demo').filter((name) => /\.(html|css)$/.test(name))) {
        copyFileSync(`demo/${page}`, `dist/demo/${page}`);
      }
      writeElementDocs();
    },
  };
}

/**
 * The built-in experiments: plain pages, `src/experiments/<slug>/<slug>.html` and its script
 * `<slug>.ts` (one IIFE each: the server's CSP allows no inline script), served at
 * /PC/experiments/<slug>.html. `shared/` and `kit/` hold what they have in common.
 */
const experimentBuilds = readdirSync('src/experiments', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && entry.name !== 'kit')
  .map(({ name }) => ({
    input: `src/experiments/${name}/${name}.ts`,
    output: { file: `dist/experiments/${name}.js`, format: 'iife', sourcemap: true },
    plugins: [
      // a program of their own files only: they import nothing but core/experiments and tokens
      ...plugins('dist/experiments', './tsconfig.experiments.json'),
      {
        name: 'xnfz-experiment-page',
        writeBundle() {
          copyFileSync(`src/experiments/${name}/${name}.html`, `dist/experiments/${name}.html`);
        },
      },
      precompress(() => [`dist/experiments/${name}.html`]),
    ],
  }));

/**
 * The one-instance-per-page core every element needs: store, client, session, theme, the common
 * and statistics zh-CN texts, element shell. The notice bar's code (core/ui/notice-bar) is a chunk
 * of its own, fetched when a bar is first on the page. The router, the area API calls (courses, content, …),
 * the zh-CN texts of the other areas and the en-US texts are not here: rollup puts them in chunks
 * beside the elements that use them (rollup never duplicates a module, so they are still one
 * instance per page), and a page with only `<xnfz-census-total>` does not download them.
 */
const SHARED_CORE = [
  '/src/core/api/client',
  '/src/core/api/api-error',
  '/src/core/api/call-methods',
  '/src/core/api/contract',
  '/src/core/api/account',
  '/src/core/store/',
  '/src/core/config/',
  '/src/core/events/',
  '/src/core/i18n/',
  '/src/core/theme/',
  '/src/core/session',
  '/src/core/define-widget',
  '/src/core/ui/widget-shell',
  '/src/core/ui/async-view',
  '/src/core/ui/use-async',
  '/src/core/ui/icon-frame',
];

const onwarn = (warning, warn) => {
  // React's CommonJS files use `this` at the top level; harmless in the bundle
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

/**
 * The management console at /PC/admin/: its own page, entry and chunks in dist/admin/ (a module
 * graph of its own: nothing of it is shared with, or fetched by, the portal and the embeds).
 * Each screen is a chunk loaded when opened; the rich-text editor (TipTap) only with the
 * article form; KaTeX only when a text shows a formula.
 */
const consoleBuild = {
  input: { admin: 'src/admin/main.ts' },
  output: {
    dir: 'dist/admin',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      if (
        /node_modules\/(@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/.test(
          id,
        )
      )
        return 'editor';
      // KaTeX: fetched only by a screen that shows a formula
      if (/node_modules\/katex\//.test(id)) return 'formula';
      // English only when asked for; each screen's own texts with that screen (rollup shares
      // those several screens use), not in the chunk every console page loads first
      if (id.includes('/src/core/i18n/en-us')) return 'console-en-us';
      if (/\/src\/core\/i18n\/zh-cn\/admin-[\w-]+\.ts$/.test(id)) return undefined;
      if (id.includes('node_modules') || SHARED_CORE.some((part) => id.includes(part))) {
        return 'console-shared';
      }
      return undefined;
    },
  },
  plugins: [
    ...plugins('dist/admin'),
    {
      name: 'xnfz-console-page',
      writeBundle() {
        copyFileSync('src/admin/index.html', 'dist/admin/index.html');
      },
    },
    precompress(() => ['dist/admin/index.html']),
  ],
  onwarn,
};

/**
 * The one-file bundle inlines every dynamic import, so KaTeX (75 KB gzip, and a console warning on
 * quirks-mode pages as it loads) would ride along on every page that uses the bundle. Instead its
 * formula drawer fetches esm/formula-renderer.js, beside the bundle, when a text holds a formula.
 */
function formulaByUrl() {
  const id = '\0formula-by-url';
  return {
    name: 'xnfz-formula-by-url',
    resolveId(source, importer) {
      return source === './render-formulas' && importer?.includes('/src/core/ui/formula/')
        ? id
        : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `const script = document.currentScript;
const url = new URL('esm/formula-renderer.js', (script && script.src) || document.baseURI).href;
export function drawFormulas(element) {
  return import(url).then((module) => module.drawFormulas(element));
}`;
    },
  };
}

/**
 * The same for the modules a screen loads on demand that carry no React or store of their own:
 * the lab report's editor (TipTap, about 120 KB gzip) and the chart runtime (Chart.js, about
 * 60 KB gzip). The one-file bundle would inline them; instead `loader` (a one-line module of
 * `importerDir` exporting `exportName`) becomes an import of `file`, beside the bundle.
 */
function moduleByUrl(loader, importerDir, file, exportName) {
  const id = `\0by-url:${file}`;
  return {
    name: `xnfz-by-url-${file}`,
    resolveId(source, importer) {
      return source === loader && importer?.includes(importerDir) ? id : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `const script = document.currentScript;
const url = new URL('${file}', (script && script.src) || document.baseURI).href;
export const ${exportName} = () => import(url);`;
    },
  };
}

/**
 * And for the en-US catalogue (about 10 KB gzip): a Chinese page using the one-file bundle never
 * needs it; an element asking for English fetches esm/catalogue-en-us.js, beside the bundle.
 */
function catalogueByUrl() {
  const id = '\0catalogue-by-url';
  return {
    name: 'xnfz-catalogue-by-url',
    resolveId(source, importer) {
      return source === './load-en-us' && importer?.includes('/src/core/i18n/') ? id : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `const script = document.currentScript;
const url = new URL('esm/catalogue-en-us.js', (script && script.src) || document.baseURI).href;
export const loadEnUS = () => import(url).then((module) => module.enUS);`;
    },
  };
}

export default [
  {
    input: 'src/loader/xnfz-loader.ts',
    output: { file: 'dist/xnfz-loader.js', format: 'iife', sourcemap: true },
    plugins: [
      replace({
        preventAssignment: true,
        values: { __XNFZ_ELEMENTS__: JSON.stringify(Object.keys(widgetEntries)) },
      }),
      // the loader imports two small modules of its own: a program of those, not of all src
      ...plugins('dist', './tsconfig.loader.json'),
      precompress(),
    ],
    onwarn,
  },
  {
    input: {
      boot: 'src/host/boot.ts',
      portal: 'src/host/main.ts',
      ...widgetEntries,
      // with a stable name: the one-file bundle fetches KaTeX from here (formulaByUrl below)
      'formula-renderer': 'src/core/ui/formula/render-formulas.ts',
      // …and the lab report's editor and the charts from here (moduleByUrl above)
      'report-editor': 'src/widgets/report-write/editor-runtime.ts',
      'chart-runtime': 'src/core/charts/chart-runtime.ts',
      // …and the English texts from here (catalogueByUrl above)
      'catalogue-en-us': 'src/core/i18n/en-us.ts',
    },
    output: {
      dir: 'dist/esm',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id) {
        // the resumable-upload client comes only with an upload (a report's images and files)
        if (
          /node_modules\/(tus-js-client|js-base64|url-parse|querystringify|requires-port|lodash\.throttle|combine-errors|custom-error-instance|buffer-from|is-stream)\//.test(
            id,
          ) ||
          id.includes('/src/core/api/tus-upload')
        )
          return 'tus-upload';
        // Chart.js stays out of the shared chunk: only pages with a chart element fetch it
        if (
          /node_modules\/(chart\.js|@kurkle)\//.test(id) ||
          id.includes('/src/core/charts/chart-runtime')
        ) {
          return 'charts';
        }
        // the HTML sanitiser goes only to the screens that show rich text (with the formula finder,
        // which would otherwise join KaTeX's chunk and make it a static import)
        if (
          /node_modules\/dompurify\//.test(id) ||
          id.includes('/src/core/ui/rich-text') ||
          id.includes('/src/core/ui/formula/formula-text')
        )
          return 'rich-text';
        // the en-US texts are fetched only when an element or the page asks for English
        if (id.includes('/src/core/i18n/en-us')) return 'i18n-en-us';
        // the zh-CN area texts come with the elements that show them, not with statistics ones
        if (
          id.includes('/src/core/i18n/zh-cn-areas') ||
          /\/src\/core\/i18n\/zh-cn\/(account|courses|content|experiments)\./.test(id)
        )
          return 'i18n-zh-cn-areas';
        // the teaching texts and their lookup come with 我的测验, 我的成绩, the quiz screen and the
        // lesson page's chapter quizzes only (their en-US texts are in the en-US chunk above)
        if (
          id.includes('/src/core/i18n/zh-cn/quiz.') ||
          id.includes('/src/core/i18n/quiz-translate.')
        )
          return 'i18n-zh-cn-quiz';
        // …and the lab-report texts with 我的实验报告 and the writing screen
        if (
          id.includes('/src/core/i18n/zh-cn/report.') ||
          id.includes('/src/core/i18n/report-translate.')
        )
          return 'i18n-zh-cn-report';
        // KaTeX: fetched only by a screen that shows a formula
        if (/node_modules\/katex\//.test(id) || id.includes('/src/core/ui/formula/render-formulas'))
          return 'formula';
        // TipTap: fetched only by the lab report's writing screen
        if (
          /node_modules\/(@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/.test(
            id,
          )
        )
          return 'report-editor';
        // the icon shapes go to the elements that draw them (not the statistics charts)
        if (id.includes('/src/core/ui/icons')) return 'icons';
        // the chart card is shared by the chart elements only
        if (id.includes('/src/core/charts/') || id.includes('/src/core/ui/chart-'))
          return 'chart-card';
        if (id.includes('node_modules') || SHARED_CORE.some((part) => id.includes(part))) {
          return 'shared';
        }
        // other core parts (cards, players, pager…) are chunked by rollup next to their users
        return undefined;
      },
    },
    plugins: [
      ...plugins('dist/esm'),
      compileHints(['shared']),
      pages(),
      precompress(() => [
        'dist/index.html',
        'dist/custom-elements.json',
        ...readdirSync('dist/demo').map((page) => path.join('dist/demo', page)),
      ]),
    ],
    onwarn,
  },
  {
    input: 'src/widgets/index.ts',
    output: {
      file: 'dist/xnfz-widgets.js',
      format: 'iife',
      sourcemap: true,
      inlineDynamicImports: true,
    },
    // dist/sri.json: the integrity of this bundle and of the loader (built first), with the version
    plugins: [
      formulaByUrl(),
      moduleByUrl(
        './editor-loader',
        '/src/widgets/report-write/',
        'esm/report-editor.js',
        'loadEditorRuntime',
      ),
      moduleByUrl('./chart-loader', '/src/core/ui/', 'esm/chart-runtime.js', 'loadChartRuntime'),
      catalogueByUrl(),
      ...plugins('dist'),
      precompress(),
      integrity(),
    ],
    onwarn,
  },
  consoleBuild,
  ...experimentBuilds.map((build) => ({ ...build, onwarn })),
];
