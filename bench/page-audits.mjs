// Lighthouse (the npm package) against Debian's Chromium on loopback, mobile and desktop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function summary(lhr) {
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name) => lhr.audits[name]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
    // the element the LCP time belongs to, to see whether the first paint carries it
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    // the host CPU's speed this run measured, and the slowdown it emulated (see calibratedMobile)
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // 'provided': Lighthouse throttles nothing, whatever the settings say
    cpuSlowdown:
      lhr.configSettings?.throttlingMethod === 'provided'
        ? 1
        : (lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null),
    // the largest shifts and the element that moved, to find what to fix
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({
      score: Number((item.score ?? 0).toFixed(3)),
      node: item.node?.selector ?? item.node?.nodeLabel ?? '?',
    })),
    // the longest main-thread tasks and the script they ran (TBT is their time beyond 50 ms)
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((item) => ({
      ms: Math.round(item.duration ?? 0),
      at: Math.round(item.startTime ?? 0),
      url: String(item.url ?? '').replace(/^.*\/PC\//, ''),
    })),
  };
}

/** Lighthouse's median run; the run of the median score when a run lacks what it compares. */
function medianRun(runs) {
  if (runs.length === 0) return undefined;
  try {
    return computeMedianRun(runs);
  } catch {
    const byScore = [...runs].sort((a, b) => summary(a).performance - summary(b).performance);
    return byScore[Math.floor(byScore.length / 2)];
  }
}

/**
 * `96 (median run of 94, 97, 96; index 1 310, CPU ×2.62)`: a row's score, with every run's when
 * there were several, and the machine's benchmarkIndex and the CPU slowdown it was scored under.
 */
export function scoreText(row) {
  const runs = row.scores?.length > 1 ? `median run of ${row.scores.join(', ')}; ` : '';
  const machine =
    row.benchmarkIndex > 0 ? `index ${row.benchmarkIndex}, CPU ×${row.cpuSlowdown}` : '';
  return runs || machine ? `${row.performance} (${runs}${machine})` : String(row.performance);
}

// Lighthouse's throttling guide: a phone of the reference class scores about 500 on benchmarkIndex,
// so a host of index N emulates it with a CPU slowdown of N / 500, and every machine the same phone
const REFERENCE_PHONE_INDEX = 500;

/**
 * The host's Lighthouse benchmarkIndex: the median of `runs` Lighthouse runs on an empty local page
 * in this Chrome (the index moves by ±15 % from run to run on a 2-core machine).
 * @example
 * const index = await measureBenchmarkIndex(chrome.port); // e.g. 1 310
 */
export async function measureBenchmarkIndex(port, runs = 3) {
  const server = createServer((request, response) =>
    response.end('<!doctype html><title>calibration</title>'),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    const indexes = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint'],
      });
      indexes.push(result.lhr.environment.benchmarkIndex);
    }
    return indexes.sort((a, b) => a - b)[Math.floor(indexes.length / 2)];
  } finally {
    server.close();
  }
}

/**
 * Lighthouse's mobile settings with the CPU slowdown calibrated to the host: benchmarkIndex ÷ 500.
 * @example
 * calibratedMobile(1310).settings.throttling.cpuSlowdownMultiplier; // → 2.62
 */
export function calibratedMobile(benchmarkIndex) {
  const cpuSlowdownMultiplier = Math.round((benchmarkIndex / REFERENCE_PHONE_INDEX) * 100) / 100;
  return {
    extends: 'lighthouse:default',
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
  };
}

// the host's own speed: no simulated throttling, Lighthouse records what the page did
const UNTHROTTLED_MOBILE = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'provided' },
};

/**
 * Audits every page on mobile and desktop; returns one row per page and form factor. With
 * `runs` (per form factor) above 1, the row is Lighthouse's median run (the run closest to the
 * median first paint and time to interactive, as PageSpeed Insights and Lighthouse CI choose
 * it), and `scores` lists every run's performance score.
 */
export async function auditPages(
  chromePath,
  pages,
  formFactors = ['mobile', 'desktop'],
  runs = { mobile: 1, desktop: 1 },
) {
  return withChrome(chromePath, async (port) => {
    const benchmarkIndex = await measureBenchmarkIndex(port);
    const configs = {
      mobile: calibratedMobile(benchmarkIndex),
      desktop: desktopConfig,
      unthrottled: UNTHROTTLED_MOBILE,
    };
    const rows = [];
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const results = [];
        for (let run = 1; run <= (runs[formFactor] ?? 1); run += 1)
          results.push(await auditOnce(port, page.url, configs[formFactor]));
        const measured = results.filter((lhr) => !lhr.runtimeError);
        rows.push({
          page: page.name,
          formFactor,
          ...summary(medianRun(measured) ?? results[0]),
          // a failed run counts as none (it would read as a score of 0)
          scores: measured.map((lhr) => summary(lhr).performance),
          calibrationIndex: benchmarkIndex,
        });
      }
    }
    return rows;
  });
}

/** One Lighthouse run; it now and then fails to record the trace (NO_NAVSTART): again, twice at most. */
async function auditOnce(port, url, config) {
  const options = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, options, config);
    if (!result.lhr.runtimeError) break;
  }
  return result.lhr;
}

