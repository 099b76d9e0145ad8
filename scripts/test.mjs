// `npm test`: every suite, then one closing line `N passed, N failed` (all suites summed).
//   1. node-side server tests on the embedded database (PGlite)
//   2. the same tests on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it)
//   3. browser tests in Debian's headless Chromium against the real server and database
// all three side by side (each file has its own database, the browser tests their own server)
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ensureChineseFont, ensureChromium } from './ensure-chromium.mjs';
import { CAPTCHA_TEST_CODE, freePort, startTestServer } from './test-server-process.mjs';

// every suite and the servers they start hash passwords cheaply (server/auth/password-hash.ts):
// at the real cost each login and seeded account took 150 ms of CPU, a tenth of the run
process.env.XNFZ_TEST_CHEAP_PASSWORD_HASH = '1';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Runs a command; its output goes through live, or (`live: false`) is kept for the caller. */
function run(command, args, env = {}, { live = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const relay = (stream) => (chunk) => {
      output += chunk.toString();
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.replace(ANSI, '') }));
  });
}

async function filesUnder(dir, suffixes) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const SERVER_GROUPS_DIR = '.test-build-server';
/** Test files per process: loading the server's modules once instead of in every file. */
const FILES_PER_GROUP = 15;

/**
 * The server test files in groups, each group one module importing its files, so one process
 * runs them one after another. A process per file spent about 6 s of CPU starting (the loader,
 * the server's modules, the schemas) before its first test, 64 files × 2 databases of it on
 * 2 cores; a process per group keeps the memory of one group (its test databases) bounded.
 */
async function serverTestGroups() {
  const files = await filesUnder('test/server', ['.test.ts']);
  rmSync(SERVER_GROUPS_DIR, { recursive: true, force: true });
  mkdirSync(SERVER_GROUPS_DIR, { recursive: true });
  const groups = [];
  for (let start = 0; start < files.length; start += FILES_PER_GROUP) {
    const members = files.slice(start, start + FILES_PER_GROUP);
    const name = join(SERVER_GROUPS_DIR, `group-${groups.length + 1}.test.ts`);
    writeFileSync(
      name,
      members.map((file) => `import ${JSON.stringify(`../${file}`)};\n`).join(''),
    );
    groups.push(name);
  }
  return groups;
}

/**
 * node --test, counted from its spec reporter's closing lines. A suite run beside another
 * (`live: false`) prints its report whole when it ends, not interleaved with the other's.
 */
async function nodeSuite(label, groups, env, { live = true } = {}) {
  const { code, output } = await run(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...groups],
    env,
    { live },
  );
  if (!live) process.stdout.write(`\n[test] ${label}\n${output}`);
  const passed = Number(/ℹ pass (\d+)/.exec(output)?.[1] ?? 0);
  const failed = Number(/ℹ fail (\d+)/.exec(output)?.[1] ?? 0);
  return { label, passed, failed: failed || (code !== 0 ? 1 : 0), code };
}

