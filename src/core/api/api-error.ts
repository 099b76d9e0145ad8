/** Why a call failed: the server said no (`api`), or the answer never came in a usable form. */
export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'http';

/**
 * The one error type every call function rejects with.
 * `api` errors carry the server's `msg`, which is already a sentence for people.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The catalogue's sentence for a call that got no usable answer; null for the server's own `msg`. */
export function errorTextKey(
  error: unknown,
): 'state.timeout' | 'state.networkError' | 'state.error' | null {
  if (!isApiError(error) || error.kind === 'api') return null;
  return error.kind === 'timeout'
    ? 'state.timeout'
    : error.kind === 'network'
      ? 'state.networkError'
      : 'state.error';
}
