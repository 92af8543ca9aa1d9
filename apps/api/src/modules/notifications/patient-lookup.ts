import { notificationMsg, type Session } from '@registry/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';

/** The audit action of every look-up of a patient by identifier; the limit counts these rows. */
export const PATIENT_LOOKUP = 'patient.lookup';
/** A look-up refused by the limit: audited apart, so that refusals do not extend the block. */
export const PATIENT_LOOKUP_REFUSED = 'patient.lookup-refused';
/** First key of the per-user advisory lock that makes "count, then append" one step. */
const LOOKUP_LOCK = 17_001;

export type LookupKind = 'check-identifier' | 'follow-up';

/** What one look-up found, for its audit row (details: identifier, kind, resultCount, disclosure…). */
export type LookupOutcome<T> = {
  value: T | null;
  patientId: number | null;
  resultCount: number;
  details?: Record<string, unknown>;
};

/**
 * Runs a look-up of a patient by identifier under the per-user limit (issue 17: a reporter account
 * must not be able to test CNPs in bulk). The count of the user's `patient.lookup` rows in the
 * window and the new row are taken under a per-user advisory lock in one transaction, so that
 * parallel requests and several server processes share one exact limit. Every look-up — found or
 * not — leaves a row: who looked up which identifier, what kind, how many results, how much was shown.
 */
export async function limitedLookup<T>(
  db: Db,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  lookup: { identifier: string; kind: LookupKind },
  run: (tx: Tx) => Promise<LookupOutcome<T>>,
): Promise<T | null> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOOKUP_LOCK}, ${session.userId})`);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, session.userId),
          eq(auditLog.action, PATIENT_LOOKUP),
          gt(auditLog.at, sql`now() - make_interval(mins => ${limits.windowMinutes})`),
        ),
      );
    if (count >= limits.limit) return null;
    const found = await run(tx);
    await writeAudit(tx, request, {
      action: PATIENT_LOOKUP,
      entity: 'patient',
      entityId: found.patientId,
      details: {
        identifier: lookup.identifier,
        kind: lookup.kind,
        resultCount: found.resultCount,
        ...found.details,
      },
    });
    return found;
  });
  if (outcome) return outcome.value;
  await writeAudit(db, request, {
    action: PATIENT_LOOKUP_REFUSED,
    entity: 'patient',
    details: { identifier: lookup.identifier, kind: lookup.kind, limit: limits.limit },
  });
  throw new AppError(429, notificationMsg.tooManyLookups(limits.windowMinutes));
}
