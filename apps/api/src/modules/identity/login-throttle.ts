import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** Minutes left on a lock, or 0 when the address may try. */
export async function lockMinutesLeft(db: Db, email: string): Promise<number> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, email));
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts a failure; returns true when this failure locked the address. */
export async function recordFailure(db: Db, email: string, maxFailures: number, lockoutMinutes: number) {
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      // A lock that has run out starts the count again.
      set: {
        failures: sql`case when ${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= now() then 1 else ${loginThrottle.failures} + 1 end`,
        lockedUntil: sql`case when ${loginThrottle.lockedUntil} <= now() then null else ${loginThrottle.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (row.failures < maxFailures) return false;
  await db
    .update(loginThrottle)
    .set({ failures: 0, lockedUntil: new Date(Date.now() + lockoutMinutes * 60_000), updatedAt: new Date() })
    .where(eq(loginThrottle.email, email));
  return true;
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
