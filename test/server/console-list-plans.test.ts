/**
 * Issue 33, goal 2: the statements behind the console's lists (and a person's learning records)
 * keep to their indexes (the counter batches' own plans: hot-statement-plans.test.ts).
 *
 * Every SELECT a call sends is caught and explained as the server runs it:
 * planned for its values (plannedForValues), or with the one generic plan the sessions give every
 * other statement. Sequential scans and sorts are priced out (`enable_seqscan`, `enable_sort` off)
 * — on the test's small tables the planner would scan and sort anyway — so what it still scans or
 * sorts, no index serves. On a table that grows with the centre (accounts, attempts, learning
 * records, counters, the audit log) the plan must not hold
 * - a sequential scan;
 * - an index scan whose condition leaves out the index's leading column, or a full index scan that
 *   filters, or one that reads every row with no limit above it (a page's keys hash-joined against
 *   the whole table): the index is walked end to end;
 * - a scan under a sort under a limit: every matching row is sorted for one page.
 * A full index scan with neither (count(*) of every account) reads the index alone and stays.
 * Measured at the scale set's size by bench/console-at-scale.mjs; this keeps the plans from
 * sliding back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { executedRows } from './helpers/stored-counters';
import { createTestApp, call, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const BIG_TABLES = new Set([
  'users',
  'experiment_sessions',
  'learn_records',
  'learn_progress',
  'course_learners',
  'daily_counters',
  'audit_log',
  'quiz_attempts',
  'class_members',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

interface Caught {
  text: string;
  params: unknown[];
  /** Run planned for its values (plannedForValues), else with the sessions' one generic plan. */
  custom: boolean;
}

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Catches every statement the app sends through the database, noting which ran planned for their
 * values, until `stop()`. PGlite: drizzle's logger (a transaction's session takes the same one).
 * PostgreSQL: every pg client's query — the server runs each transaction through a drizzle of its
 * own on a checked-out client (open-database.ts, releasingTransactions), which no logger reaches.
 */
function catchStatements(t: TestApp): { caught: Caught[]; stop(): void } {
  const caught: Caught[] = [];
  let custom = false;
  const seen = (text: string, params: unknown[]) => {
    if (/plan_cache_mode = force_custom_plan/.test(text)) custom = true;
    else if (/^\s*(commit|rollback)\b/i.test(text)) custom = false;
    else if (/^\s*select/i.test(text)) caught.push({ text, params, custom });
  };
  if (t.database.kind === 'postgres') {
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first } : (first as { text?: string });
      const params = Array.isArray(second)
        ? second
        : ((first as { values?: unknown[] }).values ?? []);
      if (config.text) seen(config.text, params);
      return original.apply(this, args);
    };
    return { caught, stop: () => void (prototype.query = original) };
  }
  const db = t.db as unknown as {
    session: { logger: Logger; options: { logger?: Logger } };
    transaction: (...args: unknown[]) => Promise<unknown>;
  };
  const before = {
    logger: db.session.logger,
    optionsLogger: db.session.options.logger,
    transaction: db.transaction,
  };
  const logger: Logger = { logQuery: seen };
  db.session.logger = logger;
  db.session.options.logger = logger;
  // PGlite begins and ends its transactions itself (no COMMIT reaches the logger): the flag ends
  // with the transaction
  db.transaction = async (...args: unknown[]) => {
    try {
      return await before.transaction.apply(t.db, args);
    } finally {
      custom = false;
    }
  };
  return {
    caught,
    stop: () => {
      db.session.logger = before.logger;
      db.session.options.logger = before.optionsLogger;
      db.transaction = before.transaction;
    },
  };
}

/** A parameter as an SQL literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function withLiterals({ text, params }: Caught): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
}

let prepared = 0;

/**
 * The plan the server runs the statement with: planned for its values, or the one generic plan of
 * a prepared statement (what the sessions' plan_cache_mode gives every other statement).
 */
