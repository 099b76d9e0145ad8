/**
 * Public answers that browsers, CDNs and this process may keep for a few seconds (issue 17, goal 2).
 *
 * A route opts in with `config: { publicCache: 'shared' }` (lists, statistics, site information:
 * the same answer for every anonymous caller) or `'counted'` (a public detail whose every GET
 * counts a view, so it is never answered from a cache, only revalidated by ETag).
 *
 * - An anonymous GET of a `shared` route is answered from a per-process cache keyed by route and
 *   validated query, kept `PUBLIC_CACHE_SECONDS`; concurrent misses of one key wait for the one
 *   request that fills it, so the database sees at most one query per key and period. The answer
 *   carries `Cache-Control: public, max-age=…, stale-while-revalidate=…`, a strong ETag (304 on
 *   `If-None-Match`) and `Vary: token` (a CDN must not hand it to a logged-in caller).
 * - Query keys the route's schema does not name are dropped from the request and the key, so
 *   made-up keys (`?cb1=1`, `?cb2=2`, …) cannot force a query and an entry each.
 * - A request with a `token` or `Authorization` header or any cookie is personal: it never reads
 *   or fills the cache and is answered `Cache-Control: private, no-store`; so is every other /api
 *   answer that chose no policy of its own.
 * - Every console write (`/api/admin/…`, not a GET) empties the cache of this process before its
 *   answer leaves, and a fill that began before that write is not stored. Other processes
 *   (WORKERS, several servers) keep their copy until it expires: at most PUBLIC_CACHE_SECONDS.
 *   Counters (visits, clicks, learning time) do not empty it: statistics may lag by that long.
 * - An answer that stops being true at a known time without any write (a banner's 开始展示 or
 *   结束展示, a scheduled article's publication, the end of a pin) tells how to find that time in
 *   `request.publicCacheUntil` (asked only when the answer is kept or sent as public): the cache
 *   keeps it no longer, and its max-age plus stale-while-revalidate end by then (no-cache within
 *   the last second), whatever PUBLIC_CACHE_SECONDS is.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** How a public GET route may be cached. */
export type PublicCachePolicy = 'shared' | 'counted';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See http/public-cache.ts. */
    publicCache?: PublicCachePolicy;
  }
  interface FastifyInstance {
    /** The shared cache of public answers (for tests and the bench). */
    publicCache: PublicCache;
  }
}

interface Entry {
  payload: string;
  etag: string;
  /** When the cache forgets it (ms). */
  expiresAt: number;
  /** The route's publicCacheUntil (ms), null when only the period limits it. */
  until: number | null;
}

interface Fill {
  generation: number;
  done: Promise<Entry | null>;
  finish(entry: Entry | null): void;
}

/** Most answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 1000;

export interface PublicCache {
  /** Answers computed to fill the cache since start (each is the route's database work). */
  fills(): number;
  /** Answers served from the cache since start. */
  hits(): number;
  /** Forgets every answer (done by console writes). */
  clear(): void;
}

