import { duplicateMsg } from '@registry/domain';
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import {
  cancerCases,
  cancerNotifications,
  clinicalInterventions,
  duplicatePairs,
  type MergeSnapshot,
  type MergeSummary,
  medicalCaseRecommendations,
  medicalCases,
  notificationVersions,
  patientAliases,
  patientChangeProposals,
  patientMerges,
  patients,
} from '../../db/schema';
import { writeAudit, writeAudits } from '../../platform/audit';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { otherCasesOf, recomputeCase, samePrimaryWarnings } from '../notifications/notification-cases';
import {
  fingerprintOf,
  idsOf,
  type MergeTable,
  mergeTables,
  refreshReportFacts,
  restoreRows,
  rowsAsJson,
} from './patient-merge.snapshot';

const anyOf = (column: PgColumn, ids: number[]): SQL => (ids.length ? inArray(column, ids) : sql`false`);

/** Every row the merge of R into S may change, as it is now (the unmerge writes these back). */
async function takeSnapshot(tx: Tx, s: number, r: number, pairId: number | null): Promise<MergeSnapshot> {
  const both = [s, r];
  const notifications = await rowsAsJson(
    tx,
    'cancer_notifications',
    inArray(cancerNotifications.patientId, both),
  );
  const retiredNotifications = notifications.filter((n) => n.patient_id === r).map((n) => Number(n.id));
  const medical = await rowsAsJson(tx, 'medical_cases', inArray(medicalCases.patientId, both));
  const medicalIds = medical.map((m) => Number(m.id));
  return {
    patient_aliases: await rowsAsJson(tx, 'patient_aliases', eq(patientAliases.patientId, r)),
    patients: await rowsAsJson(tx, 'patients', inArray(patients.id, both)),
    cancer_cases: await rowsAsJson(tx, 'cancer_cases', inArray(cancerCases.patientId, both)),
    medical_cases: medical,
    cancer_notifications: notifications,
    notification_versions: await rowsAsJson(
      tx,
      'notification_versions',
      anyOf(notificationVersions.notificationId, retiredNotifications),
    ),
    clinical_interventions: await rowsAsJson(
      tx,
      'clinical_interventions',
      anyOf(clinicalInterventions.medicalCaseId, medicalIds),
    ),
    medical_case_recommendations: await rowsAsJson(
      tx,
      'medical_case_recommendations',
      anyOf(medicalCaseRecommendations.medicalCaseId, medicalIds),
    ),
    patient_change_proposals: await rowsAsJson(
      tx,
      'patient_change_proposals',
      inArray(patientChangeProposals.patientId, both),
    ),
    duplicate_pairs: pairId ? await rowsAsJson(tx, 'duplicate_pairs', eq(duplicatePairs.id, pairId)) : [],
  };
}

/** The rows to fingerprint: the snapshot's, and whatever the two patients hold now (a later save included). */
function touchedRows(snapshot: MergeSnapshot, s: number, r: number): Partial<Record<MergeTable, SQL>> {
  const both = [s, r];
  const ids = (table: MergeTable) => idsOf(snapshot, table);
  const medicalIds = ids('medical_cases');
  return {
    patient_aliases: or(
      inArray(patientAliases.patientId, both),
      anyOf(patientAliases.id, ids('patient_aliases')),
    ),
    patients: inArray(patients.id, both),
    cancer_cases: inArray(cancerCases.patientId, both),
    medical_cases: or(inArray(medicalCases.patientId, both), anyOf(medicalCases.id, medicalIds)),
    cancer_notifications: inArray(cancerNotifications.patientId, both),
    notification_versions: anyOf(notificationVersions.id, ids('notification_versions')),
    clinical_interventions: anyOf(clinicalInterventions.medicalCaseId, medicalIds),
    medical_case_recommendations: anyOf(medicalCaseRecommendations.medicalCaseId, medicalIds),
    patient_change_proposals: inArray(patientChangeProposals.patientId, both),
    duplicate_pairs: anyOf(duplicatePairs.id, ids('duplicate_pairs')),
  };
}

/**
 * The retired patient's case of a tumour the survivor also has (same morphology code: the registry's
 * case key) joins the survivor's case: its notifications and history move, it closes, and the
 * survivor's case takes the latest completed record as current (a new case version, to review again).
 * Their medical cases become one: the survivor's keeps its team, the other's interventions and
 * recommendations join it.
 */
