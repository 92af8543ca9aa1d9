import { holdsRecord, type Notification, notificationMsg, type Session } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { patients } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { type AuditedLimit, pastAuditedLimitSql, underAuditedLimit } from '../../platform/audited-limit';
import {
  childHolders,
  holdingReportsSql,
  holdsRecordSql,
  treatingCasesSql,
} from '../../platform/child-access';
import { AppError } from '../../platform/errors';
import { outsideTheSave } from '../../platform/idempotency';
import { namedBy } from '../duplicates/patient-alias';
import { visibleUnits } from './notification-scope';

/** The audit action of every look-up of a patient by identifier; the limit counts these rows. */
export const PATIENT_LOOKUP = 'patient.lookup';
/** A look-up refused by the limit: audited apart, so that refusals do not extend the block. */
export const PATIENT_LOOKUP_REFUSED = 'patient.lookup-refused';
/** First key of the per-user advisory lock that makes "count, then append" one step. */
const LOOKUP_LOCK = 17_001;

/**
 * `save`: a follow-up's save that found another unit's case (notification-save-check.ts);
 * `duplicate-check`: a save of a new child that warned of a similar child in the registry (issue 27).
 */
export type LookupKind = 'check-identifier' | 'follow-up' | 'save' | 'duplicate-check';

/** What one look-up found, for its audit row (details: identifier, kind, resultCount, disclosure…). */
export type LookupOutcome<T> = {
  value: T | null;
  patientId: number | null;
  resultCount: number;
  details?: Record<string, unknown>;
  /** false: what the run found was no look-up after all (a save that found its own unit's case): no row, no count. */
  counted?: boolean;
  /**
   * A save past the limit (`pastTheLimit: 'undisclosed'`) that would disclose: what it answers instead,
   * as for a child nobody holds (may throw that child's refusal). Unset: null.
   */
  undisclosed?: () => T | null;
};

/**
 * Past the limit: `refuse` — 429 (the look-up calls); `undisclosed` — a save (issue 40 item 4: the
 * limit guards disclosure, not work): it goes on with what it may know without a look-up, the same
 * answer as for a child nobody holds, and the refusal is audited.
 */
export type PastTheLimit = 'refuse' | 'undisclosed';

/**
 * Runs a look-up of a patient by identifier under the per-user limit (issue 17: a reporter account
 * must not be able to test CNPs in bulk). The count of the user's `patient.lookup` rows in the
 * window and the new row are taken under a per-user advisory lock in one transaction
 * (`underAuditedLimit`), so that parallel requests and several server processes share one exact
 * limit. Every look-up — found or not — leaves a row: who looked up which identifier, what kind, how
 * many results, how much was shown.
 */
export async function limitedLookup<T>(
  db: Db | Tx,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  lookup: { identifier: string; kind: LookupKind },
  run: (tx: Tx) => Promise<LookupOutcome<T>>,
  pastTheLimit: PastTheLimit = 'refuse',
): Promise<T | null> {
  const rule = { lock: LOOKUP_LOCK, actions: [PATIENT_LOOKUP], ...limits };
  // Its own transaction, committed whatever the request does next: not the write a save's
  // Idempotency-Key marks (a save that dies after its look-up wrote nothing).
  const outcome = await outsideTheSave(() =>
    underAuditedLimit(db, session.userId, rule, async (tx) => {
      const found = await run(tx);
      if (found.counted === false) return found;
      await writeAudit(tx, request, {
        action: PATIENT_LOOKUP,
        entity: 'patient',
        entityId: found.patientId,
        // Named outright, so the trail finds a look-up of an unknown child by the identifier searched.
        patientIdentifier: lookup.identifier,
        details: {
          identifier: lookup.identifier,
          kind: lookup.kind,
          resultCount: found.resultCount,
          ...found.details,
        },
      });
      return found;
    }),
  );
  if ('value' in outcome) return outcome.value.value;
  await writeAudit(db, request, {
    action: PATIENT_LOOKUP_REFUSED,
    entity: 'patient',
    patientIdentifier: lookup.identifier,
    details: {
      identifier: lookup.identifier,
      kind: lookup.kind,
      limit: limits.limit,
      ...(pastTheLimit === 'undisclosed' && { saved: true }),
    },
  });
  if (pastTheLimit === 'undisclosed') {
    const found = await outsideTheSave(() => db.transaction(run));
    return found.counted === false ? found.value : (found.undisclosed?.() ?? null);
  }
  const { retryAfter } = outcome;
  throw new AppError(429, notificationMsg.tooManyLookups(Math.ceil(retryAfter / 60)), { retryAfter });
}

/**
 * A save that names a child other units hold is a look-up (access model, issue 22): its answer
 * and the record's reaction tell the caller the child is known, so it is audited with the
 * identifier and counted in the caller's look-up limit. Past it the save is not refused (issue 40
 * item 4): the refusal is audited and the save goes on. A child nobody else holds (new, or only the
 * caller's unit's) is no look-up: nothing is counted.
 */
export async function lookUpNamedChild(
  db: Db | Tx,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  n: Notification,
) {
  if (visibleUnits(session) === 'all') return;
  const identifier = n.patientDetails.identifier?.trim() ?? '';
  const unitId = n.notificationOverview.reportingUnitId;
  if (!identifier || identifier.length > 13 || !unitId) return;
  // Most saves name a child no other unit holds: the limited look-up would find nothing to count
  // and write nothing. One statement tells (issue 41: the look-up's transaction is five), and the
  // look-up runs only when it could count or refuse — when another unit may hold the child, or the
  // caller may be past the limit (whose refusal the look-up audits) — and decides under its lock.
  const rule = { lock: LOOKUP_LOCK, actions: [PATIENT_LOOKUP], ...limits };
  if (!(await mayCountAsLookup(db, session.userId, rule, identifier, n.patientDetails.isForeigner, unitId)))
    return;
  await limitedLookup(
    db,
    request,
    session,
    limits,
    { identifier, kind: 'save' },
    async (tx) => {
      const [patient] = await tx
        .select({ id: patients.id })
        .from(patients)
        .where(namedBy(identifier, n.patientDetails.isForeigner));
      const holders = patient ? await childHolders(tx, patient.id) : null;
      const heldElsewhere =
        holders !== null &&
        !holdsRecord(unitId, holders) &&
        [...holders.reportingUnitIds, ...holders.treatingUnitIds].length > 0;
      if (!heldElsewhere) return { value: null, patientId: null, resultCount: 0, counted: false };
      return { value: null, patientId: patient.id, resultCount: 1, details: { disclosure: 'none' } };
    },
    'undisclosed',
  );
}

/** Whether a save's look-up could count or be refused (`lookUpNamedChild`): one statement, no lock. */
async function mayCountAsLookup(
  db: Db | Tx,
  userId: number,
  rule: AuditedLimit,
  identifier: string,
  isForeigner: boolean,
  unitId: number,
) {
  // A child held by some unit (the holders of `childHolders`), not by `unitId`.
  const heldElsewhere = sql`exists (select 1 from ${patients} where ${namedBy(identifier, isForeigner)}
    and not ${holdsRecordSql([unitId], sql`${patients.id}`)}
    and (exists (select 1 from ${holdingReportsSql(sql`${patients.id}`)})
      or exists (select 1 from ${treatingCasesSql(sql`${patients.id}`)})))`;
  const answer = await db.execute(
    sql`select (${heldElsewhere} or ${pastAuditedLimitSql(userId, rule)}) as may`,
  );
  return (answer as unknown as { rows: { may: boolean }[] }).rows[0]?.may !== false;
}
