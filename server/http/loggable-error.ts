/**
 * What the server log keeps of an error: its type, code, message, stack and the causes behind it —
 * never the parameters of a failed query. drizzle's query error carries them (`params`, and a
 * `params: …` line in its message and stack): a token hash, a password hash, what a user typed.
 * Stacks stay in the server log; they never go to clients.
 */

export interface LoggableError {
  type: string;
  code?: string | number;
  message: string;
  stack?: string;
  cause?: LoggableError;
  /** The errors of an AggregateError (e.g. each address a connection was tried on). */
  errors?: LoggableError[];
}

/** How deep causes are followed. */
const MAX_DEPTH = 4;
/** Errors of an AggregateError kept. */
const MAX_ERRORS = 5;

/** The message without the `params: …` part drizzle appends to a failed query's text. */
export function withoutParams(message: string): string {
  const at = message.search(/(^|\n)params:/);
  return at === -1 ? message : message.slice(0, at);
}

function typeOf(error: Error): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object' && constructorName
    ? constructorName
    : error.name;
}

/** The stack's frames under a header with the safe message (the original header repeats it). */
function safeStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.search(/\n\s+at /);
  return `${type}: ${message}${frames === -1 ? '' : error.stack.slice(frames)}`;
}

function describe(error: unknown, depth: number, withStack: boolean): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutParams(String(error)) };
  }
  const type = typeOf(error);
  const message = withoutParams(error.message);
  const result: LoggableError = { type, message };
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' || typeof code === 'number') result.code = code;
  if (withStack) {
    const stack = safeStack(error, type, message);
    if (stack) result.stack = stack;
  }
  if (cause !== undefined && cause !== null && depth < MAX_DEPTH) {
    result.cause = describe(cause, depth + 1, false);
  }
  if (Array.isArray(errors) && errors.length > 0 && depth < MAX_DEPTH) {
    result.errors = errors.slice(0, MAX_ERRORS).map((inner) => describe(inner, depth + 1, false));
  }
  return result;
}

/** A log-safe description of `error`, for `log.error({ err: loggableError(error) }, …)`. */
export function loggableError(error: unknown): LoggableError {
  return describe(error, 0, true);
}
