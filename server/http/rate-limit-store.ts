/**
 * A store for @fastify/rate-limit in the database: every server process on one PostgreSQL counts
 * the same requests per route and client (the in-memory store counts per process).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import { createGroupCommit } from '../db/group-commit';
import type { Database } from '../db/open-database';
import { rawQuery, type RawQuery } from '../db/raw-query';
import { rateLimitHits } from '../db/schema';

/** About one hit in this many also removes windows that ended an hour ago or more. */
const CLEANUP_EVERY = 500;
const CLEANUP_AFTER_MS = 3_600_000;

/**
 * Removes, about once every 500 hits, the windows that ended an hour ago or more (one row per
 * route and address would otherwise stay for good). Shared by the store and the visits' limited
 * counter batch (statistics/limited-counter-batch.ts), which both write windows.
 * @example
 * const ended = removeEndedWindows(db);
 * await ended.afterHits(batch.length);
 */
export function removeEndedWindows(db: Database): { afterHits(count: number): Promise<void> } {
  let hits = 0;
  return {
    async afterHits(count) {
      const before = hits;
      hits += count;
      if (Math.floor(hits / CLEANUP_EVERY) === Math.floor(before / CLEANUP_EVERY)) return;
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowEndsAt, new Date(Date.now() - CLEANUP_AFTER_MS)));
    },
  };
}

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface Hit {
  key: string;
  timeWindow: number;
}

/**
 * The conflict clause of every upsert of windows from rows (key, hits, window_ends_at): the
 * batch's hits are added to the stored window's, or start a new window when the stored one has
 * ended by `now` (the parameter holding the batch's time). The store and the visits' limited
 * counter batch (statistics/limited-counter-batch.ts) count windows alike through it.
 */
export function windowUpsertConflict(now: string): string {
  return `ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limit_hits.window_ends_at <= ${now} THEN excluded.hits
    ELSE rate_limit_hits.hits + excluded.hits END,
  window_ends_at = CASE WHEN rate_limit_hits.window_ends_at <= ${now}
    THEN excluded.window_ends_at ELSE rate_limit_hits.window_ends_at END`;
}

/** A window as an upsert returns it. */
export interface StoredWindow {
  key: string;
  hits: number;
  window_ends_at: Date | string;
}

/** Where a hit stands in its window after its batch. */
export interface WindowPlace {
  /** Its place among the window's hits (over the limit: refused). */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * The place of the `rank`th of a batch's `batchHits` hits on one window, from the window the
 * batch's upsert returned (`stored`).
 * @example
 * const { current, ttl } = placeInWindow(row, 3, 2, now, 60_000);
 */
export function placeInWindow(
  stored: Pick<StoredWindow, 'hits' | 'window_ends_at'> | undefined,
  batchHits: number,
  rank: number,
  now: Date,
  windowMs: number,
): WindowPlace {
  const endsAt = stored ? new Date(stored.window_ends_at).getTime() : now.getTime() + windowMs;
  return {
    current: (stored?.hits ?? batchHits) - batchHits + rank,
    ttl: Math.max(0, endsAt - now.getTime()),
  };
}

/**
 * One upsert for a batch of hits, whatever its size (its text never changes: PostgreSQL prepares
 * it once). Keys come in key order, so two processes lock the same rows in the same order.
 */
export const HITS_STATEMENT = `
INSERT INTO rate_limit_hits (key, hits, window_ends_at)
SELECT key, hits, window_ends_at
FROM unnest($1::text[], $2::int[], $3::timestamptz[])
  WITH ORDINALITY AS rows (key, hits, window_ends_at, place)
ORDER BY place
${windowUpsertConflict('$4::timestamptz')}
RETURNING key, hits, window_ends_at`;

/**
 * Writes a batch of hits, summed per key; each hit's count is its place among the batch's hits
 * of its key.
 */
async function writeHits(writeBatch: RawQuery, hits: Hit[], now: Date): Promise<WindowPlace[]> {
  const perKey = new Map<string, { count: number; timeWindow: number }>();
  for (const hit of hits) {
    const entry = perKey.get(hit.key);
    if (entry) entry.count += 1;
    else perKey.set(hit.key, { count: 1, timeWindow: hit.timeWindow });
  }
  const keys = [...perKey].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = await writeBatch<StoredWindow>([
    keys.map(([key]) => key),
    keys.map(([, entry]) => entry.count),
    keys.map(([, entry]) => new Date(now.getTime() + entry.timeWindow).toISOString()),
    now.toISOString(),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return hits.map((hit) => {
    const place = (seen.get(hit.key) ?? 0) + 1;
    seen.set(hit.key, place);
    const count = perKey.get(hit.key)?.count ?? 1;
    return placeInWindow(stored.get(hit.key), count, place, now, hit.timeWindow);
  });
}

/**
 * The store class to give @fastify/rate-limit (`store:`), bound to the database. Hits arriving
 * while a batch is written are counted by the next batch's one statement (group commit), so a
 * crowd on one route and address does not queue on that key's row.
 * @example
 * await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
 */
export function databaseRateLimitStore(
  db: Database,
): FastifyRateLimitStoreCtor & { batches(): number } {
  const ended = removeEndedWindows(db);
  const writeBatch = rawQuery(db, 'xnfz-rate-limit-hits', HITS_STATEMENT);
  const batches = createGroupCommit(async (hits: Hit[]) => {
    const counts = await writeHits(writeBatch, hits, new Date());
    await ended.afterHits(hits.length);
    return counts;
  }, 0);

  function hit(key: string, timeWindow: number): Promise<WindowPlace> {
    return batches.add({ key, timeWindow });
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Batch statements written so far (for tests). */
    static batches = batches.batches;

    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // the plugin passes its merged options with the route under `routeInfo`
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `${String(route?.method)} ${String(route?.url)}`,
      );
    }
  }
  return DatabaseRateLimitStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' store in the database (null: counted in memory); tests read `batches()`. */
    rateLimitStore: ReturnType<typeof databaseRateLimitStore> | null;
  }
}