/** The strong ETag of a serialized answer. */
function etagOf(payload: string): string {
  return `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
}

/** Whether `If-None-Match` names the ETag (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** A caller that is somebody: their answers are theirs alone. */
function isPersonal(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers.token !== undefined || headers.authorization !== undefined || !!headers.cookie?.trim()
  );
}

/** Adds `token` to the reply's Vary (CORS may have put `Origin` there already). */
function varyByToken(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'token')) names.push('token');
  reply.header('vary', names.join(', '));
}

/** The query fields the route's schema names: nothing else can change its answer. */
function knownQueryFields(request: FastifyRequest): Set<string> {
  const schema = request.routeOptions.schema?.querystring as
    { properties?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/**
 * Removes the query keys the route does not know (`?cb1=1`, `?_=…`) from the request, so a caller
 * cannot force a fresh query and a new entry with each made-up key.
 */
function dropUnknownQueryKeys(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  const known = knownQueryFields(request);
  for (const name of Object.keys(query)) if (!known.has(name)) delete query[name];
}

function keyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`);
  return `${request.routeOptions.url ?? request.url}?${parts.join('&')}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request computes the answer that fills the cache for its key. */
    publicCacheFill: { key: string; fill: Fill } | null;
    /** The answer was sent from the cache (onSend leaves it alone). */
    publicCacheHit: boolean;
    /**
     * Set by a `shared` route's handler: finds the time its answer stops being true by the clock
     * alone (e.g. the next banner start or end; null: none). Asked only when the answer is cached
     * or sent as public; it is then kept, by this process and by browsers, no longer.
     */
    publicCacheUntil: (() => Promise<Date | null>) | null;
  }
}

/** Installs the hooks of the public cache and `app.publicCache`. Call before the routes. */
export function installPublicCache(app: FastifyInstance, config: ServerConfig): void {
  const ttlMs = config.publicCacheSeconds * 1000;
  const now = () => config.now().getTime();
  const publicPolicy =
    config.publicCacheSeconds > 0
      ? `public, max-age=${config.publicCacheSeconds}, stale-while-revalidate=${config.publicStaleSeconds}`
      : 'no-cache';
  /** The Cache-Control of a public answer that stops being true at `until` (ms; null: never). */
  const publicPolicyUntil = (until: number | null): string => {
    if (until === null || config.publicCacheSeconds === 0) return publicPolicy;
    const left = Math.floor((until - now()) / 1000);
    if (left < 1) return 'no-cache';
    const maxAge = Math.min(config.publicCacheSeconds, left);
    const stale = Math.min(config.publicStaleSeconds, left - maxAge);
    return stale > 0
      ? `public, max-age=${maxAge}, stale-while-revalidate=${stale}`
      : `public, max-age=${maxAge}`;
  };
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Fill>();
  let generation = 0;
  let fills = 0;
  let hits = 0;

  const cache: PublicCache = {
    fills: () => fills,
    hits: () => hits,
    clear() {
      generation += 1;
      entries.clear();
    },
  };
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheFill', null);
  app.decorateRequest('publicCacheHit', false);
  app.decorateRequest('publicCacheUntil', null);

  const fresh = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() < entry.expiresAt) return entry;
    entries.delete(key);
    return null;
  };

  const beginFill = (key: string): Fill => {
    let finish: (entry: Entry | null) => void = () => {};
    const done = new Promise<Entry | null>((resolve) => {
      finish = resolve;
    });
    const fill: Fill = {
      generation,
      done,
      finish: (entry) => {
        if (filling.get(key) === fill) filling.delete(key);
        finish(entry);
      },
    };
    filling.set(key, fill);
    fills += 1;
    return fill;
  };

  const store = (key: string, fill: Fill, payload: string, until: number | null): Entry | null => {
    // a console write since the fill began: what it read may be older than that write
    if (fill.generation !== generation) return null;
    const expiresAt = Math.min(now() + ttlMs, until ?? Infinity);
    const entry = { payload, etag: etagOf(payload), expiresAt, until };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  };

  const answerFromCache = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    hits += 1;
    request.publicCacheHit = true;
    varyByToken(reply);
    reply
      .header('cache-control', publicPolicyUntil(entry.until))
      .header('etag', entry.etag)
      .type('application/json; charset=utf-8');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.send(entry.payload);
  };

  app.addHook('preHandler', async (request, reply) => {
    const policy = request.routeOptions.config.publicCache;
    if (!policy || request.method !== 'GET') return;
    if (isPersonal(request)) {
      reply.header('cache-control', 'private, no-store');
      return;
    }
    dropUnknownQueryKeys(request);
    if (policy !== 'shared' || ttlMs === 0) return;
    const key = keyOf(request);
    let entry = fresh(key);
    if (!entry) {
      const pending = filling.get(key);
      if (pending) entry = await pending.done;
      else {
        request.publicCacheFill = { key, fill: beginFill(key) };
        return;
      }
    }
    // the fill failed (an error answer is not kept): this request asks the database itself
    if (!entry) return;
    return answerFromCache(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.publicCacheHit) return payload;
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // a console write: this process forgets what it kept before the answer leaves
      if (url.startsWith('/api/admin/')) cache.clear();
      return payload;
    }
    const policy = request.routeOptions.config.publicCache;
    const filled = request.publicCacheFill;
    request.publicCacheFill = null;
    const envelopeOk =
      reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"code":0,');
    if (!policy || isPersonal(request) || !envelopeOk) {
      filled?.fill.finish(null);
      if (url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      return payload;
    }
    let until: number | null = null;
    if (request.publicCacheUntil && policy === 'shared' && ttlMs > 0) {
      try {
        until = (await request.publicCacheUntil())?.getTime() ?? null;
      } catch (error) {
        // not knowing when the answer ends: neither kept nor public
        request.log.error({ err: error }, 'public cache: the end of an answer is unknown');
        filled?.fill.finish(null);
        reply.header('cache-control', 'no-cache');
        return payload;
      }
    }
    const entry = filled ? store(filled.key, filled.fill, payload, until) : null;
    filled?.fill.finish(entry);
    const etag = entry?.etag ?? etagOf(payload);
    reply
      .header('cache-control', policy === 'shared' ? publicPolicyUntil(until) : 'no-cache')
      .header('etag', etag);
    varyByToken(reply);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  // a request that ended without onSend (aborted, failed to send) lets its waiters go on
  const release = (request: FastifyRequest) => {
    request.publicCacheFill?.fill.finish(null);
    request.publicCacheFill = null;
  };
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}