async function planOf(t: TestApp, caught: Caught, sorts: boolean): Promise<PlanNode> {
  return t.db.transaction(async (tx) => {
    // scans and sorts priced out: what remains is what no index can serve
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (!sorts) await tx.execute(sql`SET LOCAL enable_sort = off`);
    let result;
    if (caught.custom) {
      result = await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) ${withLiterals(caught)}`));
    } else {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      const name = `plan_probe_${(prepared += 1)}`;
      await tx.execute(sql.raw(`PREPARE ${name} AS ${caught.text}`));
      const values = caught.params.map(literal).join(', ');
      result = await tx.execute(
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}${values ? `(${values})` : ''}`),
      );
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    }
    const cell = executedRows(result)[0]?.['QUERY PLAN'];
    const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const plan = parsed[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${caught.text}`);
    return plan;
  });
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

/** Each index of the big tables: its table and its leading column (null: an expression). */
type IndexLeads = Map<string, { table: string; lead: string | null }>;

async function indexLeads(t: TestApp): Promise<IndexLeads> {
  const result = await t.db.execute(sql`
    SELECT ic.relname AS index, tc.relname AS table, a.attname AS lead
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class tc ON tc.oid = i.indrelid
    LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
    WHERE tc.relname IN (${sql.join(
      [...BIG_TABLES].map((table) => sql`${table}`),
      sql`, `,
    )})`);
  return new Map(
    executedRows(result).map((row) => [
      String(row.index),
      { table: String(row.table), lead: row.lead === null ? null : String(row.lead) },
    ]),
  );
}

/**
 * What is wrong with the plan on the big tables ([] when nothing): a sequential scan; an index
 * scan whose condition leaves out the index's leading column (PostgreSQL then walks the whole
 * index, testing each entry); a full index scan that filters; any scan of them under a sort with
 * no limit between (every matching row sorted for one page).
 */
function bigTableFaults(
  node: PlanNode,
  leads: IndexLeads,
  state = { limited: false, sorting: false },
): string[] {
  const faults: string[] = [];
  const type = node['Node Type'];
  const index = node['Index Name'] ? leads.get(node['Index Name']) : undefined;
  const table = node['Relation Name'] ?? index?.table;
  if (table && BIG_TABLES.has(table)) {
    const cond = node['Index Cond'];
    if (type === 'Seq Scan') faults.push(`Seq Scan on ${table}`);
    else if (INDEX_SCANS.has(type)) {
      const name = `${type} of ${table} (${node['Index Name']})`;
      if (cond && index?.lead && !new RegExp(`\\b${index.lead}\\b`).test(cond))
        faults.push(`${name}: its condition ${cond} leaves out the leading ${index.lead}`);
      if (!cond && node.Filter) faults.push(`full ${name} filtering ${node.Filter}`);
      else if (!cond && type === 'Index Scan' && !state.limited)
        faults.push(`full ${name}: every row of the table read`);
      if (state.sorting) faults.push(`${name} under a Sort under a Limit`);
    }
  }
  // a Limit over a Sort over the scan: every matching row is sorted to hand up one page. A Limit
  // between a sort and a scan bounds what the scan hands up (a deep page walks the index in its
  // order, which is what the index is for); a sort with no Limit above sorts one page's rows
  const child =
    type === 'Limit'
      ? { limited: true, sorting: false }
      : {
          limited: state.limited,
          sorting:
            state.sorting || (state.limited && (type === 'Sort' || type === 'Incremental Sort')),
        };
  for (const plan of node.Plans ?? []) faults.push(...bigTableFaults(plan, leads, child));
  return faults;
}

describe('the console lists keep to their indexes', () => {
  let t: TestApp;
  let admin: string;
  let student: string;
  let courseId: number;
  let experimentId: number;
  let leads: IndexLeads;

  before(async () => {
    t = await createTestApp({ demoContent: true, config: { now: () => new Date() } });
    admin = await loginToken(t, 'admin1');
    student = await loginToken(t, 'student1');
    const result = await t.db.execute(
      sql`SELECT (SELECT course_id FROM course_learners GROUP BY course_id ORDER BY count(*) DESC LIMIT 1) AS course,
                 (SELECT experiment_id FROM experiment_sessions WHERE finished_at IS NOT NULL
                   GROUP BY experiment_id ORDER BY count(*) DESC LIMIT 1) AS experiment`,
    );
    const row = executedRows(result)[0];
    courseId = Number(row?.course);
    experimentId = Number(row?.experiment);
    assert.ok(courseId > 0 && experimentId > 0, 'the demo content has learners and attempts');
    leads = await indexLeads(t);
  });
  after(() => t.close());

  const page = (pageNum: number) => ({ pageNum: String(pageNum), pageSize: '50' });
  const CALLS: [string, string, () => Record<string, string>, 'admin' | 'student' | null][] = [
    ['userList, first page', '/api/admin/userList', () => page(1), 'admin'],
    ['userList, page 2 000', '/api/admin/userList', () => page(2000), 'admin'],
    [
      'courseLearners',
      '/api/admin/courseLearners',
      () => ({ ...page(1), courseId: String(courseId) }),
      'admin',
    ],
    [
      'courseLearners, page 500',
      '/api/admin/courseLearners',
      () => ({ ...page(500), courseId: String(courseId) }),
      'admin',
    ],
    [
      'experimentAttempts',
      '/api/admin/experimentAttempts',
      () => ({ ...page(1), experimentId: String(experimentId) }),
      'admin',
    ],
    [
      'experimentAttempts, page 2 000',
      '/api/admin/experimentAttempts',
      () => ({ ...page(2000), experimentId: String(experimentId) }),
      'admin',
    ],
    [
      'experimentAttempts, one month',
      '/api/admin/experimentAttempts',
      () => ({
        ...page(1),
        experimentId: String(experimentId),
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
      'admin',
    ],
    [
      'userList, a keyword (学号, name, …)',
      '/api/admin/userList',
      () => ({ ...page(1), keyword: 'student' }),
      'admin',
    ],
    [
      'courseLearners, a keyword',
      '/api/admin/courseLearners',
      () => ({ ...page(1), courseId: String(courseId), keyword: 'student' }),
      'admin',
    ],
    [
      'experimentAttempts, a learner',
      '/api/admin/experimentAttempts',
      () => ({ ...page(1), experimentId: String(experimentId), student: 'student' }),
      'admin',
    ],
    ['auditList', '/api/admin/auditList', () => page(1), 'admin'],
    ['userLearnRecord', '/api/xnfz/userLearnRecord', () => ({ pageSize: '10' }), 'student'],
    // not userExperimentRecord: it sorts one person's finished attempts (tens) in memory, read
    // through experiment_sessions_user_experiment_idx; an index of its own would cost every attempt
  ];

  for (const [name, url, query, who] of CALLS) {
    // a keyword's matches are few and sorted in memory: the search itself must read an index
    // (users_search_idx), and sorts stay priced as usual
    const search = ['keyword', 'student'].some((field) => field in query());
    it(name, async () => {
      const token = who === 'admin' ? admin : who === 'student' ? student : undefined;
      const statements = catchStatements(t);
      let answer;
      try {
        answer = await call(t, 'GET', url, { query: query(), ...(token ? { token } : {}) });
      } finally {
        statements.stop();
      }
      assert.equal(answer.body.code, 0, answer.raw);
      const reads = statements.caught.filter((caught) =>
        [...BIG_TABLES].some((table) => caught.text.includes(`"${table}"`)),
      );
      assert.ok(reads.length > 0, `${url} read none of the big tables`);
      // a console list's page is planned for its values: a generic plan takes `LIMIT $1` for a
      // tenth of the table and hash-joins the page's keys against all of it (bench: 76 ms, not 2)
      const pages = reads.filter((read) => read.text.includes('"page_keys"'));
      if (url.startsWith('/api/admin/') && name !== 'auditList') {
        assert.ok(pages.length > 0, 'the page statement was caught');
        for (const read of pages)
          assert.ok(read.custom, `${withLiterals(read)}\nran with the sessions' generic plan`);
      }
      for (const read of reads) {
        const faults = bigTableFaults(await planOf(t, read, search), leads).filter(
          (fault) => !(search && fault.endsWith('under a Sort under a Limit')),
        );
        const planned = read.custom ? 'planned for its values' : 'one generic plan';
        assert.deepEqual(faults, [], `${withLiterals(read)}\n(${planned}) → ${faults.join('; ')}`);
      }
    });
  }
});
