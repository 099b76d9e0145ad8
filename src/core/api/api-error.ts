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
