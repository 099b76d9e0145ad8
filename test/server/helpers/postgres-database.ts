/**
 * An empty throwaway database on the PostgreSQL of TEST_DATABASE_URL, for tests that run the real
 * server process on it (the server migrates and seeds it itself). Dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface EmptyPostgresDatabase {
  /** postgres://… of the new database. */
  url: URL;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createEmptyPostgresDatabase(
  adminUrl: string,
  prefix = 'xnfz_test',
): Promise<EmptyPostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
