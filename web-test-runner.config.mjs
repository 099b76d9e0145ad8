// Browser tests: the bundled test files (see scripts/test.mjs) run in Debian's headless Chromium,
// and /api, /media and /PC are passed through to the real server the test run started.
import { chromeLauncher } from '@web/test-runner-chrome';
import { request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverUrl = new URL(process.env.XNFZ_TEST_SERVER_URL ?? 'http://127.0.0.1:8080');
const PROXIED = ['/api/', '/media/', '/PC/', '/healthz'];

/** Passes a request through to the real server, body and headers as they are. */
function proxyToServer(ctx) {
  return new Promise((resolve, reject) => {
    const upstream = request(
      {
        host: serverUrl.hostname,
        port: serverUrl.port,
        method: ctx.method,
        path: ctx.url,
        headers: { ...ctx.headers, host: serverUrl.host },
      },
      (response) => {
        ctx.status = response.statusCode ?? 502;
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && name !== 'transfer-encoding') ctx.set(name, value);
        }
        ctx.body = response;
        resolve();
      },
    );
    upstream.on('error', reject);
    ctx.req.pipe(upstream);
  });
}

/** A path that answers only after `ms` (query), to provoke the client's timeout. */
async function stall(ctx) {
  const ms = Number(new URL(ctx.url, 'http://x').searchParams.get('ms') ?? 2000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ code: 0, msg: 'ok', data: null });
}

/**
 * `/__outbox?recipient=…`: the newest message the server's development delivery "sent" to that
 * address, read from the server log — the tests' stand-in for the user's mailbox.
 */
function outbox(ctx) {
  const recipient = new URL(ctx.url, 'http://x').searchParams.get('recipient');
  const lines = readFileSync(process.env.XNFZ_TEST_SERVER_LOG ?? '/dev/null', 'utf8').split('\n');
  const message = lines
    .filter((line) => line.includes('development delivery'))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter((entry) => entry && entry.recipient === recipient)
    .at(-1);
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ text: message?.text ?? null });
}

const profile = mkdtempSync(join(tmpdir(), 'xnfz-chromium-'));
process.env.XDG_CONFIG_HOME = join(profile, 'config');
process.env.XDG_CACHE_HOME = join(profile, 'cache');

export default {
  rootDir: '.',
  hostname: 'localhost',
  port: Number(process.env.XNFZ_WTR_PORT) || 8000,
  files: [`${process.env.XNFZ_TEST_BUILD_DIR ?? '.test-build'}/**/*.test.js`],
  concurrency: 1,
  nodeResolve: false,
  // every test file starts logged out: files share one origin, and so its storage
  testRunnerHtml: (testFramework) =>
    `<html><head><script>localStorage.clear(); sessionStorage.clear();</script></head>` +
    `<body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  browserStartTimeout: 60000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    }),
  ],
  middleware: [
    async (ctx, next) => {
      if (ctx.path.startsWith('/__stall')) return stall(ctx);
      if (ctx.path === '/__outbox') return outbox(ctx);
      if (PROXIED.some((prefix) => ctx.path.startsWith(prefix))) return proxyToServer(ctx);
      return next();
    },
  ],
};
