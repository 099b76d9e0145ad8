// Bundle sizes (gzip and brotli) of every built file, against bench/budgets.json, with the shared
// chunk compared to React + ReactDOM alone (the floor no React element bundle can go under).
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
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

export async function measureSizes() {
  const esm = readdirSync('dist/esm')
    .filter((name) => name.endsWith('.js'))
    .map((name) => measure(`dist/esm/${name}`));
  const chunks = readdirSync('dist/esm/chunks')
    .filter((name) => name.endsWith('.js'))
    .map((name) => measure(`dist/esm/chunks/${name}`));
  const chunk = (prefix) => chunks.find((entry) => entry.file.startsWith(`esm/chunks/${prefix}-`));
  const loader = measure('dist/xnfz-loader.js');
  const bundle = measure('dist/xnfz-widgets.js');
  const shared = chunk('shared');
  const charts = chunk('charts');
  const census = esm.find((entry) => entry.file === 'esm/census-total.js');
  const floor = await reactFloor();
  const widgetChunks = esm.filter((entry) => entry.file !== 'esm/portal.js');
  const censusPage = loader.gzip + (census?.gzip ?? 0) + (shared?.gzip ?? 0);
  const checks = [
    { name: '加载器 loader', value: loader.gzip, budget: budgets.loaderGzip },
    { name: '共享块 shared chunk', value: shared?.gzip ?? 0, budget: budgets.sharedChunkGzip },
    { name: '图表块 chart chunk', value: charts?.gzip ?? 0, budget: budgets.chartChunkGzip },
    {
      name: '只嵌入 <xnfz-census-total> 的页面 (loader + element + shared)',
      value: censusPage,
      budget: budgets.censusOnlyPageGzip,
    },
    ...widgetChunks.map((entry) => ({
      name: `元素块 ${entry.file}`,
      value: entry.gzip,
      budget: budgets.widgetChunkGzip,
    })),
  ].map((check) => ({ ...check, ok: check.value <= check.budget }));
  return {
    files: [loader, bundle, ...esm, ...chunks],
    floor,
    sharedOverFloorGzip: (shared?.gzip ?? 0) - floor.gzip,
    checks,
  };
}
