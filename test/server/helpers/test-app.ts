/**
 * A fresh database and app for a test file. In-memory PGlite by default; with TEST_DATABASE_URL
 * (a postgres://… URL allowed to create databases, see scripts/postgres.sh) a new database
 * xnfz_test_<random> on that server, dropped at close.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { drawCaptcha } from '../../../server/captcha/draw-captcha';
import type { DrawCaptcha } from '../../../server/captcha/draw-captcha';
import { loadConfig } from '../../../server/config';
import type { ServerConfig } from '../../../server/config';
import {
  GENERIC_PLANS,
  MIGRATIONS_FOLDER,
  openDatabase,
  PGLITE_EXTENSIONS,
} from '../../../server/db/open-database';
import type { Database } from '../../../server/db/open-database';
import { loggerOptions } from '../../../server/http/logger-options';
import * as schema from '../../../server/db/schema';
import { runSeed, SEED_STEPS } from '../../../server/seed/run-seed';
import type { Envelope, LoginData } from '../../../src/core/api/contract';

export const DEMO_PASSWORD = 'Demo@1234';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The seed steps of a test database: the demo users and the non-demo steps, or everything. */
export function testSeedSteps(demoContent = false) {
  return demoContent
    ? SEED_STEPS
    : SEED_STEPS.filter((step) => !step.demo || step.name === 'demo-users-v1');
}

type DatabaseVariant = 'seeded' | 'migrated' | 'demo';

/**
 * A name for the contents of a fresh test database: a hash of everything that decides them (the
 * migrations, the seed steps, the PGlite version; for the demo content also the day, since the
 * demo seed dates its articles from today), so a change makes a new snapshot or template.
 */
function contentsKey(variant: DatabaseVariant): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  hash.update(
    testSeedSteps(variant === 'demo')
      .map((step) => step.name)
      .join(','),
  );
  hash.update(
    fs.readFileSync(
      new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
    ),
  );
  if (variant === 'demo') hash.update(new Date().toISOString().slice(0, 13));
  return `${hash.digest('hex').slice(0, 16)}_${variant}`;
}

/** Where the snapshot of a fresh in-memory PGlite test database is kept. */
function snapshotFile(variant: DatabaseVariant): string {
  const dir = path.join(os.tmpdir(), 'xnfz-test-pglite');
  return path.join(dir, `${contentsKey(variant).replace('_', '-')}.tar`);
}

/**
 * An in-memory PGlite test database (migrated, and seeded unless `migrated`). The first test file
 * creates it and keeps a snapshot; later files restore the snapshot, which skips initdb, the
 * migrations and the seed (about 3 s a file on a busy 2-core machine). The migrations and seed
 * still run on the restored database (finding nothing to do), so a stale snapshot cannot hide one.
 */
