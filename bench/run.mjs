// `npm run bench`: sizes against budgets, page audits, API load on PGlite and PostgreSQL, and the
// statistics cost at 10 000 vs 10 000 000 visits. Prints a report and writes bench/results/*.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startTestServer } from '../scripts/test-server-process.mjs';
import { measureApiLoad, measureCrowd, measurePath } from './api-load.mjs';
import { measureCpuPerRequest } from './cpu-per-request.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres-database.mjs';
import { evaluateGoals, printGoals } from './goals.mjs';
import { auditPages, portalPages, portalRoutes, routeRecords, scoreText } from './page-audits.mjs';
import { measureFirstSeed } from './first-seed.mjs';
import { measureConsoleAtScale, printConsoleAtScale } from './console-at-scale.mjs';
import { measureScale } from './scale.mjs';
import { measureTeaching } from './teaching-load.mjs';
import { measureSizes, printSizes } from './sizes.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const report = {
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  startedAt: new Date().toISOString(),
};

function section(title) {
  console.log(`\n== ${title} ==`);
}

function printAudits(rows) {
  for (const row of rows)
    console.log(
      `  ${row.page.padEnd(16)} ${row.formFactor.padEnd(8)} perf ${scoreText(row)}  a11y ${row.accessibility}  best ${row.bestPractices}  LCP ${row.lcpMs} ms (${row.lcpElement})  TBT ${row.tbtMs} ms  CLS ${row.cls}${row.runtimeError ? `  (${row.runtimeError})` : ''}`,
    );
}

section('构建 build');
execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });
// startTestServer compiles the server and runs build/server/main.mjs under plain node
report.compiledServer = 'node build/server/main.mjs';

section('体积 bundle sizes (gzip / brotli)');
report.sizes = await measureSizes();
printSizes(report.sizes);

section('接口负载 API load (PGlite, loopback, 20 connections, 5 s each)');
// request logging off: the figures are the API's, not the log writer's
// the bench's one client address would soon meet the per-address visit limit (a setting)
const quiet = { LOG_LEVEL: 'warn', RATE_LIMIT_VISIT_MAX: '1000000' };
const server = await startTestServer({ extraEnv: quiet });
try {
  report.apiPglite = await measureApiLoad(server.url);
  console.log(
    `  bare fastify route (measured before each row): ${report.apiPglite.baseline.range.join('–')} req/s`,
  );
  for (const row of report.apiPglite.rows)
    console.log(
      `  ${row.path.padEnd(44)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ×${row.ratioToBare} of bare (${row.bareRequestsPerSecond})  errors ${row.errors}`,
    );
  report.censusCrowd = await measureCrowd(server.url, '/api/xnfz/censusTotal', 200);
  console.log(
    `  censusTotal, 200 clients: ${report.censusCrowd.requestsPerSecond} req/s  ×${report.censusCrowd.ratioToBare} of bare (200 clients)`,
  );

  section('页面审计 Lighthouse (mobile calibrated to the host, desktop)');
  const records = await routeRecords(server.url);
  const pages = portalPages(server.url, records.lesson);
  // a single Lighthouse run moves by ±3 on this machine: the phone figures are the median of three
  report.audits = await auditPages(ensureChromium(), pages, ['mobile', 'desktop'], {
    mobile: 3,
    desktop: 1,
  });
  printAudits(report.audits);
  section('页面审计 the 21 portal routes on the calibrated phone (median of 3), home unthrottled');
  report.routeAudits = await auditPages(
    ensureChromium(),
    portalRoutes(server.url, records),
    ['mobile'],
    { mobile: 3 },
  );
  printAudits(report.routeAudits);
  [report.homeUnthrottled] = await auditPages(ensureChromium(), [pages[0]], ['unthrottled'], {
    unthrottled: 3,
  });
  const home = report.homeUnthrottled;
  console.log(
    `  home, the host's own speed: longest task ${home.longTasks[0]?.ms ?? 0} ms (${home.longTasks.map((task) => `${task.ms} ms ${task.url}`).join(', ') || 'none over 50 ms'})`,
  );
} finally {
  await server.stop();
}

