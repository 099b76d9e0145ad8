/**
 * Opens the database: embedded PGlite (a folder on disk, or in memory) or PostgreSQL through a
 * `pg` Pool when a URL is given. Applies the migrations of ./migrations either way.
 *
 * PostgreSQL: the migrations and `afterMigrate` (the seed) run first through a short-lived pool
 * without a query timeout — waiting for another server's migration lock or bulk inserts may
 * legitimately take long. Then the serving pool opens with the connect and query timeouts, so that
 * a database that went silent (a network partition keeps the connections open but nothing comes
 * back) fails a request within those timeouts instead of holding it for minutes.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { serverPath } from '../server-root';

/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** `postgres://…`: PostgreSQL through a `pg` Pool. */
  url?: string | null;
  /** Folder of the embedded database (its files go to `<dataDir>/pglite`). */
  dataDir?: string;
  /** Embedded database in memory (tests). */
  memory?: boolean;
  /** Runs right after the migrations, under the same lock (the seed). */
  afterMigrate?: (db: Database) => Promise<void>;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /** Errors of idle pool connections (they must not crash the process). */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL: ms to open a connection, or to wait for a free one in the serving pool (and to
   * connect for the migrations). Unset: no limit.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: ms a query of the serving pool waits for its answer. Unset: no limit. */
  queryTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = serverPath('db', 'migrations');

/** Key of the advisory lock that serialises migrations of servers sharing one PostgreSQL. */
export const MIGRATION_LOCK_KEY = 7_301_220_451;

// bigint (int8, e.g. count(*)) as a JS number, as PGlite already does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * Only the hot statements of raw-query.ts are prepared under a name (drizzle's are not): they are
 * planned once, not again for every batch, which cost PostgreSQL more than running them. Their
 * plans must then hold for any values (test/server/hot-statement-plans.test.ts).
 */
export const GENERIC_PLANS = 'SET plan_cache_mode = force_generic_plan';
/** The same as a connection's startup option (PostgreSQL). */
const GENERIC_PLANS_OPTION = '-c plan_cache_mode=force_generic_plan';

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

/** The extensions the migrations create (pg_trgm: the console's account search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let unlock = (): void => {};
  let client: PGlite;
  if (options.memory) {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  } else {
    if (!options.dataDir) throw new Error('openDatabase: dataDir, memory or url is required');
    unlock = lockDataDir(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  }
  try {
    await client.waitReady;
    await client.exec(GENERIC_PLANS);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await options.afterMigrate?.(db);
    return {
      db,
      driver: 'pglite',
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    unlock();
    throw error;
  }
}

/** TCP keep-alive probes start after this long without traffic (the OS default is hours). */
const KEEP_ALIVE_DELAY_MS = 10_000;

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const onPoolError =
    options.onPoolError ??
    ((error: Error) => console.error('PostgreSQL 连接出错：', error.message));
  const connection: pg.PoolConfig = {
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
  await migratePostgres(connection, onPoolError, options.afterMigrate);

  const pool = new pg.Pool({
    ...connection,
    // set when the connection starts: a query from the pool's 'connect' event ran beside the
    // caller's first one (pg's "already executing a query" warning on every new connection)
    options: GENERIC_PLANS_OPTION,
    max: options.poolSize ?? 10,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
  });
  pool.on('error', onPoolError);
  const db = drizzlePg({ client: pool, schema });
  db.transaction = releasingTransactions(pool);
  let closing: Promise<void> | null = null;
  return {
    db,
    driver: 'postgres',
    close: () => (closing ??= pool.end()),
  };
}

/**
 * Migrations and `afterMigrate` under the advisory lock, through a pool of their own without a
 * query timeout (ended afterwards).
 */
async function migratePostgres(
  connection: pg.PoolConfig,
  onPoolError: (error: Error) => void,
  afterMigrate: OpenDatabaseOptions['afterMigrate'],
): Promise<void> {
  const pool = new pg.Pool({ ...connection, max: 3 });
  pool.on('error', onPoolError);
  try {
    const db = drizzlePg({ client: pool, schema });
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrate?.(db);
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      lockHolder.release();
    }
  } finally {
    await pool.end().catch(() => {});
  }
}

type Transaction = NodePgDatabase<typeof schema>['transaction'];

/**
 * `db.transaction` on a connection of `pool` that is always given back, and destroyed when the
 * transaction failed because the database could not be reached. drizzle's own pooled transaction
 * runs BEGIN outside its try/finally, so a BEGIN that times out or loses its connection never
 * releases the connection (the pool shrinks for good), and it releases a connection whose statement
 * timed out as healthy although that statement is still in flight — the next caller would wait
 * behind it or, once the network heals, run inside the transaction its ROLLBACK never reached.
 */
function releasingTransactions(pool: pg.Pool): Transaction {
  return async (transaction, config) => {
    const client = await pool.connect();
    // a connection lost between two statements must not emit an unhandled 'error'
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
    };
    client.on('error', onError);
    let broken: Error | undefined;
    try {
      return await drizzlePg({ client, schema }).transaction(transaction, config);
    } catch (error) {
      if (isDatabaseUnavailable(error))
        broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.off('error', onError);
      client.release(lost ?? broken);
    }
  };
}

/** `SELECT 1`: throws when the database is not reachable. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
