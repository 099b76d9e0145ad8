/**
 * A counter batch whose increments count against rate-limit windows (the visit limit per client
 * address, on the database store): one statement adds the batch's hits to their windows, keeps
 * the increments still under their limit, writes those, and reads the totals. A visit is then one
 * statement instead of two in a row (the limit's, then the count's).
 */
import type { RawQuery } from '../db/raw-query';
import {
  placeInWindow,
  windowUpsertConflict,
  type StoredWindow,
  type WindowPlace,
} from '../http/rate-limit-store';
import { counterKey, type CounterIncrement, type Metric } from './daily-counters';

/** The rate-limit window an increment counts against. */
export interface CounterLimit {
  /** The window's key in rate_limit_hits (`GET /api/xnfz/webClicksAdd|<address>`). */
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitedAdd {
  increment: CounterIncrement;
  limit: CounterLimit | null;
}

export interface LimitedBatchResult {
  admitted: boolean[];
  windows: (WindowPlace | null)[];
  /** Per wanted metric, the sum from the first day on as the statement began. */
  sums: Map<Metric, number>;
}

/**
 * The windows are upserted as the rate-limit store does (windowUpsertConflict);
 * an increment is admitted when its place in its window — the hits before the batch plus its rank
 * among the batch's hits of that key — is within the limit. Admitted rows are summed per counter
 * row and inserted in the order they came (key order: two processes lock alike). The sums see the
 * table as it was when the statement began.
 */
export const LIMITED_BATCH_STATEMENT = `
WITH input AS (
  SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::bigint[], $6::text[],
    $7::int[]) WITH ORDINALITY AS rows (day, metric, identity, subject_id, value, limit_key, rank, place)
), limits AS (
  SELECT * FROM unnest($10::text[], $11::int[], $12::timestamptz[], $13::int[])
    WITH ORDINALITY AS rows (key, hits, window_ends_at, max, place)
), windows AS (
  INSERT INTO rate_limit_hits (key, hits, window_ends_at)
  SELECT key, hits, window_ends_at FROM limits ORDER BY place
  ${windowUpsertConflict('$14::timestamptz')}
  RETURNING key, hits, window_ends_at
), admitted AS (
  SELECT input.* FROM input
  LEFT JOIN limits ON limits.key = input.limit_key
  LEFT JOIN windows ON windows.key = input.limit_key
  WHERE input.limit_key = '' OR windows.hits - limits.hits + input.rank <= limits.max
), written AS (
  INSERT INTO daily_counters (day, metric, identity, subject_id, value)
  SELECT day, metric, identity, subject_id, SUM(value)::bigint FROM admitted
  GROUP BY day, metric, identity, subject_id
  ORDER BY MIN(place)
  ON CONFLICT (day, metric, identity, subject_id)
  DO UPDATE SET value = daily_counters.value + excluded.value
)
SELECT 'sum' AS kind, metric AS name, COALESCE(SUM(value), 0)::bigint AS value,
  NULL::timestamptz AS ends_at
FROM daily_counters WHERE metric = ANY($8::text[]) AND day >= $9::date
GROUP BY metric
UNION ALL
SELECT 'window', key, hits, window_ends_at FROM windows`;

interface ResultRow {
  kind: 'sum' | 'window';
  name: string;
  value: number | string;
  ends_at: Date | string | null;
}

/**
 * Writes one batch with its limits and says, per add (in the order given), whether it was
 * admitted and where it stands in its window.
 * @example
 * const { admitted, windows, sums } = await writeLimitedBatch(write, adds, wanted, day, new Date());
 */
export async function writeLimitedBatch(
  writeBatch: RawQuery,
  adds: LimitedAdd[],
  wanted: Metric[],
  firstDay: string,
  now: Date,
): Promise<LimitedBatchResult> {
  // per window: the batch's hits, and each add's rank among them
  const perKey = new Map<string, { hits: number; limit: CounterLimit }>();
  const ranks = adds.map(({ limit }) => {
    if (!limit) return 0;
    const entry = perKey.get(limit.key) ?? { hits: 0, limit };
    entry.hits += 1;
    perKey.set(limit.key, entry);
    return entry.hits;
  });
  const keys = [...perKey].sort(([a], [b]) => (a < b ? -1 : 1));
  const order = adds
    .map((add, index) => ({ index, key: counterKey(add.increment) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map(({ index }) => index);
  const column = <T>(pick: (add: LimitedAdd, index: number) => T) =>
    order.map((index) => pick(adds[index] as LimitedAdd, index));
  const rows = await writeBatch<ResultRow>([
    column(({ increment }) => increment.day),
    column(({ increment }) => increment.metric),
    column(({ increment }) => increment.identity),
    column(({ increment }) => increment.subjectId ?? 0),
    column(({ increment }) => increment.amount ?? 1),
    column(({ limit }) => limit?.key ?? ''),
    column((_, index) => ranks[index] ?? 0),
    wanted,
    firstDay,
    keys.map(([key]) => key),
    keys.map(([, entry]) => entry.hits),
    keys.map(([, entry]) => new Date(now.getTime() + entry.limit.windowMs).toISOString()),
    keys.map(([, entry]) => entry.limit.max),
    now.toISOString(),
  ]);
  const sums = new Map<Metric, number>();
  const stored = new Map<string, Pick<StoredWindow, 'hits' | 'window_ends_at'>>();
  for (const row of rows) {
    if (row.kind === 'sum') sums.set(row.name as Metric, Number(row.value));
    else stored.set(row.name, { hits: Number(row.value), window_ends_at: row.ends_at ?? now });
  }
  // a window the statement did not return (never the case) admitted nothing: no place
  const windows = adds.map(({ limit }, index): WindowPlace | null => {
    const window = limit && stored.get(limit.key);
    if (!limit || !window) return null;
    const batchHits = perKey.get(limit.key)?.hits ?? 1;
    return placeInWindow(window, batchHits, ranks[index] ?? 1, now, limit.windowMs);
  });
  const admitted = adds.map(({ limit }, index) => {
    const place = windows[index];
    return !limit || (place != null && place.current <= limit.max);
  });
  return { admitted, windows, sums };
}
