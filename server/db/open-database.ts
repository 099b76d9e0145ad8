/**
 * Opens the database: embedded PGlite (a folder on disk, or in memory) or PostgreSQL through a
 * `pg` Pool when a URL is given. Applies the migrations of ./migrations either way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

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
}

export interface OpenedDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the advisory lock that serialises migrations of servers sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_301_220_451;

// bigint (int8, e.g. count(*)) as a JS number, as PGlite already does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let unlock = (): void => {};
  let client: PGlite;
  if (options.memory) {
    client = new PGlite();
  } else {
    if (!options.dataDir) throw new Error('openDatabase: dataDir, memory or url is required');
    unlock = lockDataDir(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'pglite'));
  }
  try {
    await client.waitReady;
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

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error('PostgreSQL 连接出错：', error.message)),
  );
  try {
    const db = drizzlePg({ client: pool, schema });
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await options.afterMigrate?.(db);
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      lockHolder.release();
    }
    let closing: Promise<void> | null = null;
    return {
      db,
      driver: 'postgres',
      close: () => (closing ??= pool.end()),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** `SELECT 1`: throws when the database is not reachable. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
