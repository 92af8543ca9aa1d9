import { decidePrimary, isNewDiagnosisReason, NotificationStatus, notificationMsg } from '@registry/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cancerCases, cancerNotifications, medicalCases, morphologies, topographies } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Tumour = {
  patientId: number;
  /** The save's own statement inserted the patient: no case of the patient exists yet. */
  newPatient?: boolean;
  morphologyCodeId: number | null;
  topologicCodeId: number | null;
  reasonId: number | null;
};

type PatientCase = typeof cancerCases.$inferSelect & { topologicCodeId: number | null };

/**
 * The case a notification belongs to, if the registry has one (patient + morphology code), locked
 * for the save, and, when `withOthers`, the patient's other live
 * cases that have a current record with that record's topography: one round trip for what the
 * multiple-primary warning and the placement both need. With the others every case of the patient
 * is locked; a save already holds the patient's row, so no other save waits longer for it.
 */
async function casesOf(
  tx: Tx,
  tumour: Pick<Tumour, 'patientId' | 'morphologyCodeId' | 'newPatient'>,
  withOthers: boolean,
): Promise<{ found: PatientCase | null; others: PatientCase[] }> {
  // A patient row the save has just inserted has no case to find.
  if (!tumour.morphologyCodeId || tumour.newPatient) return { found: null, others: [] };
  const rows = await tx
    .select({
      case: cancerCases,
      currentId: cancerNotifications.id,
      topologicCodeId: cancerNotifications.topologicCodeId,
    })
    .from(cancerCases)
    .leftJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .where(
      and(
        eq(cancerCases.patientId, tumour.patientId),
        eq(cancerCases.isDeleted, false),
        withOthers ? undefined : eq(cancerCases.morphologyCodeId, tumour.morphologyCodeId),
      ),
    )
    .for('update', { of: cancerCases });
  const all = rows.map((r) => ({ ...r.case, topologicCodeId: r.topologicCodeId, currentId: r.currentId }));
  const found = all.find((c) => c.morphologyCodeId === tumour.morphologyCodeId) ?? null;
  // As the inner join of the comparison read them: only cases with a current record.
  const others = all.filter((c) => c !== found && c.currentId !== null);
  return { found, others };
}

async function codesOf(tx: Tx, topographyId: number | null, morphologyId: number | null) {
  const [t] = topographyId
    ? await tx.select({ code: topographies.code }).from(topographies).where(eq(topographies.id, topographyId))
    : [];
  const [m] = morphologyId
    ? await tx
        .select({ code: morphologies.code, histology: morphologies.histology })
        .from(morphologies)
        .where(eq(morphologies.id, morphologyId))
    : [];
  return { topography: t?.code ?? null, histology: m?.histology ?? null, morphology: m?.code ?? null };
}

/**
 * IARC/IACR multiple-primary rules against the patient's other cases (`casesOf`): a warning, not a refusal,
 * because only a person can tell two reports of one tumour from two tumours.
 */
export async function samePrimaryWarnings(
  tx: Tx,
  tumour: Tumour,
  others: readonly Pick<PatientCase, 'topologicCodeId' | 'morphologyCodeId'>[],
): Promise<string[]> {
  if (others.length === 0) return [];
  const mine = await codesOf(tx, tumour.topologicCodeId, tumour.morphologyCodeId);
  if (!mine.topography || mine.histology === null) return [];
  const existing = await Promise.all(others.map((o) => codesOf(tx, o.topologicCodeId, o.morphologyCodeId)));
  const known = existing.filter((e) => e.topography && e.histology !== null);
  const decision = decidePrimary(
    known.map((e) => ({ topography: e.topography!, histology: e.histology! })),
    { topography: mine.topography, histology: mine.histology },
  );
  if (decision.verdict !== 'same-tumour' || decision.matchedTumourIndex === undefined) return [];
  const match = known[decision.matchedTumourIndex];
  return [notificationMsg.possibleSameTumour(`${match.topography} ${match.morphology}`)];
}

/** The patient's other live cases with a current record, for the warning outside a save (a merge). */
export function otherCasesOf(tx: Tx, patientId: number, excludeCaseId: number | null) {
  return tx
    .select({
      topologicCodeId: cancerNotifications.topologicCodeId,
      morphologyCodeId: cancerCases.morphologyCodeId,
    })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .where(
      and(
        eq(cancerCases.patientId, patientId),
        eq(cancerCases.isDeleted, false),
        excludeCaseId ? ne(cancerCases.id, excludeCaseId) : undefined,
      ),
    );
}

/** A completed notification with no case must open one: only a new diagnosis may. */
export function checkMayOpenCase(reasonId: number | null) {
  if (!isNewDiagnosisReason(reasonId)) throw badRequest(notificationMsg.noCaseToFollow);
}

/**
 * The case's versions once a completed notification becomes its current record: a new case
 * version that needs a fresh review, except that a reviewer's own edit of a reviewed case needs no
 * second review.
 */
export function advancedCase(
  found: { caseVersion: number; reviewedVersion: number | null },
  savedByReviewer: boolean,
) {
  const caseVersion = found.caseVersion + 1;
  const reviewed = savedByReviewer && found.reviewedVersion === found.caseVersion;
  return { caseVersion, reviewedVersion: reviewed ? caseVersion : found.reviewedVersion };
}

