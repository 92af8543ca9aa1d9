import {
  applyConfirmations,
  isConfirmable,
  type Notification,
  type QualityCheck,
  type QualityCodeList,
  type QualityContext,
  qualityChecksOf,
  qualityMessageCode,
  qualitySaveEffect,
  type Session,
  type StoredConfirmation,
  todayIso,
} from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  cancerNotifications,
  notificationQualityConfirmations as confirmations,
  dictionaryEntries,
  morphologies,
  topographies,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, fieldErrors, notFound } from '../../platform/errors';
import { unitScope } from './notification-scope';

export const SMALL_LISTS: Partial<Record<QualityCodeList, number>> = {
  gender: ListId.gender,
  behaviour: ListId.behaviour,
  grade: ListId.grade,
  basisOfDiagnosis: ListId.basisOfDiagnosis,
};

/** The codes of the few dictionary ids the checks read, looked up in one round trip per table. */
async function codesOf(db: Db | Tx, n: Notification) {
  const codes = new Map<string, string | null>();
  const key = (list: QualityCodeList, id: number) => `${list}:${id}`;
  const topographyId = n.cancerDiagnostic.topologicCodeId;
  const morphologyId = n.cancerMorphology.morphologyCodeId;
  if (topographyId !== null) {
    const [row] = await db
      .select({ code: topographies.code })
      .from(topographies)
      .where(eq(topographies.id, topographyId));
    codes.set(key('topography', topographyId), row?.code ?? null);
  }
  if (morphologyId !== null) {
    const [row] = await db
      .select({ code: morphologies.code })
      .from(morphologies)
      .where(eq(morphologies.id, morphologyId));
    codes.set(key('morphology', morphologyId), row?.code ?? null);
  }
  const wanted: [QualityCodeList, number | null][] = [
    ['gender', n.patientDetails.genderId],
    ['behaviour', n.cancerMorphology.behaviorId],
    ['grade', n.cancerMorphology.degreeId],
    ['basisOfDiagnosis', n.cancerDiagnostic.registrationBaseId],
  ];
  const pairs = wanted.filter((w): w is [QualityCodeList, number] => w[1] !== null);
  if (pairs.length) {
    const rows = await db
      .select({ listId: dictionaryEntries.listId, id: dictionaryEntries.id, code: dictionaryEntries.code })
      .from(dictionaryEntries)
      .where(
        sql`(${dictionaryEntries.listId}, ${dictionaryEntries.id}) in (${sql.join(
          pairs.map(([list, id]) => sql`(${SMALL_LISTS[list]}::smallint, ${id}::integer)`),
          sql`, `,
        )})`,
      );
    for (const [list, id] of pairs)
      codes.set(key(list, id), rows.find((r) => r.listId === SMALL_LISTS[list] && r.id === id)?.code ?? null);
  }
  return (list: QualityCodeList, id: number) => codes.get(key(list, id)) ?? null;
}

/** Confirmations stored for a notification, with the confirmer's name. */
export async function confirmationsOf(db: Db | Tx, notificationId: number): Promise<StoredConfirmation[]> {
  const rows = await db
    .select({
      checkId: confirmations.checkId,
      fingerprint: confirmations.fingerprint,
      confirmedBy: confirmations.confirmedBy,
      confirmedByName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      confirmedAt: confirmations.confirmedAt,
    })
    .from(confirmations)
    .innerJoin(users, eq(users.id, confirmations.confirmedBy))
    .where(eq(confirmations.notificationId, notificationId));
  return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt.toISOString() }));
}

/** Every check of a notification, with the confirmations stored for it applied. */
export async function qualityOf(
  db: Db | Tx,
  n: Notification,
  codeOf?: QualityContext['codeOf'],
): Promise<QualityCheck[]> {
  const checks = qualityChecksOf(n, { today: todayIso(), codeOf: codeOf ?? (await codesOf(db, n)) });
  return n.id ? applyConfirmations(checks, await confirmationsOf(db, n.id)) : checks;
}

