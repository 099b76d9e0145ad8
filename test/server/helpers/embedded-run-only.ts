/**
 * Options for a suite or test whose work does not depend on the database under test: it starts
 * server processes on their own embedded (PGlite) data folder, or touches no database at all.
 * `npm test` runs the server tests twice, on PGlite and on PostgreSQL (TEST_DATABASE_URL), side by
 * side; such a suite runs in one of the two only. scripts/test.mjs says which (XNFZ_ONCE_IN):
 * the PostgreSQL run, the shorter of the two chains, when there is one. Run by hand, a file runs
 * it in whichever run it is.
 * @example
 * describe('SIGKILL during writes (embedded database)', EMBEDDED_RUN_ONLY, () => { … });
 */
const thisRun = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const onceIn = process.env.XNFZ_ONCE_IN ?? thisRun;

export const EMBEDDED_RUN_ONLY: { skip?: string } =
  onceIn === thisRun
    ? {}
    : { skip: `independent of the database under test: runs in the ${onceIn} run` };