async function combineCases(tx: Tx, keptId: number, retiredId: number, userId: number) {
  await tx
    .update(cancerNotifications)
    .set({ isCancerCase: false })
    .where(inArray(cancerNotifications.caseId, [keptId, retiredId]));
  await tx
    .update(cancerNotifications)
    .set({ caseId: keptId })
    .where(eq(cancerNotifications.caseId, retiredId));
  await tx
    .update(notificationVersions)
    .set({ caseId: keptId })
    .where(eq(notificationVersions.caseId, retiredId));
  await tx
    .update(cancerCases)
    .set({ isDeleted: true, currentNotificationId: null, caseVersion: sql`${cancerCases.caseVersion} + 1` })
    .where(eq(cancerCases.id, retiredId));
  const teams = await tx
    .select()
    .from(medicalCases)
    .where(inArray(medicalCases.cancerCaseId, [keptId, retiredId]));
  const kept = teams.find((m) => m.cancerCaseId === keptId);
  const retired = teams.find((m) => m.cancerCaseId === retiredId);
  if (retired && !kept)
    await tx.update(medicalCases).set({ cancerCaseId: keptId }).where(eq(medicalCases.id, retired.id));
  if (retired && kept) {
    await tx
      .update(clinicalInterventions)
      .set({ medicalCaseId: kept.id })
      .where(eq(clinicalInterventions.medicalCaseId, retired.id));
    await tx
      .update(medicalCaseRecommendations)
      .set({ medicalCaseId: kept.id })
      .where(eq(medicalCaseRecommendations.medicalCaseId, retired.id));
    await tx.update(medicalCases).set({ isDeleted: true }).where(eq(medicalCases.id, retired.id));
    if (kept.isDeleted && !retired.isDeleted)
      await tx.update(medicalCases).set({ isDeleted: false }).where(eq(medicalCases.id, kept.id));
  }
  await recomputeCase(tx, keptId, userId);
}

/** Moves everything R holds to S, re-running the case and multiple-primary rules. */
async function moveRecords(tx: Tx, s: number, r: number, userId: number) {
  const survivorCases = await tx.select().from(cancerCases).where(eq(cancerCases.patientId, s));
  const retiredCases = await tx.select().from(cancerCases).where(eq(cancerCases.patientId, r));
  const combined: MergeSummary['casesCombined'] = [];
  const moved: number[] = [];
  for (const c of retiredCases) {
    const twin = survivorCases.find((k) => k.morphologyCodeId === c.morphologyCodeId);
    if (!twin) moved.push(c.id);
    // A deleted case of a tumour the survivor has stays with the retired identity (nothing to count).
    else if (!c.isDeleted) {
      await combineCases(tx, twin.id, c.id, userId);
      combined.push({ kept: twin.id, retired: c.id });
    }
  }
  if (moved.length) {
    await tx
      .update(cancerCases)
      .set({ patientId: s, caseVersion: sql`${cancerCases.caseVersion} + 1` })
      .where(inArray(cancerCases.id, moved));
    await tx.update(medicalCases).set({ patientId: s }).where(inArray(medicalCases.cancerCaseId, moved));
  }
  await tx
    .update(medicalCases)
    .set({ patientId: s })
    .where(
      and(
        eq(medicalCases.patientId, r),
        inArray(medicalCases.cancerCaseId, combined.map((c) => c.kept).concat(-1)),
      ),
    );
  const notifications = await tx
    .update(cancerNotifications)
    .set({ patientId: s })
    .where(eq(cancerNotifications.patientId, r))
    .returning({ id: cancerNotifications.id });
  await tx
    .update(patientChangeProposals)
    .set({ patientId: s })
    .where(eq(patientChangeProposals.patientId, r));
  // Two different primaries stay two cases; the rules only warn where a person should look again.
  const warnings: string[] = [];
  for (const caseId of moved) {
    const [current] = await tx
      .select({
        morphologyCodeId: cancerCases.morphologyCodeId,
        topologicCodeId: cancerNotifications.topologicCodeId,
      })
      .from(cancerCases)
      .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
      .where(and(eq(cancerCases.id, caseId), eq(cancerCases.isDeleted, false)));
    if (current)
      warnings.push(
        ...(await samePrimaryWarnings(
          tx,
          { patientId: s, ...current, reasonId: null },
          await otherCasesOf(tx, s, caseId),
        )),
      );
  }
  return { notifications: notifications.length, moved, combined, warnings };
}

/** What the survivor lacks and the retired record knew (names, dates, address, files) is kept. */
async function fillSurvivor(tx: Tx, s: number, r: number) {
  const columns = [
    'first_name',
    'last_name',
    'gender_id',
    'birthdate',
    'county_id',
    'city_id',
    'address',
    'email',
    'phone',
    'agreement_name',
    'agreement_storage_name',
    'social_survey_name',
    'social_survey_storage_name',
  ];
  const set = sql.raw(columns.map((c) => `"${c}" = coalesce(s."${c}", r."${c}")`).join(', '));
  await tx.execute(sql`update patients s set ${set} from patients r where s.id = ${s} and r.id = ${r}`);
}

export type MergeInput = { survivingPatientId: number; retiredPatientId: number; pairId: number | null };

/**
 * Merges R into S in the caller's transaction (issue 27 item 4): every notification, case, medical
 * case, intervention, recommendation and proposal moves to S; R's identity becomes an alias of S;
 * the merge record keeps the rows as they were, so `unmergePatients` restores them exactly.
 */
