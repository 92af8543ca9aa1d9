import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Answer = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Answer) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The store of @fastify/rate-limit in PostgreSQL (issue 26 item 1): the per-route request limits
 * (sign-in, password reset, e-mail dialog) count every request of a client on every API server, not
 * per process. One upsert per request: a counter per route and client, in a fixed window that starts
 * again once it has ended. Windows that ended are deleted now and then.
 */
export function postgresRateLimitStore(db: Db) {
  async function count(key: string, timeWindow: number): Promise<Answer> {
    const fresh = sql`now() + make_interval(secs => ${timeWindow / 1000})`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowEndsAt: fresh })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${rateLimitHits.windowEndsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= now() then ${fresh} else ${rateLimitHits.windowEndsAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000))::int`,
      });
    if (Math.random() < 0.01)
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now()`));
    return { current: row.hits, ttl: row.ttl };
  }

  class PostgresRateLimitStore {
    private readonly prefix: string;
    // The plugin builds the first store with its options; each route's child gets its own prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      count(`${this.prefix}${key}`.slice(0, 300), timeWindow).then(
        (answer) => cb(null, answer),
        (err: Error) => cb(err),
      );
    }

    // At run time the plugin passes the route's merged limit options, which carry `routeInfo`.
    child(options: object) {
      const { method = '', url = '' } = (options as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(`${String(method)}${url}-`);
    }
  }
  return PostgresRateLimitStore;
}
