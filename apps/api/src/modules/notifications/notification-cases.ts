import { decidePrimary, isNewDiagnosisReason, NotificationStatus, notificationMsg } from '@registry/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cancerCases, cancerNotifications, medicalCases, morphologies, topographies } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Tumour = {
  patientId: number;
  morphologyCodeId: number | null;
  topologicCodeId: number | null;
  reasonId: number | null;
};

/** The case a notification belongs to, if the registry has one (patient + morphology code). */
export async function findCase(tx: Tx, patientId: number, morphologyCodeId: number | null) {
  if (!morphologyCodeId) return null;
  const [found] = await tx
    .select()
    .from(cancerCases)
    .where(
      and(
        eq(cancerCases.patientId, patientId),
        eq(cancerCases.morphologyCodeId, morphologyCodeId),
        eq(cancerCases.isDeleted, false),
      ),
    )
    .for('update');
  return found ?? null;
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
 * IARC/IACR multiple-primary rules against the patient's other cases: a warning, not a refusal,
 * because only a person can tell two reports of one tumour from two tumours.
 */
export async function samePrimaryWarnings(
  tx: Tx,
  tumour: Tumour,
  excludeCaseId: number | null,
): Promise<string[]> {
  const others = await tx
    .select({
      caseId: cancerCases.id,
      topologicCodeId: cancerNotifications.topologicCodeId,
      morphologyCodeId: cancerCases.morphologyCodeId,
    })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .where(
      and(
        eq(cancerCases.patientId, tumour.patientId),
        eq(cancerCases.isDeleted, false),
        excludeCaseId ? ne(cancerCases.id, excludeCaseId) : sql`true`,
      ),
    );
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

/**
 * Where a saved notification stands in its case (DOMAIN.md "registry's model"): a completed new
 * diagnosis opens the case (or joins it when the registry already has that tumour); any other
 * completed reason must report on a case the registry has; a draft is only linked, never current.
 */
export async function placeInCase(
  tx: Tx,
  notificationId: number,
  status: number,
  tumour: Tumour,
  options: { savedByReviewer: boolean; warn?: boolean } = { savedByReviewer: false },
): Promise<CaseOutcome> {
  let found = await findCase(tx, tumour.patientId, tumour.morphologyCodeId);
  if (status !== NotificationStatus.Completed)
    return { caseId: found?.id ?? null, isCancerCase: false, warnings: [] };
  const warnings: string[] = [];
  if (!found) {
    checkMayOpenCase(tumour.reasonId);
    // The multiple-primary comparison only feeds a warning; an import shows none, so it skips it.
    if (options.warn !== false) warnings.push(...(await samePrimaryWarnings(tx, tumour, null)));
    [found] = await tx
      .insert(cancerCases)
      .values({ patientId: tumour.patientId, morphologyCodeId: tumour.morphologyCodeId! })
      .returning();
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
  await tx
    .update(cancerCases)
    .set({
      currentNotificationId: notificationId,
      caseVersion: next.caseVersion,
      reviewedVersion: next.reviewedVersion,
      updatedAt: new Date(),
    })
    .where(eq(cancerCases.id, found.id));
  return { caseId: found.id, isCancerCase: true, warnings };
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