export type CaseOutcome = { caseId: number | null; isCancerCase: boolean; warnings: string[] };

type NotificationRow = typeof cancerNotifications.$inferSelect;

/**
 * Where a saved notification stands in its case (DOMAIN.md "registry's model"): a completed new
 * diagnosis opens the case (or joins it when the registry already has that tumour); any other
 * completed reason must report on a case the registry has; a draft is only linked, never current.
 * Writes the notification's link to its case and answers the row as it then stands, and whether
 * the save opened the case (then the notification is its only one). The case's own write rides in
 * the link's statement (a data-modifying WITH): one round trip fewer per save.
 */
export async function placeInCase(
  tx: Tx,
  notificationId: number,
  status: number,
  tumour: Tumour,
  options: { savedByReviewer: boolean; warn?: boolean } = { savedByReviewer: false },
): Promise<CaseOutcome & { row: NotificationRow; opened: boolean }> {
  // The multiple-primary comparison only feeds a warning; an import shows none, so it skips it.
  const compare = status === NotificationStatus.Completed && options.warn !== false;
  const { found, others } = await casesOf(tx, tumour, compare);
  const link = (caseId: number | SQL | null, isCancerCase: boolean) =>
    tx
      .update(cancerNotifications)
      .set({ caseId, isCancerCase })
      .where(eq(cancerNotifications.id, notificationId))
      .returning();
  if (status !== NotificationStatus.Completed) {
    const [row] = await link(found?.id ?? null, false);
    return { caseId: row.caseId, isCancerCase: false, warnings: [], row, opened: false };
  }
  if (!found) {
    checkMayOpenCase(tumour.reasonId);
    const warnings = compare ? await samePrimaryWarnings(tx, tumour, others) : [];
    // A case opened now starts with this notification as its current record, written as one row.
    const next = advancedCase({ caseVersion: 0, reviewedVersion: null }, options.savedByReviewer);
    const opened = tx.$with('opened').as(
      tx
        .insert(cancerCases)
        .values({
          patientId: tumour.patientId,
          morphologyCodeId: tumour.morphologyCodeId!,
          currentNotificationId: notificationId,
          caseVersion: next.caseVersion,
          reviewedVersion: next.reviewedVersion,
        })
        .returning({ id: cancerCases.id }),
    );
    const [row] = await tx
      .with(opened)
      .update(cancerNotifications)
      .set({ caseId: sql`(select ${opened.id} from ${opened})`, isCancerCase: true })
      .where(eq(cancerNotifications.id, notificationId))
      .returning();
    return { caseId: row.caseId, isCancerCase: true, warnings, row, opened: true };
  }
  // The latest completed notification becomes the case's current record, and the case needs a fresh review.
  await tx
    .update(cancerNotifications)
    .set({ isCancerCase: false })
    .where(
      and(
        eq(cancerNotifications.caseId, found.id),
        ne(cancerNotifications.id, notificationId),
        eq(cancerNotifications.isCancerCase, true),
      ),
    );
  const next = advancedCase(found, options.savedByReviewer);
  const advanced = tx.$with('advanced').as(
    tx
      .update(cancerCases)
      .set({
        currentNotificationId: notificationId,
        caseVersion: next.caseVersion,
        reviewedVersion: next.reviewedVersion,
        updatedAt: new Date(),
      })
      .where(eq(cancerCases.id, found.id))
      .returning({ id: cancerCases.id }),
  );
  const [row] = await tx
    .with(advanced)
    .update(cancerNotifications)
    .set({ caseId: found.id, isCancerCase: true })
    .where(eq(cancerNotifications.id, notificationId))
    .returning();
  return { caseId: found.id, isCancerCase: true, warnings: [], row, opened: false };
}

/**
 * After a delete: the case falls back to its latest remaining completed notification, or closes.
 * A closed case takes its medical case with it (same transaction): the team's routes then answer
 * "transferred or deleted" and the lists drop it. Returns the medical case it closed, if any.
 */
export async function recomputeCase(tx: Tx, caseId: number, userId: number): Promise<number | null> {
  const [latest] = await tx
    .select({ id: cancerNotifications.id })
    .from(cancerNotifications)
    .where(
      and(
        eq(cancerNotifications.caseId, caseId),
        eq(cancerNotifications.status, NotificationStatus.Completed),
        eq(cancerNotifications.isDeleted, false),
      ),
    )
    .orderBy(sql`${cancerNotifications.updatedAt} desc, ${cancerNotifications.id} desc`)
    .limit(1);
  if (latest)
    await tx
      .update(cancerNotifications)
      .set({ isCancerCase: true })
      .where(eq(cancerNotifications.id, latest.id));
  await tx
    .update(cancerCases)
    .set({
      currentNotificationId: latest?.id ?? null,
      isDeleted: !latest,
      caseVersion: sql`${cancerCases.caseVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(cancerCases.id, caseId));
  if (latest) return null;
  const [closed] = await tx
    .update(medicalCases)
    .set({ isDeleted: true, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(medicalCases.cancerCaseId, caseId), eq(medicalCases.isDeleted, false)))
    .returning({ id: medicalCases.id });
  return closed?.id ?? null;
}
