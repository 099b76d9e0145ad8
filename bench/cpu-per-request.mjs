// CPU time per 1 000 requests, one server process against two (WORKERS=2), on PostgreSQL.
// On a 2-core machine that also runs the load generator and PostgreSQL, the throughput of two
// workers cannot show their scaling (there is no free core for the second); the CPU the server's
// processes and PostgreSQL's spend on the same fixed mix can: a second process that brought
// contention of its own (locks, cache misses, more connections) would spend more per request.
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startTestServer } from '../scripts/test-server-process.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres-database.mjs';

/** The fixed mix: what a busy portal home and its embeds ask, one visit write among them. */
export const CPU_MIX = [
  '/api/xnfz/courseList?pageSize=20&sort=hot',
  '/api/xnfz/censusTotal',
  '/api/xnfz/lessonRanking?by=learn&limit=10',
  '/api/xnfz/articleList?pageSize=10',
  '/api/xnfz/webClicksAdd',
];

const REQUESTS = 12_000;
const WARM_UP_REQUESTS = 3_000;
const ROUNDS = 3;
// Linux's USER_HZ: /proc's times are in these ticks (getconf CLK_TCK is 100 on every Linux build
// Node runs on)
const TICKS_PER_SECOND = 100;

/** Every process: pid → { parent, command, ticks (own and reaped children's user + system) }. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we read
    }
    // the command is in parentheses and may hold spaces; the fields after it are space-separated
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    table.set(Number(name), { parent: Number(fields[1]), command, ticks });
  }
  return table;
}

/**
 * CPU milliseconds of the processes rooted at `roots` (each with its descendants; a child that has
 * ended is in its parent's reaped-children time, so nothing is counted twice or lost).
 */
function treeCpuMs(table, roots) {
  const children = new Map();
  for (const [pid, entry] of table) {
    const list = children.get(entry.parent) ?? [];
    list.push(pid);
    children.set(entry.parent, list);
  }
  let ticks = 0;
  const stack = [...roots];
  const seen = new Set();
  while (stack.length > 0) {
    const pid = stack.pop();
    if (seen.has(pid) || !table.has(pid)) continue;
    seen.add(pid);
    ticks += table.get(pid).ticks;
    stack.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The PostgreSQL servers running here: `postgres` processes whose parent is not one. */
function postgresRoots(table) {
  return [...table]
    .filter(([, entry]) => entry.command === 'postgres')
    .filter(([, entry]) => table.get(entry.parent)?.command !== 'postgres')
    .map(([pid]) => pid);
}

function cpuNow(serverPid) {
  const table = processTable();
  return {
    server: treeCpuMs(table, [serverPid]),
    postgres: treeCpuMs(table, postgresRoots(table)),
  };
}

function fire(url, amount) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 20,
        amount,
        requests: CPU_MIX.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ errors: result.errors + result.non2xx, seconds: result.duration });
      },
    );
  });
}

/** One server with `workers` processes: CPU per 1 000 requests of the mix, the median of rounds. */
async function measureWorkers(databaseUrl, workers) {
  const server = await startTestServer({
    extraEnv: {
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      // every request does its work: answers from a process's memory would hide the database
      PUBLIC_CACHE_SECONDS: '0',
      RATE_LIMIT_VISIT_MAX: '1000000',
    },
  });
  try {
    await fire(server.url, WARM_UP_REQUESTS);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = cpuNow(server.pid);
      const { errors, seconds } = await fire(server.url, REQUESTS);
      const after = cpuNow(server.pid);
      const per1000 = (ms) => Number(((ms * 1000) / REQUESTS).toFixed(1));
      rounds.push({
        serverMs: per1000(after.server - before.server),
        postgresMs: per1000(after.postgres - before.postgres),
        totalMs: per1000(after.server - before.server + after.postgres - before.postgres),
        requestsPerSecond: Math.round(REQUESTS / seconds),
        errors,
      });
    }
    const median = [...rounds].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(ROUNDS / 2)];
    return { workers, ...median, rounds };
  } finally {
    await server.stop();
  }
}

/**
 * CPU per 1 000 requests of {@link CPU_MIX} for one and for two server processes on the same
 * PostgreSQL database, and their ratio (goal: ≤ ×1.15).
 * @example
 * const { one, two, ratio } = await measureCpuPerRequest(databaseUrl);
 */
export async function measureCpuPerRequest(databaseUrl) {
  const one = await measureWorkers(databaseUrl, 1);
  const two = await measureWorkers(databaseUrl, 2);
  return {
    mix: CPU_MIX,
    requests: REQUESTS,
    one,
    two,
    ratio: Number((two.totalMs / one.totalMs).toFixed(3)),
  };
}

// `node bench/cpu-per-request.mjs`: this measure alone (the API only: no front-end build needed)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await createBenchDatabase();
  if (!database.url) {
    console.error(`PostgreSQL 无法启动：\n${database.reason}`);
    process.exit(1);
  }
  try {
    const result = await measureCpuPerRequest(database.url);
    for (const run of [result.one, result.two])
      console.log(
        `${run.workers} process(es): ${run.totalMs} ms CPU per 1 000 requests (server ${run.serverMs} + PostgreSQL ${run.postgresMs}), ${run.requestsPerSecond} req/s, errors ${run.errors}; rounds ${run.rounds.map((round) => round.totalMs).join(' / ')} ms`,
      );
    console.log(`2 processes / 1: ×${result.ratio}`);
  } finally {
    await dropBenchDatabase(database);
  }
}