/** Runs `work` with a headless Chrome of its own profile (its port), and closes it. */
async function withChrome(chromePath, work) {
  const profile = mkdtempSync(join(tmpdir(), 'xnfz-lighthouse-'));
  process.env.XDG_CONFIG_HOME = join(profile, 'config');
  process.env.XDG_CACHE_HOME = join(profile, 'cache');
  mkdirSync(join(profile, 'data'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: FLAGS,
    userDataDir: join(profile, 'data'),
  });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** The portal screens the bench audits on mobile and desktop, by name. */
export function portalPages(url, lessonId = 1) {
  return [
    { name: 'home', url: `${url}/PC/#/` },
    { name: 'course list', url: `${url}/PC/#/courselist` },
    { name: 'video detail', url: `${url}/PC/#/videodetail?id=${lessonId}` },
    { name: 'statistics', url: `${url}/PC/#/datastatistics` },
    { name: 'embed demo', url: `${url}/PC/demo/embed.html` },
  ];
}

async function firstRow(url, path) {
  const body = await (await fetch(`${url}/api/xnfz/${path}`)).json();
  return body.data?.rows?.[0] ?? body.data?.[0] ?? null;
}

/**
 * A record of each kind the detail routes show, read from the running portal's API.
 * @example
 * const ids = await routeRecords('http://127.0.0.1:8080'); // { course: 3, lesson: 12, news: 40, … }
 */
export async function routeRecords(url) {
  const course = (await firstRow(url, 'courseList?pageSize=1&sort=hot'))?.id ?? 1;
  const detail = await (await fetch(`${url}/api/xnfz/courseDetail?id=${course}`)).json();
  const article = async (kind) =>
    (await firstRow(url, `articleList?pageSize=1&kind=${kind}`))?.id ?? 1;
  const resource = async (kind) =>
    (await firstRow(url, `resourceList?pageSize=1&kind=${kind}`))?.id ?? 1;
  return {
    course,
    lesson: detail.data?.chapters?.[0]?.lessons?.[0]?.id ?? 1,
    news: await article('news'),
    notice: await article('notice'),
    research: await article('research'),
    red: await resource('red'),
    resource: await resource('resource'),
  };
}

/**
 * The portal's 21 public routes (all but the quiz and report screens, which need a student's
 * session and an assignment), each with a record where it shows one.
 */
export function portalRoutes(url, records) {
  const at = (path) => `${url}/PC/#${path}`;
  return [
    ['home', '/'],
    ['login', '/login'],
    ['forgot password', '/forgotpassword'],
    ['register', '/register'],
    ['experiment', '/experiment'],
    ['course list', '/courselist'],
    ['red list', '/redlist'],
    ['resource list', '/resourceslist'],
    ['news list', '/newslist'],
    ['research center', '/researchcenter'],
    ['notice list', '/notice'],
    ['news detail', `/newsdetail?id=${records.news}`],
    ['notice detail', `/noticedetail?id=${records.notice}`],
    ['research detail', `/researchdetail?id=${records.research}`],
    ['course catalog', `/coursecatalog?id=${records.course}`],
    ['red show', `/redshow?id=${records.red}`],
    ['resource detail', `/resourcesdetail?id=${records.resource}`],
    ['video detail', `/videodetail?id=${records.lesson}`],
    ['statistics', '/datastatistics'],
    ['personal center', '/personalcenter'],
    ['contact us', '/contactus'],
  ].map(([name, path]) => ({ name, url: at(path) }));
}

// `node --import tsx bench/page-audits.mjs statistics --runs 3` after a build: Lighthouse on the
// named pages only (default: statistics; `all`: the 21 routes), the median of `--runs`, with the
// elements that shifted most and the longest tasks; `--mobile` audits the calibrated phone only,
// `--unthrottled` the host's own speed
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureChromium } = await import('../scripts/ensure-chromium.mjs');
  const { startTestServer } = await import('../scripts/test-server-process.mjs');
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
  const only = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? (args.splice(at, 1), true) : false;
  };
  const formFactors = only('--mobile')
    ? ['mobile']
    : only('--unthrottled')
      ? ['unthrottled']
      : ['mobile', 'desktop'];
  const names = args.length > 0 ? args : ['statistics'];
  const server = await startTestServer({ extraEnv: { LOG_LEVEL: 'warn' } });
  try {
    const known = [
      ...portalRoutes(server.url, await routeRecords(server.url)),
      ...portalPages(server.url).filter((page) => page.name === 'embed demo'),
    ];
    const pages = names.includes('all') ? known : known.filter((page) => names.includes(page.name));
    const perForm = { mobile: runs, desktop: runs, unthrottled: runs };
    for (const row of await auditPages(ensureChromium(), pages, formFactors, perForm)) {
      console.log(
        `${row.page.padEnd(16)} ${row.formFactor.padEnd(11)} perf ${scoreText(row)}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms (${row.lcpElement})  TBT ${row.tbtMs} ms  CLS ${row.cls}${row.runtimeError ? `  (${row.runtimeError})` : ''}`,
      );
      for (const shift of row.shifts) console.log(`      shift ${shift.score}  ${shift.node}`);
      for (const task of row.longTasks)
        console.log(`      task ${task.ms} ms at ${task.at} ms  ${task.url}`);
    }
  } finally {
    await server.stop();
  }
}
