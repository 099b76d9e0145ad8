// Lighthouse (the npm package) against Debian's Chromium on loopback, mobile and desktop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, mkdtempSync } from 'node:fs';
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

/** `96 (median run of 94, 97, 96)`: a row's score, with every run's when there were several. */
export function scoreText(row) {
  return row.scores?.length > 1
    ? `${row.performance} (median run of ${row.scores.join(', ')})`
    : String(row.performance);
}

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
  const profile = mkdtempSync(join(tmpdir(), 'xnfz-lighthouse-'));
  process.env.XDG_CONFIG_HOME = join(profile, 'config');
  process.env.XDG_CACHE_HOME = join(profile, 'cache');
  mkdirSync(join(profile, 'data'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: FLAGS,
    userDataDir: join(profile, 'data'),
  });
  const rows = [];
  try {
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const options = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        };
        const results = [];
        for (let run = 1; run <= (runs[formFactor] ?? 1); run += 1) {
          // Lighthouse now and then fails to record the trace (NO_NAVSTART): audit again, twice at most
          let result;
          for (let attempt = 1; attempt <= 3; attempt += 1) {
            result = await lighthouse(
              page.url,
              options,
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            if (!result.lhr.runtimeError) break;
          }
          results.push(result.lhr);
        }
        const measured = results.filter((lhr) => !lhr.runtimeError);
        rows.push({
          page: page.name,
          formFactor,
          ...summary(medianRun(measured) ?? results[0]),
          // a failed run counts as none (it would read as a score of 0)
          scores: measured.map((lhr) => summary(lhr).performance),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The portal screens the bench audits, by name. */
export function portalPages(url, lessonId = 1) {
  return [
    { name: 'home', url: `${url}/PC/#/` },
    { name: 'course list', url: `${url}/PC/#/courselist` },
    { name: 'video detail', url: `${url}/PC/#/videodetail?id=${lessonId}` },
    { name: 'statistics', url: `${url}/PC/#/datastatistics` },
    { name: 'embed demo', url: `${url}/PC/demo/embed.html` },
  ];
}

// `node --import tsx bench/page-audits.mjs statistics --runs 3` after a build: Lighthouse on the
// named pages only (default: statistics), with the elements that shifted most; `--mobile` audits
// the mobile form factor only
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureChromium } = await import('../scripts/ensure-chromium.mjs');
  const { startTestServer } = await import('../scripts/test-server-process.mjs');
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
  const mobileAt = args.indexOf('--mobile');
  const formFactors = mobileAt >= 0 ? (args.splice(mobileAt, 1), ['mobile']) : undefined;
  const names = args.length > 0 ? args : ['statistics'];
  const server = await startTestServer({ extraEnv: { LOG_LEVEL: 'warn' } });
  try {
    const pages = portalPages(server.url).filter((page) => names.includes(page.name));
    for (let run = 1; run <= runs; run += 1) {
      for (const row of await auditPages(ensureChromium(), pages, formFactors)) {
        console.log(
          `${run} ${row.page.padEnd(12)} ${row.formFactor.padEnd(8)} perf ${row.performance}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms (${row.lcpElement})  TBT ${row.tbtMs} ms  CLS ${row.cls}${row.runtimeError ? `  (${row.runtimeError})` : ''}`,
        );
        for (const shift of row.shifts) console.log(`      shift ${shift.score}  ${shift.node}`);
        for (const task of row.longTasks)
          console.log(`      task ${task.ms} ms at ${task.at} ms  ${task.url}`);
      }
    }
  } finally {
    await server.stop();
  }
}