/**
 * The save's refusal: a completed notification with an Invalid combination gets a 400 whose
 * message is the check's own (what to change), on the first field the check reads. Answers the checks.
 */
export async function refuseInvalidCombination(
  db: Db | Tx,
  n: Notification,
  codeOf?: QualityContext['codeOf'],
) {
  const checks = await qualityOf(db, n, codeOf);
  const { blocking } = qualitySaveEffect(checks, n.status);
  if (blocking.length)
    throw fieldErrors(Object.fromEntries(blocking.map((c) => [c.fields[0], qualityMessageCode(c)])));
  return checks;
}

/** What a save stores: the results that are not OK, and whether any is unresolved. */
export function storedQuality(checks: readonly QualityCheck[], status: number) {
  return {
    qualityChecks: checks.filter((c) => c.severity !== 'OK'),
    hasUnresolvedQualityWarnings: qualitySaveEffect(checks, status).hasUnresolved,
  };
}

const storedChecks = (value: unknown) => (Array.isArray(value) ? (value as QualityCheck[]) : []);

/** The stored results of a notification the caller may see, with the confirmations applied. */
export async function storedQualityOf(db: Db | Tx, notificationId: number, stored: unknown) {
  return storedQualityWith(stored, await confirmationsOf(db, notificationId));
}

/** `storedQualityOf` with the confirmations already read (the read asks them in its own statement). */
export function storedQualityWith(stored: unknown, found: readonly StoredConfirmation[]) {
  const checks = storedChecks(stored).map((c) => ({ ...c, confirmation: null }));
  return applyConfirmations(checks, found);
}

/**
 * A registrar or reviewer confirms a Query or Rare result as verified: stored with who and when,
 * bound to the values it was checked on, audited. Scoped like the notification (another unit's
 * reporter gets 404). Answers the notification's results after the confirmation.
 */
export async function confirmQualityCheck(
  db: Db,
  request: FastifyRequest,
  session: Session,
  notificationId: number,
  checkId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cancerNotifications)
      .where(
        and(
          eq(cancerNotifications.id, notificationId),
          eq(cancerNotifications.isDeleted, false),
          unitScope(session),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    const checks = storedChecks(row.qualityChecks);
    const check = checks.find((c) => c.checkId === checkId);
    if (!check || !isConfirmable(check.severity)) throw badRequest('quality.nothingToConfirm');
    await tx
      .insert(confirmations)
      .values({ notificationId, checkId, fingerprint: check.fingerprint, confirmedBy: session.userId })
      .onConflictDoNothing();
    const results = await storedQualityOf(tx, notificationId, checks);
    const { hasUnresolvedQualityWarnings } = storedQuality(results, row.status);
    await tx
      .update(cancerNotifications)
      .set({ hasUnresolvedQualityWarnings })
      .where(eq(cancerNotifications.id, notificationId));
    await writeAudit(tx, request, {
      action: 'notification.qualityCheckConfirmed',
      entity: 'cancer_notification',
      entityId: notificationId,
      details: { checkId, severity: check.severity, fingerprint: check.fingerprint, caseId: row.caseId },
    });
    return { qualityChecks: results, hasUnresolvedQualityWarnings };
  });
}

/** Confirmations of the notifications of a case, for its evolution (who confirmed what, when). */
export async function caseConfirmations(db: Db, notificationIds: readonly number[]) {
  if (!notificationIds.length) return [];
  return db
    .select({
      notificationId: confirmations.notificationId,
      checkId: confirmations.checkId,
      confirmedByName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      confirmedAt: confirmations.confirmedAt,
    })
    .from(confirmations)
    .innerJoin(users, eq(users.id, confirmations.confirmedBy))
    .where(inArray(confirmations.notificationId, [...notificationIds]))
    .orderBy(confirmations.confirmedAt);
}
