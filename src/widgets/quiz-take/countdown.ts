import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this device's (ms): the server's `now` against the
 * device's clock when the answer arrived.
 * @example
 * const offset = clockOffset(paper.now, receivedAt);
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds left until `deadline` on the server's clock (never below 0). */
export function msLeft(deadline: string, offsetMs: number): number {
  return Math.max(0, Date.parse(deadline) - (Date.now() + offsetMs));
}

/**
 * The time left of a deadline, ticking each second; null without a deadline.
 * @example
 * const left = useCountdown(paper.deadline, offset); // 754000
 */
export function useCountdown(deadline: string | null, offsetMs: number): number | null {
  const [left, setLeft] = useState(() => (deadline ? msLeft(deadline, offsetMs) : null));
  useEffect(() => {
    if (!deadline) {
      setLeft(null);
      return;
    }
    const tick = () => setLeft(msLeft(deadline, offsetMs));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offsetMs]);
  return left;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time left as `mm:ss`, or `h:mm:ss` from an hour on (rounded up to the second).
 * @example
 * formatLeft(754000); // '12:34'
 */
export function formatLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
