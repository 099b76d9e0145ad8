// Bundle sizes (gzip and brotli) of every built file, against bench/budgets.json, with the shared
// chunk compared to React + ReactDOM alone (the floor no React element bundle can go under).
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

function measure(path) {
  const bytes = readFileSync(path);
  return {
    file: path.replace(/^dist\//, ''),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

/**
 * The files a page fetches before an ES module can run: the module and, recursively, what it
 * imports statically (`import … from "./chunks/x.js"`, `import "./x.js"`; not `import()`).
 */
export function staticClosure(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  for (const [, specifier] of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    staticClosure(join(dirname(path), specifier), seen);
  }
  return seen;
}

async function reactFloor() {
  const result = await build({
    stdin: {
      contents:
        "import 'react'; import { createRoot } from 'react-dom/client'; globalThis.r = createRoot;",
      resolveDir: '.',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const bytes = Buffer.from(result.outputFiles[0].contents);
  return {
    file: '(react + react-dom/client, minified)',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

/** Every file under a folder (recursively), as paths. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Proof that the management console stays out of everything the portal and the embeds load:
 * no file of the portal page, the ES modules, the loader or the one-file bundle names a console
 * file (dist/admin/…), a console element (`xnfz-admin-…`), the console's texts or its editor
 * (ProseMirror / TipTap). Each finding is a check that fails.
 */
export function consoleIsolation() {
  const consoleFiles = filesUnder('dist/admin')
    .filter((path) => path.endsWith('.js'))
    .map((path) => path.slice('dist/admin/'.length));
  // a chunk of the same name in dist/esm is the same module built twice (names carry a hash of
  // the content, e.g. core/api/portal-urls), not a piece of the console
  const portalChunkNames = new Set(filesUnder('dist/esm').map((path) => path.split('/').at(-1)));
  const consoleNames = consoleFiles
    .map((path) => path.split('/').at(-1))
    .filter((name) => !portalChunkNames.has(name));
  const markers = [
    ...consoleNames.filter((name) => name !== 'admin.js'),
    'xnfz-admin-',
    'ProseMirror',
    '@tiptap',
    // a text only the console catalogue (src/core/i18n/zh-cn/admin.ts) has
    '管理后台登录',
  ];
  const portalFiles = [
    'dist/index.html',
    'dist/xnfz-loader.js',
    'dist/xnfz-widgets.js',
    ...filesUnder('dist/esm').filter((path) => path.endsWith('.js')),
  ];
  // the portal's own editor (the lab report's, TipTap in chunks of its own, fetched only by the
  // writing screen) is not the console's: the editor markers do not count there
  const reportEditor = existsSync('dist/esm/report-editor.js')
    ? staticClosure('dist/esm/report-editor.js')
    : new Set();
  const editorMarkers = new Set(['ProseMirror', '@tiptap']);
  const findings = [];
  for (const path of portalFiles) {
    const text = readFileSync(path, 'utf8');
    for (const marker of markers) {
      if (reportEditor.has(path) && editorMarkers.has(marker)) continue;
      if (text.includes(marker)) findings.push(`${path} ← ${marker}`);
    }
    if (/["'(]\.{0,2}\/?admin\/admin\.js/.test(text)) findings.push(`${path} ← admin/admin.js`);
  }
  const consolePage = staticClosure('dist/admin/admin.js');
  const editor = consoleFiles.find((path) => /^chunks\/editor-/.test(path));
  return {
    findings,
    consoleFiles: consoleFiles.map((path) => measure(`dist/admin/${path}`)),
    consolePageGzip: [...consolePage].map(measure).reduce((sum, file) => sum + file.gzip, 0),
    editorGzip: editor ? measure(`dist/admin/${editor}`).gzip : 0,
    checked: portalFiles.length,
  };
}

export async function measureSizes() {
  const esm = readdirSync('dist/esm')
    .filter((name) => name.endsWith('.js'))
    .map((name) => measure(`dist/esm/${name}`));
  const chunks = readdirSync('dist/esm/chunks')
    .filter((name) => name.endsWith('.js'))
    .map((name) => measure(`dist/esm/chunks/${name}`));
  // the chunk named `prefix` and its 8-character hash: `shared` is not `shared-styles`
  const chunk = (prefix) =>
    chunks.find((entry) => new RegExp(`^esm/chunks/${prefix}-[\\w-]{8}\\.js$`).test(entry.file));
  const loader = measure('dist/xnfz-loader.js');
  const bundle = measure('dist/xnfz-widgets.js');
  const shared = chunk('shared');
  // Chart.js: the chart runtime's entry (the one-file bundle fetches it too) and what it imports
  const chartFiles = [...staticClosure('dist/esm/chart-runtime.js')].map(measure);
  const charts = chartFiles.reduce((sum, file) => sum + file.gzip, 0);
  const floor = await reactFloor();
  const boot = esm.find((entry) => entry.file === 'esm/boot.js');
  const formula = esm.find((entry) => entry.file === 'esm/formula-renderer.js');
  const widgetChunks = esm.filter(
    (entry) =>
      ![
        'esm/portal.js',
        'esm/boot.js',
        'esm/formula-renderer.js',
        'esm/report-editor.js',
        'esm/chart-runtime.js',
        'esm/catalogue-en-us.js',
      ].includes(entry.file),
  );
  // the lab report's editor: its entry and every chunk it imports (TipTap, ProseMirror)
  const reportEditorFiles = [...staticClosure('dist/esm/report-editor.js')].map(measure);
  const reportEditor = reportEditorFiles.reduce((sum, file) => sum + file.gzip, 0);
  // an entry of its own: the one-file bundle fetches the same file for English
  const enUS = esm.find((entry) => entry.file === 'esm/catalogue-en-us.js');
  // everything the census element's module pulls in before it runs (itself, shared, any other)
  const censusFiles = [...staticClosure('dist/esm/census-total.js')].map(measure);
  const censusPage = loader.gzip + censusFiles.reduce((sum, file) => sum + file.gzip, 0);
  const checks = [
    { name: '加载器 loader', value: loader.gzip, budget: budgets.loaderGzip },
    { name: '共享块 shared chunk', value: shared?.gzip ?? 0, budget: budgets.sharedChunkGzip },
    // the portal page's script: it runs before anything else and only waits for the first paint
    { name: '门户启动脚本 esm/boot.js', value: boot?.gzip ?? Infinity, budget: budgets.bootGzip },
    {
      name: `图表块 (${chartFiles.map((file) => file.file).join(' + ')})`,
      value: charts,
      budget: budgets.chartChunkGzip,
    },
    // KaTeX and its drawer: fetched only by a screen that shows a formula
    {
      name: '公式块 esm/formula-renderer.js',
      value: formula?.gzip ?? Infinity,
      budget: budgets.formulaChunkGzip,
    },
    // TipTap: fetched only by the lab report's writing screen (the one-file bundle fetches it too)
    {
      name: `报告编辑器 (${reportEditorFiles.map((file) => file.file).join(' + ')})`,
      value: reportEditor,
      budget: budgets.reportEditorGzip,
    },
    // one classic script with every element: KaTeX stays out (fetched from esm/ when a formula shows)
    {
      name: '单文件包 dist/xnfz-widgets.js',
      value: bundle.gzip,
      budget: budgets.oneFileBundleGzip,
    },
    {
      name: `只嵌入 <xnfz-census-total> 的页面 (loader + ${censusFiles.map((file) => file.file).join(' + ')})`,
      value: censusPage,
      budget: budgets.censusOnlyPageGzip,
    },
    ...widgetChunks.map((entry) => ({
      name: `元素块 ${entry.file}`,
      value: entry.gzip,
      budget: budgets.widgetChunkGzip,
    })),
  ].map((check) => ({ ...check, ok: check.value <= check.budget }));
  const isolation = consoleIsolation();
  // the console's first screen: the rich-text editor and KaTeX stay out, loaded when needed
  checks.push({
    name: '管理后台首屏 (dist/admin/admin.js 及其静态引用的块)',
    value: isolation.consolePageGzip,
    budget: budgets.consolePageGzip,
    ok: isolation.consolePageGzip <= budgets.consolePageGzip,
  });
  checks.push({
    name: `管理后台不进入门户、加载器与单文件包 (${isolation.checked} 个文件中引用控制台的处数)`,
    value: isolation.findings.length,
    budget: 0,
    ok: isolation.findings.length === 0,
    details: isolation.findings,
  });
  return {
    console: isolation,
    files: [loader, bundle, ...esm, ...chunks],
    floor,
    sharedOverFloorGzip: (shared?.gzip ?? 0) - floor.gzip,
    enUSChunkGzip: enUS?.gzip ?? 0,
    checks,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the size report of `measureSizes()`.
 * @example
 * printSizes(await measureSizes());
 */
export function printSizes(sizes) {
  for (const file of sizes.files)
    console.log(
      `  ${file.file.padEnd(42)} ${kb(file.gzip).padStart(10)} ${kb(file.brotli).padStart(10)}`,
    );
  console.log(
    `  React + ReactDOM alone (floor): ${kb(sizes.floor.gzip)} gzip; shared chunk is ${kb(sizes.sharedOverFloorGzip)} above it; en-US texts ${kb(sizes.enUSChunkGzip)}`,
  );
  console.log(
    `  管理后台 (dist/admin): 首屏 ${kb(sizes.console.consolePageGzip)} gzip, 富文本编辑器块 ${kb(sizes.console.editorGzip)} gzip (只在文章编辑时加载)`,
  );
  for (const check of sizes.checks) {
    const shown =
      check.details === undefined
        ? `${kb(check.value)} / ${kb(check.budget)}`
        : `${check.value} / ${check.budget}`;
    console.log(`  ${check.ok ? '✓' : '✗ 超出预算'} ${check.name}: ${shown}`);
    for (const detail of check.details ?? []) console.log(`      ${detail}`);
  }
}

// `node bench/sizes.mjs` after a build: the size part of the bench alone (a few seconds)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = await measureSizes();
  printSizes(sizes);
  process.exitCode = sizes.checks.every((check) => check.ok) ? 0 : 1;
}