export async function mergePatients(
  tx: Tx,
  request: FastifyRequest | null,
  userId: number,
  input: MergeInput,
) {
  const { survivingPatientId: s, retiredPatientId: r, pairId } = input;
  const locked = await tx
    .select()
    .from(patients)
    .where(inArray(patients.id, [s, r]))
    .orderBy(patients.id)
    .for('update');
  if (locked.length !== 2) throw notFound();
  const [retiredBefore] = await tx
    .select({ id: patientMerges.id })
    .from(patientMerges)
    .where(and(inArray(patientMerges.retiredPatientId, [s, r]), isNull(patientMerges.unmergedAt)));
  if (retiredBefore) throw badRequest(duplicateMsg.patientRetired);
  const snapshot = await takeSnapshot(tx, s, r, pairId);
  const empty: MergeSummary = {
    notifications: 0,
    casesMoved: 0,
    casesCombined: [],
    medicalCasesMoved: 0,
    samePrimaryWarnings: [],
    fingerprint: '',
  };
  const [merge] = await tx
    .insert(patientMerges)
    .values({
      survivingPatientId: s,
      retiredPatientId: r,
      pairId,
      snapshot,
      summary: empty,
      mergedBy: userId,
    })
    .returning({ id: patientMerges.id });
  const done = await moveRecords(tx, s, r, userId);
  await fillSurvivor(tx, s, r);
  const retired = locked.find((p) => p.id === r)!;
  await tx.update(patientAliases).set({ patientId: s }).where(eq(patientAliases.patientId, r));
  await tx.insert(patientAliases).values({
    identifier: retired.identifier,
    isForeigner: retired.isForeigner,
    patientId: s,
    mergeId: merge.id,
  });
  const touchedCases = await tx
    .select({ id: cancerCases.id })
    .from(cancerCases)
    .where(inArray(cancerCases.patientId, [s, r]));
  await refreshReportFacts(
    tx,
    touchedCases.map((c) => c.id),
  );
  if (pairId)
    await tx
      .update(duplicatePairs)
      .set({ status: 'same', decidedAt: new Date(), decidedBy: userId })
      .where(eq(duplicatePairs.id, pairId));
  const summary: MergeSummary = {
    notifications: done.notifications,
    casesMoved: done.moved.length,
    casesCombined: done.combined,
    medicalCasesMoved: (snapshot.medical_cases ?? []).filter((m) => m.patient_id === r).length,
    samePrimaryWarnings: done.warnings,
    fingerprint: await fingerprintOf(tx, touchedRows(snapshot, s, r)),
  };
  await tx.update(patientMerges).set({ summary }).where(eq(patientMerges.id, merge.id));
  const { fingerprint: _, ...said } = summary;
  await writeAudit(tx, request, {
    action: 'patient.merged',
    entity: 'patient',
    entityId: s,
    details: {
      mergeId: merge.id,
      retiredPatientId: r,
      retiredIdentifier: retired.identifier,
      pairId,
      ...said,
    },
  });
  const touched = [...done.moved, ...done.combined.flatMap((c) => [c.kept, c.retired])];
  await writeAudits(
    tx,
    request,
    touched.map((caseId) => ({
      action: 'case.merged',
      entity: 'cancer_case',
      entityId: caseId,
      details: { mergeId: merge.id },
    })),
  );
  return { mergeId: merge.id, warnings: done.warnings };
}

/**
 * Undoes a merge (issue 27 item 4): the rows go back as the snapshot holds them and the alias goes.
 * Refused while a later merge involves either patient, and when the records changed since the merge
 * (a notification saved for the child since then belongs to neither side for certain): writing the
 * old rows back would silently undo that work.
 */
export async function unmergePatients(
  tx: Tx,
  request: FastifyRequest | null,
  userId: number,
  mergeId: number,
) {
  const [merge] = await tx.select().from(patientMerges).where(eq(patientMerges.id, mergeId)).for('update');
  if (!merge) throw notFound();
  if (merge.unmergedAt) throw badRequest(duplicateMsg.alreadyUnmerged);
  const { survivingPatientId: s, retiredPatientId: r } = merge;
  const both = [s, r];
  const [later] = await tx
    .select({ id: patientMerges.id })
    .from(patientMerges)
    .where(
      and(
        gt(patientMerges.id, merge.id),
        isNull(patientMerges.unmergedAt),
        or(inArray(patientMerges.survivingPatientId, both), inArray(patientMerges.retiredPatientId, both)),
      ),
    )
    .orderBy(desc(patientMerges.id))
    .limit(1);
  if (later) throw badRequest(duplicateMsg.laterMerge(later.id));
  if ((await fingerprintOf(tx, touchedRows(merge.snapshot, s, r))) !== merge.summary.fingerprint)
    throw new AppError(409, duplicateMsg.changedSinceMerge);
  await tx.delete(patientAliases).where(eq(patientAliases.mergeId, merge.id));
  for (const table of Object.keys(mergeTables) as MergeTable[])
    await restoreRows(tx, table, merge.snapshot[table] ?? []);
  await refreshReportFacts(tx, idsOf(merge.snapshot, 'cancer_cases'));
  await tx
    .update(patientMerges)
    .set({ unmergedAt: new Date(), unmergedBy: userId })
    .where(eq(patientMerges.id, merge.id));
  await writeAudit(tx, request, {
    action: 'patient.unmerged',
    entity: 'patient',
    entityId: s,
    details: { mergeId: merge.id, retiredPatientId: r, pairId: merge.pairId },
  });
}
