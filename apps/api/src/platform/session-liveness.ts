import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions, users } from '../db/schema';
import type { VerifiedToken } from './tokens';

type Known = { userId: number; stamp: number; alive: boolean };

/** Past this many cached sessions the cache starts again: memory stays bounded under any load. */
const MAX_CACHED = 10_000;

/**
 * The second question for every signed token (issue 17 item 3): is its session still open and are
 * its claims still true? One primary-key look-up (session joined to its user) answers both: the
 * session's revoked_at, and the user's security stamp, which triggers move on deletion, role,
 * password, unit and permission changes. The answer is kept in-process for `cacheSeconds` (0 = ask
 * every time), so a revocation reaches every API server within that many seconds; the state itself
 * lives in PostgreSQL (ARCHITECTURE §1: stateless servers). A change made through this server
 * (sign-out, a revoked family, a user deleted, demoted or moved) forgets the cached answer at once,
 * so on the server that made it the change holds from the next request.
 */
export function createSessionLiveness(db: Db, cacheSeconds: number) {
  const cache = new Map<string, { known: Known | null; until: number }>();

  async function lookUp(sid: string): Promise<Known | null> {
    const [row] = await db
      .select({
        userId: userSessions.userId,
        revokedAt: userSessions.revokedAt,
        stamp: users.securityStamp,
        isDeleted: users.isDeleted,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(eq(userSessions.id, sid));
    if (!row) return null;
    return { userId: row.userId, stamp: row.stamp, alive: row.revokedAt === null && !row.isDeleted };
  }

  async function known(sid: string): Promise<Known | null> {
    if (cacheSeconds <= 0) return lookUp(sid);
    const now = Date.now();
    const hit = cache.get(sid);
    if (hit && hit.until > now) return hit.known;
    const fresh = await lookUp(sid);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(sid, { known: fresh, until: now + cacheSeconds * 1000 });
    return fresh;
  }

  return {
    /** Forget one session (sign-out, a revoked refresh family): its next request asks the database. */
    forget(sid: string) {
      cache.delete(sid);
    },
    /** Forget every session of a user whose sessions or claims changed (deletion, role, units, password). */
    forgetUser(userId: number) {
      for (const [sid, entry] of cache) if (entry.known?.userId === userId) cache.delete(sid);
    },
    async isAlive(token: VerifiedToken): Promise<boolean> {
      const state = await known(token.sid);
      return state?.alive === true && state.userId === token.session.userId && state.stamp === token.stamp;
    },
  };
}
export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
