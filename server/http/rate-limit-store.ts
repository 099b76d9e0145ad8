/**
 * A store for @fastify/rate-limit in the database: every server process on one PostgreSQL counts
 * the same requests per route and client (the in-memory store counts per process).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { createGroupCommit } from '../db/group-commit';
import type { Database } from '../db/open-database';
import { rateLimitHits } from '../db/schema';

/** About one call in this many also removes windows that ended an hour ago or more. */
const CLEANUP_EVERY = 500;
const CLEANUP_AFTER_MS = 3_600_000;

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface Hit {
  key: string;
  timeWindow: number;
}

interface HitCount {
  current: number;
  ttl: number;
}

/**
 * One upsert for a batch of hits, summed per key (in key order, so two processes lock the same
 * rows in the same order); each hit's count is its place among the batch's hits of its key.
 */
async function writeHits(db: Database, hits: Hit[], now: Date): Promise<HitCount[]> {
  const perKey = new Map<string, { count: number; timeWindow: number }>();
  for (const hit of hits) {
    const entry = perKey.get(hit.key);
    if (entry) entry.count += 1;
    else perKey.set(hit.key, { count: 1, timeWindow: hit.timeWindow });
  }
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now}`;
  const rows = await db
    .insert(rateLimitHits)
    .values(
      [...perKey]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => ({
          key,
          hits: entry.count,
          windowEndsAt: new Date(now.getTime() + entry.timeWindow),
        })),
    )
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN excluded.hits ELSE ${rateLimitHits.hits} + excluded.hits END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitHits.windowEndsAt} END`,
      },
    })
    .returning({
      key: rateLimitHits.key,
      hits: rateLimitHits.hits,
      windowEndsAt: rateLimitHits.windowEndsAt,
    });
  const stored = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return hits.map((hit) => {
    const row = stored.get(hit.key);
    const count = perKey.get(hit.key)?.count ?? 1;
    const place = (seen.get(hit.key) ?? 0) + 1;
    seen.set(hit.key, place);
    const endsAt = row?.windowEndsAt.getTime() ?? now.getTime() + hit.timeWindow;
    return {
      current: (row?.hits ?? count) - count + place,
      ttl: Math.max(0, endsAt - now.getTime()),
    };
  });
}

/**
 * The store class to give @fastify/rate-limit (`store:`), bound to the database. Hits arriving
 * while a batch is written are counted by the next batch's one statement (group commit), so a
 * crowd on one route and address does not queue on that key's row.
 * @example
 * await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;
  const batches = createGroupCommit(async (hits: Hit[]) => {
    const now = new Date();
    const counts = await writeHits(db, hits, now);
    const before = calls;
    calls += hits.length;
    if (Math.floor(calls / CLEANUP_EVERY) > Math.floor(before / CLEANUP_EVERY)) {
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowEndsAt, new Date(now.getTime() - CLEANUP_AFTER_MS)));
    }
    return counts;
  }, 0);

  function hit(key: string, timeWindow: number): Promise<HitCount> {
    return batches.add({ key, timeWindow });
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
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
