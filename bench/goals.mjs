// The measurable goals of issue 17 (speed and scale), each with the figure this run measured,
// its target and pass/fail. A goal without a measurement in this run says so (never a guess).

import { scoreText } from './page-audits.mjs';

const LIGHTHOUSE_PAGES = ['home', 'course list', 'statistics'];

function row(goal, measured, target, pass) {
  return { goal, measured, target, pass };
}

function ratioOf(api, path) {
  return api?.rows?.find((entry) => entry.path === path)?.ratioToBare ?? null;
}

/**
 * Every goal as a row: goal, measured, target, pass (true / false / null when not measured).
 * @example
 * for (const goal of evaluateGoals(report)) console.log(goal.goal, goal.pass);
 */
export function evaluateGoals(report) {
  const rows = [];
  const mobile = (name) =>
    report.audits?.find((audit) => audit.page === name && audit.formFactor === 'mobile');
  for (const name of LIGHTHOUSE_PAGES) {
    const audit = mobile(name);
    rows.push(
      row(
        `Lighthouse mobile performance · ${name}`,
        audit
          ? `${scoreText(audit)}, LCP ${audit.lcpMs} ms on ${audit.lcpElement}, TBT ${audit.tbtMs} ms, CLS ${audit.cls}`
          : 'not measured',
        '≥ 95, CLS ≤ 0.02',
        audit ? audit.performance >= 95 && audit.cls <= 0.02 : null,
      ),
    );
  }
  const embed = mobile('embed demo');
  rows.push(
    row(
      'embed demo CLS (mobile)',
      embed ? String(embed.cls) : 'not measured',
      '≤ 0.05',
      embed ? embed.cls <= 0.05 : null,
    ),
  );
  const routes = report.routeAudits;
  const routePasses = (audit) =>
    audit.performance >= 95 && audit.lcpMs <= 2500 && audit.cls <= 0.02;
  const failing = routes?.filter((audit) => !routePasses(audit)) ?? [];
  rows.push(
    row(
      `the ${routes?.length ?? 21} portal routes on the calibrated phone (${routes?.[0] ? `index ${routes[0].calibrationIndex}, CPU ×${routes[0].cpuSlowdown}` : 'benchmarkIndex ÷ 500'}), median of 3`,
      routes
        ? `${routes.length - failing.length} of ${routes.length} pass${failing
            .map(
              (audit) =>
                `; ${audit.page} ${audit.performance}, LCP ${audit.lcpMs} ms, CLS ${audit.cls}`,
            )
            .join('')}`
        : 'not measured',
      'every route ≥ 95, LCP ≤ 2 500 ms, CLS ≤ 0.02',
      routes ? failing.length === 0 : null,
    ),
  );
  const unthrottled = report.homeUnthrottled;
  const longest = unthrottled?.longTasks?.[0]?.ms ?? 0;
  rows.push(
    row(
      "home's first load at the host's own speed: its longest main-thread task",
      unthrottled ? (longest > 0 ? `${longest} ms` : 'no task over 50 ms') : 'not measured',
      'no task over 50 ms',
      unthrottled ? longest <= 50 : null,
    ),
  );
  const atScale = report.consoleAtScale;
  for (const [label, isConsole, target] of [
    ['console lists and searches', true, '≤ 150 ms'],
    ['portal calls (public cache off)', false, '≤ 100 ms'],
  ]) {
    const calls = atScale?.rows.filter((entry) => entry.console === isConsole) ?? [];
    const failing = calls.filter((entry) => !entry.pass);
    rows.push(
      row(
        `${label} on the scale set, p95 alone / with ${atScale?.crowd ?? 20} clients`,
        atScale
          ? `${calls.length - failing.length} of ${calls.length} pass${failing
              .map((entry) => `; ${entry.name} ${entry.singleP95} / ${entry.crowdP95} ms`)
              .join('')}`
          : 'not measured (SCALE_DATABASE_URL)',
        target,
        atScale ? failing.length === 0 : null,
      ),
    );
  }
  const files = atScale?.exports ?? [];
  rows.push(
    row(
      'exports on the scale set: first byte, peak RSS growth, censusTotal p95 alongside',
      files.length
        ? files
            .map(
              (file) =>
                `${file.name} ${file.firstByteMs} ms, +${file.rssGrowthMb} MB, census ${file.censusP95Ms} ms`,
            )
            .join('; ')
        : 'not measured (SCALE_DATABASE_URL)',
      'first byte ≤ 1 000 ms, RSS growth ≤ 150 MB',
      files.length
        ? files.every((file) => file.firstByteMs <= 1000 && file.rssGrowthMb <= 150)
        : null,
    ),
  );
  const census = report.censusCrowd;
  rows.push(
    row(
      'censusTotal, 200 anonymous clients, share of bare fastify',
      census ? `×${census.ratioToBare} (${census.requestsPerSecond} req/s)` : 'not measured',
      '≥ ×0.5',
      census ? census.ratioToBare >= 0.5 : null,
    ),
  );
  for (const [label, api] of [
    ['PGlite', report.apiPglite],
    ['PostgreSQL', report.apiPostgres],
  ]) {
    const ratio = ratioOf(api, '/api/xnfz/webClicksAdd');
    rows.push(
      row(
        `webClicksAdd on ${label}, share of bare fastify`,
        ratio === null ? 'not measured' : `×${ratio}`,
        '≥ ×0.5',
        ratio === null ? null : ratio >= 0.5,
      ),
    );
  }
  const scaling = report.twoProcesses;
  // throughput can show a second process only with cores to spare for it, the load generator and
  // PostgreSQL: on fewer than 4 the row is printed, not judged (the CPU row below judges instead)
  const judged = (report.machine?.cpus ?? 0) >= 4;
  rows.push(
    row(
      'two processes vs one on PostgreSQL (courseList req/s)',
      scaling
        ? `×${scaling.ratio} (${scaling.one} → ${scaling.two} req/s)${judged ? '' : `, ${report.machine.cpus} cores: not judged`}`
        : 'not measured',
      '≥ ×1.6 with 4 cores or more',
      scaling && judged ? scaling.ratio >= 1.6 : null,
    ),
  );
  const cpu = report.cpuPerRequest;
  rows.push(
    row(
      'CPU per 1 000 requests on PostgreSQL, 2 processes vs 1 (server processes + PostgreSQL)',
      cpu
        ? `×${cpu.ratio} (${cpu.one.totalMs} → ${cpu.two.totalMs} ms per 1 000 requests)`
        : 'not measured',
      '≤ ×1.15',
      cpu ? cpu.ratio <= 1.15 : null,
    ),
  );
  rows.push(
    row(
      'server started as compiled JavaScript under plain node',
      report.compiledServer ? report.compiledServer : 'not measured',
      'build/server/main.mjs, no TypeScript loader',
      report.compiledServer ? true : null,
    ),
  );
  return rows;
}

/** Prints the goals as lines: PASS / FAIL / — (not measured). */
export function printGoals(rows) {
  for (const goal of rows) {
    const verdict = goal.pass === null ? '  —  ' : goal.pass ? ' PASS' : ' FAIL';
    console.log(`  ${verdict}  ${goal.goal}: ${goal.measured} (target ${goal.target})`);
  }
}
