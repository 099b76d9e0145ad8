/**
 * Options for a suite or test whose work does not depend on the database under test: it starts
 * server processes on their own embedded (PGlite) data folder, or touches no database at all. The
 * PostgreSQL run (TEST_DATABASE_URL set) would repeat it unchanged, so it runs in the embedded run
 * only — about a fifth of that run's time.
 * @example
 * describe('SIGKILL during writes (embedded database)', EMBEDDED_RUN_ONLY, () => { … });
 */
export const EMBEDDED_RUN_ONLY: { skip?: string } = process.env.TEST_DATABASE_URL
  ? { skip: 'independent of TEST_DATABASE_URL: runs in the embedded-database run' }
  : {};