async function memoryPglite(
  variant: DatabaseVariant,
  afterMigrate: (db: Database) => Promise<void>,
): Promise<TestDatabase> {
  const file = snapshotFile(variant);
  let snapshot: Blob | undefined;
  try {
    snapshot = new Blob([fs.readFileSync(file)]);
  } catch {
    snapshot = undefined; // the first file: no snapshot yet
  }
  const client = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady;
  await client.exec(GENERIC_PLANS); // as openDatabase does
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  if (variant !== 'migrated') await afterMigrate(db);
  if (!snapshot) {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file); // whole or not at all, for a file reading it at the same time
    // the demo content's snapshots are made each hour: the older ones are of no more use
    for (const name of fs.readdirSync(path.dirname(file))) {
      const other = path.join(path.dirname(file), name);
      if (name.endsWith('-demo.tar') && other !== file) fs.rmSync(other, { force: true });
    }
  }
  return {
    db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function createTestDatabase(
  options: { seed?: boolean; demoContent?: boolean } = {},
): Promise<TestDatabase> {
  const afterMigrate = async (db: Database) => {
    if (options.seed ?? true) {
      await runSeed(db, { demo: true, steps: testSeedSteps(options.demoContent) });
    }
  };
  const variant: DatabaseVariant = options.demoContent
    ? 'demo'
    : (options.seed ?? true)
      ? 'seeded'
      : 'migrated';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return memoryPglite(variant, afterMigrate);
  const name = `xnfz_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl, variant, afterMigrate);
  await asPostgresAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  // the migrations and seed still run on the copy (finding nothing to do), so a stale template
  // cannot hide one
  const opened = await openDatabase({
    url: databaseUrl(adminUrl, name),
    afterMigrate,
    poolSize: 5,
  });
  return {
    db: opened.db,
    kind: 'postgres',
    async close() {
      await opened.close();
      await asPostgresAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function asPostgresAdmin<T>(
  adminUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A PostgreSQL database, migrated and seeded once per contents key, that each test database is
 * copied from (CREATE DATABASE … TEMPLATE takes a fraction of a second; the migrations and the
 * seed took 3–4 s a database, the demo content 13–23 s). Made under an advisory lock, so test
 * files running side by side make it once; templates of older keys are dropped.
 */
async function postgresTemplate(
  adminUrl: string,
  variant: DatabaseVariant,
  afterMigrate: (db: Database) => Promise<void>,
): Promise<string> {
  const template = `xnfz_tpl_${contentsKey(variant)}`;
  return asPostgresAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(774411)');
    try {
      const found = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `xnfz\\_tpl\\_%\\_${variant}`,
      ]);
      const names = found.rows.map((row: { datname: string }) => row.datname);
      for (const stale of names.filter((other) => other !== template)) {
        await admin.query(`DROP DATABASE IF EXISTS ${stale} WITH (FORCE)`);
      }
      if (names.includes(template)) return template;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const opened = await openDatabase({
        url: databaseUrl(adminUrl, building),
        afterMigrate,
        poolSize: 2,
      });
      await opened.close();
      // whole or not at all: only a finished template has the template's name
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(774411)');
    }
  });
}

/** A clock the test moves by hand. */
export class TestClock {
  private current: number;
  constructor(start = '2025-03-10T02:00:00.000Z') {
    this.current = Date.parse(start);
  }
  now = (): Date => new Date(this.current);
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

/** Remembers the answers of the captchas drawn, newest last. */
export class CaptchaRecorder {
  readonly answers: string[] = [];
  draw: DrawCaptcha = () => {
    const drawn = drawCaptcha();
    this.answers.push(drawn.text);
    return drawn;
  };
  get last(): string {
    const answer = this.answers.at(-1);
    if (answer === undefined) throw new Error('no captcha drawn yet');
    return answer;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: ServerConfig;
  clock: TestClock;
  captchas: CaptchaRecorder;
  /** Log lines written by the app (JSON, one per entry). */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  /** Share a database between apps (closed by its creator, not by this app). */
  database?: TestDatabase;
  seed?: boolean;
  /** Seed the whole demo content (courses, history, …), not only the demo users. */
  demoContent?: boolean;
}

/**
 * Test configuration: defaults of an empty environment, the test clock, no test captcha code, and
 * no shared cache of public answers (the suites read what they wrote straight away; the cache has
 * its own tests in public-cache.test.ts).
 */
export function testConfig(clock: TestClock, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    distDir: '/nonexistent/dist',
    now: clock.now,
    publicCacheSeconds: 0,
    ...overrides,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDatabase = !options.database;
  const database =
    options.database ??
    (await createTestDatabase({ seed: options.seed ?? true, demoContent: options.demoContent }));
  const clock = new TestClock();
  const config = testConfig(clock, options.config);
  const captchas = new CaptchaRecorder();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    db: database.db,
    config,
    drawCaptcha: captchas.draw,
    logger: loggerOptions('info', stream),
  });
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    captchas,
    logs,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}

// ---------------------------------------------------------------- calling the API

export interface CallOptions {
  body?: unknown;
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  raw: string;
  headers: Record<string, unknown>;
}

export async function call<T = unknown>(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  const response = await t.app.inject({
    method,
    url,
    query: options.query,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  // what the server does after answering (sendMessage's delivery) is done before the test goes on
  await t.app.settleAfterReply();
  return {
    status: response.statusCode,
    body: response.json<Envelope<T>>(),
    raw: response.body,
    headers: response.headers,
  };
}

export async function newCaptcha(t: TestApp): Promise<{ captchaKey: string; captchaCode: string }> {
  const response = await call<{ captchaKey: string; image: string }>(
    t,
    'GET',
    '/api/comm/v1/captcha',
  );
  const captchaKey = response.body.data?.captchaKey;
  if (!captchaKey) throw new Error(`captcha failed: ${response.raw}`);
  return { captchaKey, captchaCode: t.captchas.last };
}

export async function login(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<CallResult<LoginData>> {
  return call<LoginData>(t, 'POST', '/api/xnfz/login', {
    body: { username, password, ...(await newCaptcha(t)) },
  });
}

export async function loginToken(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await login(t, username, password);
  const token = response.body.data?.token;
  if (!token) throw new Error(`login failed: ${response.raw}`);
  return token;
}

export interface NewUser {
  username: string;
  password: string;
  nickname: string;
  identity: 'student' | 'teacher' | 'public';
  phone?: string;
  email?: string;
}

let userNumber = 0;

/** A valid registration body with a name not used before in this process. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  userNumber += 1;
  return {
    username: `user_${process.pid}_${userNumber}`,
    password: 'Passw0rd!',
    nickname: '测试用户',
    identity: 'student',
    ...overrides,
  };
}

export async function register(
  t: TestApp,
  user: Partial<NewUser> = newUser(),
): Promise<CallResult<LoginData>> {
  return call<LoginData>(t, 'POST', '/api/xnfz/register', {
    body: { ...user, ...(await newCaptcha(t)) },
  });
}
