import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { sha256 } from '../../platform/tokens';

type Purpose = 'reset' | 'twofa' | 'invitation';

/** Issues a code for one purpose; earlier unconsumed codes of that purpose stop working. */
export async function issueCode(db: Db | Tx, userId: number, purpose: Purpose, code: string, ttlMs: number) {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(Date.now() + ttlMs) });
}

/**
 * Consumes the live code if it matches. A wrong guess counts against the live code, and the code
 * burns after `maxAttempts` wrong guesses, so six digits cannot be brute-forced.
 */
export async function consumeCode(
  db: Db | Tx,
  userId: number,
  purpose: Purpose,
  code: string,
  maxAttempts: number,
) {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= Date.now()) return false;
  if (live.codeHash !== sha256(code)) {
    await db
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        consumedAt: live.attempts + 1 >= maxAttempts ? new Date() : null,
      })
      .where(eq(oneTimeCodes.id, live.id));
    return false;
  }
  // The conditional update makes two concurrent uses of one code succeed only once.
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
