// A throwaway PostgreSQL database for a bench run: on TEST_DATABASE_URL's server when it is set,
// else on the one scripts/postgres.sh starts (and stops again when the database is dropped, unless
// it was running before: another run, a CI's say, may be using it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Creates an empty database; `{ reason }` when no PostgreSQL could be started.
 * @example
 * const database = await createBenchDatabase();
 * try { use(database.url) } finally { await dropBenchDatabase(database) }
 */
export async function createBenchDatabase() {
  let adminUrl = process.env.TEST_DATABASE_URL;
  // scripts/postgres.sh keeps the port of the server it runs in its state folder
  const runningBefore = existsSync(join(process.env.XNFZ_PG_STATE ?? '/tmp/xnfz-pg', 'port'));
  if (!adminUrl) {
    const started = spawnSync('bash', ['scripts/postgres.sh'], { encoding: 'utf8' });
    if (started.status !== 0) return { reason: started.stdout + started.stderr };
    adminUrl = started.stdout
      .trim()
      .split('\n')
      .at(-1)
      .replace(/^TEST_DATABASE_URL=/, '');
  }
  const name = `xnfz_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    adminUrl,
    name,
    stopAfter: !process.env.TEST_DATABASE_URL && !runningBefore,
  };
}

/** Drops the database; stops the PostgreSQL if {@link createBenchDatabase} started it. */
export async function dropBenchDatabase(database) {
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  await client.end();
  if (database.stopAfter) spawnSync('bash', ['scripts/postgres.sh', 'stop']);
}
