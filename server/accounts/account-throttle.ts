/**
 * "One code per account per interval", kept in memory per server process and keyed by the
 * account text as typed (normalised), so an account that does not exist is limited exactly like
 * one that does and the answer tells nothing. The database check in the route covers several
 * server processes sharing one PostgreSQL.
 */
export class AccountThrottle {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => Date,
  ) {}

  /** True (and the time noted) when the account may be served now. */
  take(account: string): boolean {
    const key = account.trim().toLowerCase();
    const now = this.now().getTime();
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.intervalMs) return false;
    if (this.last.size >= 10_000) this.forgetOld(now);
    this.last.set(key, now);
    return true;
  }

  /** Whole seconds until `account` may be served again (0 when it may be now). */
  secondsLeft(account: string): number {
    const previous = this.last.get(account.trim().toLowerCase());
    if (previous === undefined) return 0;
    const left = this.intervalMs - (this.now().getTime() - previous);
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  private forgetOld(now: number): void {
    for (const [key, time] of this.last) {
      if (now - time >= this.intervalMs) this.last.delete(key);
    }
  }
}

/**
 * Answered as HTTP 429 by the error handler, with `retry-after` and the wait in its message
 * (`请求过于频繁，请 30 秒后再试`) when `retryAfterSeconds` is known.
 */
export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError';
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds?: number) {
    super('too many requests');
  }
}
