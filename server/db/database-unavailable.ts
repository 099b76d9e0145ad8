/**
 * Whether an error means the database cannot be reached right now (refused, dropped or timed-out
 * connection, server shutting down or full) rather than a fault of the query: such calls are
 * answered 服务暂时不可用，请稍后再试 and work again once the database is back.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections; the whole class 08 (connection exception) is matched separately.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages of node-postgres (pg, pg-pool) for a connection that ended, never came or went silent
 * (they carry no code): 'Connection terminated unexpectedly', '… due to connection timeout'
 * (connectionTimeoutMillis while connecting), 'timeout exceeded when trying to connect' (no free
 * pooled connection within connectionTimeoutMillis), 'Query read timeout' (query_timeout).
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

function unavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code))) return true;
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known));
}

/** True when the error, or an error it wraps (`cause`, e.g. drizzle's query error), says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if (unavailableItself(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    // connecting to a name with several addresses fails with an AggregateError of each attempt
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
