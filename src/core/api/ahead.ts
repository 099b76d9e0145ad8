/**
 * Answers asked for ahead of the element that shows them: the portal starts the first screen's
 * calls while that screen's chunks are still loading, and the element's call function takes the
 * answer in flight instead of asking again. Each answer is taken once, and only while fresh, so a
 * later visit to the screen asks the server anew.
 */

/** How long an answer asked ahead waits to be taken before it is dropped. */
const FRESH_MS = 10_000;

interface Ahead {
  answer: Promise<unknown>;
  askedAt: number;
}

const ahead = new Map<string, Ahead>();

/**
 * Keeps an answer asked ahead under its key, for the first caller who asks the same; returns it.
 * @example
 * keepAhead('banners', callApi('/api/xnfz/banners', {}));
 */
export function keepAhead<T>(key: string, answer: Promise<T>): Promise<T> {
  // a failure nobody takes is already reported by the client: keep it from being unhandled
  answer.catch(() => undefined);
  ahead.set(key, { answer, askedAt: Date.now() });
  return answer;
}

/**
 * The answer asked ahead under `key`, once, if it is still fresh; otherwise undefined.
 * @example
 * const banners = takeAhead<Banner[]>('banners') ?? callApi('/api/xnfz/banners', {});
 */
export function takeAhead<T>(key: string): Promise<T> | undefined {
  const kept = ahead.get(key);
  ahead.delete(key);
  if (!kept || Date.now() - kept.askedAt > FRESH_MS) return undefined;
  return kept.answer as Promise<T>;
}