section('接口负载 API load (PostgreSQL 15)');
const database = await createBenchDatabase();
if (database.url) {
  const pgServer = await startTestServer({ extraEnv: { ...quiet, DATABASE_URL: database.url } });
  try {
    report.apiPostgres = await measureApiLoad(pgServer.url);
    for (const row of report.apiPostgres.rows)
      console.log(
        `  ${row.path.padEnd(44)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ×${row.ratioToBare} of bare (${row.bareRequestsPerSecond})`,
      );
    // the same database, one process and then WORKERS=2 (the second starts after the first stops)
    const one = (await measurePath(pgServer.url, '/api/xnfz/courseList?pageSize=20&sort=hot'))
      .requestsPerSecond;
    await pgServer.stop();
    const cluster = await startTestServer({
      extraEnv: { ...quiet, DATABASE_URL: database.url, WORKERS: '2' },
    });
    try {
      const two = (await measurePath(cluster.url, '/api/xnfz/courseList?pageSize=20&sort=hot'))
        .requestsPerSecond;
      report.twoProcesses = { one, two, ratio: Number((two / one).toFixed(2)) };
      console.log(
        `  courseList, 1 → 2 processes: ${one} → ${two} req/s (×${report.twoProcesses.ratio})`,
      );
    } finally {
      await cluster.stop();
    }
    report.cpuPerRequest = await measureCpuPerRequest(database.url);
    for (const run of [report.cpuPerRequest.one, report.cpuPerRequest.two])
      console.log(
        `  CPU per 1 000 requests of the mix, ${run.workers} process(es): ${run.totalMs} ms (server ${run.serverMs} + PostgreSQL ${run.postgresMs})  ${run.requestsPerSecond} req/s  errors ${run.errors}  rounds ${run.rounds.map((round) => round.totalMs).join(' / ')} ms`,
      );
    console.log(`  2 processes / 1: ×${report.cpuPerRequest.ratio} CPU per request`);
  } finally {
    await pgServer.stop();
    await dropBenchDatabase(database);
  }
} else {
  report.apiPostgres = { skipped: database.reason };
  console.log(`  跳过：PostgreSQL 无法启动\n${database.reason}`);
}

section('规模 statistics at 10 000 vs 10 000 000 visits (median of 200 calls, in-process)');
report.scale = await measureScale();
for (const run of report.scale.runs)
  console.log(
    `  ${String(run.events).padStart(10)} visits: ${Object.entries(run.medianMs)
      .map(([url, ms]) => `${url.replace('/api/xnfz/', '')} ${ms} ms`)
      .join('  ')}`,
  );
console.log(
  `  ratio 10M/10k: ${Object.entries(report.scale.ratioLargeToSmall)
    .map(([url, r]) => `${url.replace('/api/xnfz/', '')} ×${r}`)
    .join('  ')}`,
);

section('规模数据上的控制台与门户 console and portal on the scale set (issue 33 goal 2, p95)');
if (process.env.SCALE_DATABASE_URL) {
  report.consoleAtScale = await measureConsoleAtScale(process.env.SCALE_DATABASE_URL);
  printConsoleAtScale(report.consoleAtScale);
} else {
  console.log(
    '  未测：SCALE_DATABASE_URL 未设置（先在一个 PostgreSQL 数据库上运行 npm run seed:scale，约 10 分钟，再把它的地址给 SCALE_DATABASE_URL）',
  );
}

section(
  '测验与成绩册 500 students × a 50-question quiz; a 500 × 30 grade book (in-process, embedded database)',
);
report.teaching = await measureTeaching();
{
  const { submit, start, gradebook } = report.teaching;
  console.log(`  quizStart (500, 50 at a time): p50 ${start.p50} ms  p99 ${start.p99} ms`);
  console.log(
    `  quizSubmit: 500 graded in ${submit.wallMs} ms (${submit.perSecond}/s)  p50 ${submit.p50} ms  p99 ${submit.p99} ms  scores ≠ key: ${submit.scoredOtherThanKey}  ${submit.withinTenSeconds ? '✓ within 10 s' : '✗ over 10 s'}`,
  );
  console.log(
    `  gradebook ${gradebook.students} × ${gradebook.items}: ${gradebook.medianMs} ms (median of 5)  export ${gradebook.exportMs} ms, ${(gradebook.exportBytes / 1024).toFixed(1)} KB, RSS +${gradebook.exportRssGrowthMb} MB`,
  );
}

section('首次启动 the whole demo content into an empty embedded database (median of 3)');
report.firstSeed = await measureFirstSeed();
console.log(`  ${report.firstSeed.medianMs} ms (${report.firstSeed.allMs.join(' / ')} ms)`);

section('目标 goals (issue 17)');
report.goals = evaluateGoals(report);
printGoals(report.goals);

report.finishedAt = new Date().toISOString();
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/bench-${report.startedAt.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
const failed = report.sizes.checks.filter((check) => !check.ok);
section('结论 summary');
console.log(
  failed.length === 0
    ? '  所有体积预算均满足。'
    : `  超出预算：\n${failed.map((check) => `    - ${check.name}: ${kb(check.value)} > ${kb(check.budget)}`).join('\n')}`,
);
console.log(`  报告已写入 ${file}`);