async function browserSuite() {
  const chrome = ensureChromium();
  ensureChineseFont();
  // XNFZ_TEST_FILES=news,course-list runs only the browser test files whose path contains one of
  // the words (for development); the build is skipped unless a dist test is among them
  const filter = (process.env.XNFZ_TEST_FILES ?? '').split(',').filter(Boolean);
  const files = (await filesUnder('test/browser', ['.test.ts', '.test.tsx'])).filter(
    (file) => filter.length === 0 || filter.some((word) => file.includes(word)),
  );
  const buildDir = filter.length === 0 ? '.test-build' : `.test-build-${process.pid}`;
  if (filter.length === 0 || files.some((file) => file.includes('/dist/'))) {
    console.log(`\n[test] 构建前端 (rollup)…`);
    const buildResult = await run('npx', ['rollup', '-c', '--silent']);
    if (buildResult.code !== 0) return { label: '构建', passed: 0, failed: 1, code: 1 };
  }

  // the test page's origin differs from the API's: the embedding tests call the API cross-origin
  const wtrPort = await freePort();
  // a second origin, same site (another port of localhost): the pages of test/browser/fixtures
  // that embed the elements, served by the test runner's config
  let embedPort = await freePort();
  while (embedPort === wtrPort) embedPort = await freePort();
  const embedOrigin = `http://localhost:${embedPort}`;
  console.log('[test] 启动测试服务器（全新内嵌数据库）…');
  // the campus sign-in providers (OpenID Connect, CAS), reached through the test runner's origin
  const sso = await startSsoProviders(`http://localhost:${wtrPort}`);
  const server = await startTestServer({
    extraEnv: {
      CORS_ORIGINS: `http://localhost:${wtrPort},${embedOrigin}`,
      // the browser tests write through the API or the database and read the result at once;
      // the shared cache of public answers has its own suite (test/server/public-cache.test.ts)
      PUBLIC_CACHE_SECONDS: '0',
      ...sso.env,
    },
  }).catch((error) => {
    sso.stop();
    throw error;
  });

  try {
    rmSync(buildDir, { recursive: true, force: true });
    await build({
      entryPoints: files,
      outdir: buildDir,
      outbase: 'test/browser',
      bundle: true,
      format: 'esm',
      splitting: true,
      sourcemap: true,
      target: 'es2022',
      logLevel: 'error',
      define: {
        'process.env.NODE_ENV': '"development"',
        XNFZ_TEST_CAPTCHA_CODE: JSON.stringify(CAPTCHA_TEST_CODE),
        XNFZ_TEST_SERVER_URL: JSON.stringify(server.url),
        XNFZ_TEST_EMBED_ORIGIN: JSON.stringify(embedOrigin),
      },
    });
    const { code, output } = await run('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], {
      CHROME_PATH: chrome,
      XNFZ_TEST_SERVER_URL: server.url,
      XNFZ_TEST_SERVER_LOG: server.logFile,
      XNFZ_TEST_BUILD_DIR: buildDir,
      XNFZ_WTR_PORT: String(wtrPort),
      XNFZ_TEST_EMBED_PORT: String(embedPort),
      XNFZ_TEST_IDP_URL: sso.idpUrl,
      XNFZ_TEST_CAS_URL: sso.casUrl,
      XNFZ_TEST_ILAB_URL: sso.ilabUrl,
    });
    const summary = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    const passed = Number(summary?.[1] ?? 0);
    const failed = Number(summary?.[2] ?? 0);
    return { label: '浏览器 (Chromium)', passed, failed: failed || (code !== 0 ? 1 : 0), code };
  } finally {
    await server.stop();
    sso.stop();
    if (buildDir !== '.test-build') rmSync(buildDir, { recursive: true, force: true });
  }
}

/**
 * Starts test/helpers/sso-test-servers.ts (an OpenID provider and a CAS server for the browser
 * tests) and reads its settings line.
 */
function startSsoProviders(origin) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/sso-test-servers.ts', origin],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('统一身份认证测试服务没有在 30 秒内启动'));
    }, 30000);
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((item) => item.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ ...JSON.parse(line), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`统一身份认证测试服务已退出（exit ${code}）`));
    });
  });
}

// XNFZ_TEST_ONLY=server|browser runs one part while developing; npm test and CI run both, side by
// side: each part is a chain of one test file after another that waits on timers, processes and
// the browser much of the time (a run one part after the other kept 2 cores about half busy)
const only = process.env.XNFZ_TEST_ONLY ?? '';
const parts = [];
if (only !== 'browser') {
  const groups = await serverTestGroups();
  // while the browser tests run, a server suite prints its report whole when it ends
  const live = only === 'server';
  // the suites independent of the database (test/server/helpers/embedded-run-only.ts) run once:
  // in the PostgreSQL run when there is one, the shorter chain (PGlite's was the long pole)
  const onceIn = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  parts.push(
    nodeSuite('服务端 · PGlite', groups, { TEST_DATABASE_URL: '', XNFZ_ONCE_IN: onceIn }, { live }),
  );
  if (process.env.TEST_DATABASE_URL) {
    parts.push(
      nodeSuite(
        '服务端 · PostgreSQL',
        groups,
        { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, XNFZ_ONCE_IN: onceIn },
        { live: false },
      ),
    );
  } else {
    console.log(
      '\n[test] 未设置 TEST_DATABASE_URL：跳过 PostgreSQL 上的服务端测试（.ci/run 会自动准备 PostgreSQL）。',
    );
  }
}
if (only !== 'server') {
  parts.push(
    browserSuite().catch((error) => {
      console.error(`\n[test] 浏览器测试无法运行：${error.message}`);
      return { label: '浏览器 (Chromium)', passed: 0, failed: 1, code: 1 };
    }),
  );
}
const results = await Promise.all(parts);

console.log('\n[test] 汇总');
for (const result of results)
  console.log(`  ${result.label}: ${result.passed} passed, ${result.failed} failed`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || results.some((result) => result.code !== 0) ? 1 : 0;
