/**
 * A store for @fastify/rate-limit in the database: every server process on one PostgreSQL counts
 * the same requests per route and client (the in-memory store counts per process).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rateLimitHits } from '../db/schema';

/** About one call in this many also removes windows that ended an hour ago or more. */
const CLEANUP_EVERY = 500;
const CLEANUP_AFTER_MS = 3_600_000;

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The store class to give @fastify/rate-limit (`store:`), bound to the database.
 * @example
 * await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = new Date();
    const ended = sql`${rateLimitHits.windowEndsAt} <= ${now}`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + timeWindow) })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitHits.windowEndsAt} END`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
    calls += 1;
    if (calls % CLEANUP_EVERY === 0) {
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowEndsAt, new Date(now.getTime() - CLEANUP_AFTER_MS)));
    }
    return {
      current: row?.hits ?? 1,
      ttl: Math.max(0, (row?.windowEndsAt.getTime() ?? now.getTime()) - now.getTime()),
    };
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
