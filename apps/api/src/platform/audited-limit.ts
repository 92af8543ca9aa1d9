import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * A per-user limit counted from the audit trail: at most `limit` rows of `actions` by one user in the
 * last `windowMinutes`. `lock` is the first key of the per-user advisory lock (one number per limit,
 * so that two limits never wait on each other).
 */
export type AuditedLimit = {
  lock: number;
  actions: readonly string[];
  limit: number;
  windowMinutes: number;
};

/** Under the limit: what `run` answered. Over it: seconds until the oldest counted row leaves the window. */
export type AuditedLimitOutcome<T> = { value: T } | { retryAfter: number };

/**
 * Counts the user's rows in the window and runs `run` in one transaction under a per-user advisory
 * lock, so that "count, then append" is one step across parallel requests and several server
 * processes (ARCHITECTURE §1: shared state lives in PostgreSQL). `run` appends the row that counts
 * (or not: a step that turns out to be no use of the limit appends nothing). Over the limit `run` is
 * not called; the caller audits the refusal outside, so refusals never extend the block.
 */
export async function underAuditedLimit<T>(
  db: Db | Tx,
  userId: number,
  rule: AuditedLimit,
  run: (tx: Tx) => Promise<T>,
): Promise<AuditedLimitOutcome<T>> {
  return db.transaction(async (tx): Promise<AuditedLimitOutcome<T>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rule.lock}, ${userId})`);
    const [{ count, retryAfter }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        // Seconds until the oldest counted row leaves the window, so a slot frees up.
        retryAfter: sql<number>`ceil(extract(epoch from (min(${auditLog.at}) + ${windowOf(rule)} - now())))::int`,
      })
      .from(auditLog)
      .where(countedRows(userId, rule));
    if (count >= rule.limit) return { retryAfter: Math.max(1, retryAfter ?? 1) };
    return { value: await run(tx) };
  });
}

const windowOf = (rule: AuditedLimit) => sql`make_interval(mins => ${rule.windowMinutes})`;

/** The user's rows the limit counts: `rule.actions` in the window. */
const countedRows = (userId: number, rule: AuditedLimit) =>
  and(
    eq(auditLog.userId, userId),
    inArray(auditLog.action, [...rule.actions]),
    gt(auditLog.at, sql`now() - ${windowOf(rule)}`),
  );

/**
 * SQL: the user is at or past the limit now — the count `underAuditedLimit` takes, without its lock,
 * for a caller that only needs to know whether the limit could matter (an estimate under parallel
 * requests; the locked count decides).
 */
export const pastAuditedLimitSql = (userId: number, rule: AuditedLimit) =>
  sql`((select count(*) from ${auditLog} where ${countedRows(userId, rule)}) >= ${rule.limit})`;
