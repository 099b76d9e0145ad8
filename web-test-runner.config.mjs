// Browser tests: the bundled test files (see scripts/test.mjs) run in Debian's headless Chromium,
// and /api, /media and /PC are passed through to the real server the test run started.
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { createServer, request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverUrl = new URL(process.env.XNFZ_TEST_SERVER_URL ?? 'http://127.0.0.1:8080');
const PROXIED = ['/api/', '/media/', '/PC/', '/healthz'];
// the campus sign-in providers of the run (scripts/test.mjs), on this origin as a browser sees them
const SSO_PROVIDERS = [
  ['/idp', process.env.XNFZ_TEST_IDP_URL],
  ['/cas/', process.env.XNFZ_TEST_CAS_URL],
  // 实验空间 simulator: its control addresses (`/ilab/__control/…`), the prefix stripped
  ['/ilab/', process.env.XNFZ_TEST_ILAB_URL],
].filter(([, url]) => url);

/**
 * Passes a request through to the real server, body and headers as they are (to `target` with the
 * Host header kept: the sign-in providers build their addresses from it).
 */
function proxyToServer(ctx, target = null) {
  return new Promise((resolve, reject) => {
    const to = target ?? serverUrl;
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        method: ctx.method,
        path: ctx.url,
        headers: target ? ctx.headers : { ...ctx.headers, host: serverUrl.host },
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
 * Fault injection for the tests of error states. `POST /__fault` with JSON `{ mode, paths }` makes
 * the proxy fail the calling test file's requests whose path starts with one of `paths` (default
 * `['/api/']`) until `DELETE /__fault`:
 *   stall  — holds the request without an answer (the client's timeout fires first)
 *   unauth — answers `{ code: 500, msg: '未登录或登录超时' }`, as the server does for a dead login
 *   down   — closes the connection without an answer (a transport error in the browser)
 * A fault belongs to the test file (wtr session, read from the Referer) that set it, so a file
 * that stops half-way cannot break the files after it.
 */
const FAULT_MODES = ['stall', 'unauth', 'down'];
const faults = new Map();
const STALL_LIMIT_MS = 30000;

function sessionOf(ctx) {
  try {
    return new URL(ctx.get('referer')).searchParams.get('wtr-session-id') ?? '';
  } catch {
    return '';
  }
}

async function setFault(ctx) {
  const session = sessionOf(ctx);
  if (ctx.method === 'DELETE') {
    faults.get(session)?.release();
    faults.delete(session);
    ctx.status = 204;
    return;
  }
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const { mode, paths = ['/api/'] } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  if (!FAULT_MODES.includes(mode) || !Array.isArray(paths)) {
    ctx.status = 400;
    ctx.body = `mode: ${FAULT_MODES.join(' | ')}, paths: string[]`;
    return;
  }
  faults.get(session)?.release();
  let release = () => {};
  const released = new Promise((resolve) => (release = resolve));
  faults.set(session, { mode, paths, released, release });
  ctx.status = 204;
}

/** Carries out the fault that applies to this request; false when none does. */
async function injectFault(ctx) {
  const fault = faults.get(sessionOf(ctx));
  if (!fault || !fault.paths.some((path) => ctx.path.startsWith(path))) return false;
  if (fault.mode === 'unauth') {
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ code: 500, msg: '未登录或登录超时' });
    return true;
  }
  if (fault.mode === 'down') {
    ctx.respond = false;
    ctx.req.socket.destroy();
    return true;
  }
  // stall: until the client gives up (or the fault is cleared: then the answer is only late)
  const socket = ctx.req.socket;
  let stop = () => {};
  const gone = new Promise((resolve) => {
    const timer = setTimeout(resolve, STALL_LIMIT_MS);
    socket.once('close', resolve);
    stop = () => {
      clearTimeout(timer);
      socket.off('close', resolve);
    };
  });
  await Promise.race([gone, fault.released]);
  stop();
  if (socket.destroyed) {
    ctx.respond = false;
    return true;
  }
  return false;
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

// a failure whose value is an element must reach the runner (see the file)
const CLONEABLE_RESULTS = readFileSync(
  new URL('test/harness/cloneable-results.js', import.meta.url),
  'utf8',
);

/**
 * `/readme-embed.html?portal=<origin>[&loader=<url>]` on the second origin: a site's page made of
 * the README's own snippet (the first html block under "Embedding with one script tag"), with the
 * portal's address put in, and the loader's address replaced when `loader` is given — so the
 * snippet the README recommends is the one tested.
 */
function readmeEmbedPage(query) {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Embedding with one script tag'));
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error('README: no html snippet under "Embedding with one script tag"');
  let html = snippet.replaceAll('https://portal.example.edu.cn', query.get('portal') ?? '');
  const loader = query.get('loader');
  if (loader) html = html.replace(/src="[^"]*xnfz-loader\.js"/, `src="${loader}"`);
  const scriptEnd = html.indexOf('</script>') + '</script>'.length;
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>学院主页</title>' +
    `${html.slice(0, scriptEnd)}</head><body><h1>学院主页</h1><p>本院的实验教学数据：</p>` +
    `${html.slice(scriptEnd)}</body></html>`
  );
}

/**
 * The README's snippets of "在你的网站中嵌入": each fenced block marked `embed-<name>` is a page
 * (`/readme-<name>.html` on the second origin) with the portal's address put in — so the snippets
 * integrators copy are the pages tested (test/browser/dist/embed-readme.test.ts).
 */
function readmeSnippet(name) {
  const readme = readFileSync('README.md', 'utf8');
  const snippet = new RegExp('```\\w+ embed-' + name + '\\n([\\s\\S]*?)```').exec(readme)?.[1];
  if (!snippet) throw new Error(`README: no block marked embed-${name}`);
  return snippet;
}

/** A page of a site: `head` in its <head>, `body` under its heading. */
function pageAround(head, body) {
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>学院主页</title>' +
    `${head}</head><body><h1>学院主页</h1>${body}</body></html>`
  );
}

async function readmeSnippetPage(name, query) {
  const portal = query.get('portal') ?? '';
  const snippet = readmeSnippet(name).replaceAll('https://portal.example.edu.cn', portal);
  if (name === 'cms') {
    const scriptEnd = snippet.indexOf('</script>') + '</script>'.length;
    return pageAround(snippet.slice(0, scriptEnd), snippet.slice(scriptEnd));
  }
  if (name === 'csp') {
    // the real integrity of the bundle, and the probe that records violations (allowed: 'self')
    const sri = JSON.parse(readFileSync('dist/sri.json', 'utf8'));
    return snippet
      .replace(/integrity="sha384-[^"]*"/, `integrity="${sri.files['xnfz-widgets.js']}"`)
      .replace(
        /(http-equiv="Content-Security-Policy"[\s\S]*?\/>)/,
        '$1<script src="csp-probe.js"></script>',
      );
  }
  const loader = `<script async src="${portal}/PC/xnfz-loader.js"></script>`;
  if (name === 'vue') {
    const importMap = '<script type="importmap">{"imports":{"vue":"./vue.js"}}</script>';
    return pageAround(importMap + loader, snippet);
  }
  if (name === 'react') {
    // the component as an app would bundle it, shown in a root with a handler that notes the href
    const result = await build({
      stdin: {
        contents:
          `${snippet}\nimport { createRoot } from 'react-dom/client';\n` +
          "createRoot(document.getElementById('root')).render(<Ranking onOpen={(href) => { window.opened = href; }} />);\n",
        loader: 'tsx',
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      minify: true,
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const app = result.outputFiles[0].text.replaceAll('</script', '<\\/script');
    return pageAround(loader, `<div id="root"></div><script type="module">${app}</script>`);
  }
  throw new Error(`no README snippet page ${name}`);
}

/** `{{name}}` in a fixture → the query parameter `name` (HTML-escaped). */
function fillIn(text, query) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key) =>
    (query.get(key) ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
  );
}

/**
 * The strict policy of the csp-*.html pages (issue #30): scripts and styles only from the page's
 * own origin and the portal, no 'unsafe-inline', no nonce; Trusted Types required.
 */
function strictPolicy(portal) {
  return [
    "default-src 'none'",
    `script-src 'self' ${portal}`,
    `style-src 'self' ${portal}`,
    `img-src 'self' ${portal} data:`,
    `media-src ${portal}`,
    `font-src ${portal}`,
    `connect-src ${portal}`,
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/**
 * The run's second origin (scripts/test.mjs picks the port and lists it in the server's
 * CORS_ORIGINS): `http://localhost:<port>/<name>.html` serves test/browser/fixtures/<name>.html,
 * pages of a site that embeds the elements; nothing else.
 */
const embedPort = Number(process.env.XNFZ_TEST_EMBED_PORT);
if (embedPort) {
  createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const name = /^\/([\w-]+\.(html|js))$/.exec(url.pathname)?.[1];
    const snippet = /^readme-(cms|react|vue|csp)\.html$/.exec(name ?? '')?.[1];
    let body = null;
    try {
      body =
        name === 'readme-embed.html'
          ? readmeEmbedPage(url.searchParams)
          : snippet
            ? await readmeSnippetPage(snippet, url.searchParams)
            : name === 'vue.js'
              ? readFileSync('node_modules/vue/dist/vue.esm-browser.prod.js', 'utf8')
              : name
                ? fillIn(
                    readFileSync(join('test/browser/fixtures', name), 'utf8'),
                    url.searchParams,
                  )
                : null;
    } catch (error) {
      console.error(`[embed host] ${name}: ${error}`);
      body = null;
    }
    const headers = {
      'content-type': name?.endsWith('.js')
        ? 'text/javascript; charset=utf-8'
        : 'text/html; charset=utf-8',
    };
    const portal = url.searchParams.get('portal') ?? '';
    if (name?.startsWith('csp-') && name.endsWith('.html')) {
      headers['content-security-policy'] = strictPolicy(portal);
    }
    res.writeHead(body ? 200 : 404, headers);
    res.end(body ?? 'not found');
  })
    .listen(embedPort)
    .unref();
}

/**
 * `executeServerCommand('embed-eval', { origin, expression })` (test/browser/helpers/embed-host.ts):
 * evaluates `expression` in the test page's frame whose address starts with `origin` — a host page
 * of another origin, which the test page itself cannot read — and answers `{ value }` (JSON), or
 * `{ frames }` (the addresses there are) when no frame matches. DevTools evaluation is not subject
 * to the page's Content-Security-Policy, so strict pages can be read too.
 */
function embedFramePlugin() {
  return {
    name: 'xnfz-embed-frame',
    async executeCommand({ command, payload, session }) {
      if (command !== 'embed-eval') return undefined;
      const page = session.browser.getPage(session.id);
      const frame = page.frames().find((candidate) => candidate.url().startsWith(payload.origin));
      if (!frame) return { frames: page.frames().map((candidate) => candidate.url()) };
      return { value: await frame.evaluate(payload.expression) };
    },
  };
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
    `<html><head><script>localStorage.clear(); sessionStorage.clear();</script>` +
    `<script>${CLONEABLE_RESULTS}</script></head>` +
    `<body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 20000 } },
  // per test file: a page that freezes fails its file within 4 minutes instead of holding CI
  testsFinishTimeout: 4 * 60 * 1000,
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
  plugins: [embedFramePlugin()],
  middleware: [
    async (ctx, next) => {
      if (ctx.path.startsWith('/__stall')) return stall(ctx);
      if (ctx.path === '/__outbox') return outbox(ctx);
      if (ctx.path === '/__fault') return setFault(ctx);
      const provider = SSO_PROVIDERS.find(([prefix]) => ctx.path.startsWith(prefix));
      if (provider) return proxyToServer(ctx, new URL(provider[1]));
      if (PROXIED.some((prefix) => ctx.path.startsWith(prefix))) {
        if (await injectFault(ctx)) return;
        return proxyToServer(ctx);
      }
      return next();
    },
  ],
};
