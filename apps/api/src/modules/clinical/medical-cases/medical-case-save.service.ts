import {
  asNotification,
  checkMedicalCaseSave,
  codedPairErrors,
  emptyMedicalCaseDetails,
  type Language,
  type MedicalCaseAnswer,
  type MedicalCaseDetails,
  type MedicalCaseFacts,
  type MedicalCaseSaveRequest,
  medicalCaseDetails,
  medicalCaseHistoryFields,
  medicalCaseHistorySections,
  msg,
  type RiskClassId,
  riskClassLabels,
  type Session,
  unknownReferences,
} from '@registry/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import {
  cancerCases,
  medicalCases,
  medicalCaseVersions,
  patients,
  reportingUnits,
  users,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { badRequest, fieldErrors, staleVersion } from '../../../platform/errors';
import { createLabeler } from '../../cases/labeler';
import { codedPairLookups, knownIds, type ListCache } from '../../dictionaries';
import { databaseLookups, dependencyContext } from '../../notifications/notification-save-check';
import { assertMedicalCaseAccess } from './medical-case-access';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** GET api/medical-case/{id}: the case, the child, the treating unit and what the caller may do; the read is audited. */
export async function readMedicalCase(
  db: Db,
  request: FastifyRequest,
  session: Session,
  id: number,
): Promise<MedicalCaseAnswer> {
  const facts = await assertMedicalCaseAccess(db, session, id, 'read');
  const [row] = await db
    .select({
      mc: medicalCases,
      patient: patients,
      reportingUnit: reportingUnits.name,
      currentNotificationId: cancerCases.currentNotificationId,
      updatedBy: fullName,
    })
    .from(medicalCases)
    .innerJoin(patients, eq(patients.id, medicalCases.patientId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, medicalCases.reportingUnitId))
    .innerJoin(cancerCases, eq(cancerCases.id, medicalCases.cancerCaseId))
    .innerJoin(users, eq(users.id, medicalCases.updatedBy))
    .where(eq(medicalCases.id, id));
  await writeAudit(db, request, {
    action: 'medicalCase.read',
    entity: 'medical_case',
    entityId: id,
    details: { patientId: row.patient.id },
  });
  const p = row.patient;
  return {
    id,
    cancerCaseId: row.mc.cancerCaseId,
    currentNotificationId: row.currentNotificationId,
    patient: {
      id: p.id,
      identifier: p.identifier,
      firstName: p.firstName,
      lastName: p.lastName,
      birthdate: p.birthdate,
      genderId: p.genderId,
    },
    reportingUnitId: row.mc.reportingUnitId,
    reportingUnit: row.reportingUnit,
    ownerEmployeeId: row.mc.ownerEmployeeId,
    version: row.mc.version,
    details: medicalCaseDetails.parse(row.mc.data),
    access: facts.access,
    createdAt: row.mc.createdAt,
    updatedAt: row.mc.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** The notification's death-reason path is the medical case's death section. */
const referencePath = (path: string) =>
  path === 'notificationOverview.deathReasonTopoCodeId' ? 'death.deathReasonTopoCodeId' : path;

/**
 * PUT api/medical-case/{id}: the team saves the details. The notification's rules run on them
 * (checkMedicalCaseSave: shape, dependencies with the ICCC-3 association, field rules, cross-date
 * checks), every id must be a dictionary's, the version read must be the current one (else 409);
 * then the row, an immutable version and an audit row are written in one transaction, under a row
 * lock so a concurrent transfer or removal from the team is seen.
 */
export async function saveMedicalCase(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: MedicalCaseSaveRequest,
) {
  // A first look outside the transaction, so a caller with no access learns nothing from the checks.
  const before = await assertMedicalCaseAccess(db, session, id, 'edit');
  const [patient] = await db
    .select({ birthdate: patients.birthdate })
    .from(patients)
    .where(eq(patients.id, before.patientId));
  const facts: MedicalCaseFacts = {
    birthdate: patient?.birthdate ?? null,
    reportingUnitId: before.reportingUnitId,
  };
  const check = checkMedicalCaseSave(
    body.details,
    facts,
    await dependencyContext(databaseLookups(db), body.details),
  );
  if (!check.ok) {
    if (Object.keys(check.errors).length) throw fieldErrors(check.errors);
    throw badRequest(check.businessErrors[0]);
  }
  const known = await knownIds(db, cache);
  const asRecord = asNotification(check.details, facts);
  const unknown = unknownReferences(asRecord, known)
    .map(referencePath)
    .filter((path) => path.split('.')[0] in check.details);
  if (unknown.length) throw fieldErrors(Object.fromEntries(unknown.map((path) => [path, msg.invalid])));
  // The tumour sections hold the notification's coded pairs: the team cannot store what the form could not make.
  const pairs = Object.entries(codedPairErrors(asRecord, await codedPairLookups(db, cache)))
    .map(([path, code]) => [referencePath(path), code] as const)
    .filter(([path]) => path.split('.')[0] in check.details);
  if (pairs.length) throw fieldErrors(Object.fromEntries(pairs));

  return db.transaction(async (tx) => {
    const current = await assertMedicalCaseAccess(tx, session, id, 'edit', { lock: true });
    if (current.version !== body.version) throw staleVersion();
    const version = current.version + 1;
    const details = check.details;
    await tx
      .update(medicalCases)
      .set({
        data: details,
        clinicalStatusId: details.clinicalDiagnosis.clinicalStatusId,
        version,
        updatedBy: session.userId,
        updatedAt: new Date(),
      })
      .where(eq(medicalCases.id, id));
    await tx
      .insert(medicalCaseVersions)
      .values({ medicalCaseId: id, version, data: details, createdBy: session.userId });
    await writeAudit(tx, request, {
      action: 'medicalCase.updated',
      entity: 'medical_case',
      entityId: id,
      details: { version },
    });
    return { id, version };
  });
}

const valueAt = (node: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (n, key) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[key] : undefined),
      node,
    );

/**
 * GET api/medical-case/{id}/versions: every saved version, newest first, with its author, and the
 * History tab's values labelled the way case evolution labels them (the same labeler and fields).
 */
export async function findMedicalCaseVersions(db: Db, session: Session, language: Language, id: number) {
  await assertMedicalCaseAccess(db, session, id, 'read');
  const rows = await db
    .select({
      version: medicalCaseVersions.version,
      createdAt: medicalCaseVersions.createdAt,
      createdBy: fullName,
      data: medicalCaseVersions.data,
    })
    .from(medicalCaseVersions)
    .innerJoin(users, eq(users.id, medicalCaseVersions.createdBy))
    .where(and(eq(medicalCaseVersions.medicalCaseId, id)))
    .orderBy(desc(medicalCaseVersions.version));
  const versions = rows.map(({ data, ...r }) => ({ ...r, details: emptyMedicalCaseDetails(data as object) }));
  const labeler = createLabeler(db, language);
  const fields = medicalCaseHistorySections.flatMap((section) =>
    medicalCaseHistoryFields[section].map((field) => ({ section, field })),
  );
  const raw = (details: MedicalCaseDetails, path: string) => {
    const value = valueAt(details, path);
    if (path !== 'clinicalDiagnosis.riskClassId' || typeof value !== 'number') return value;
    return riskClassLabels[language][value as RiskClassId] ?? String(value);
  };
  for (const v of versions)
    for (const { field } of fields) labeler.want(field.source, raw(v.details, field.path));
  await labeler.load();
  return {
    items: versions.map((v) => {
      const sections: Record<string, Record<string, string | null>> = Object.fromEntries(
        medicalCaseHistorySections.map((section) => [section, {}]),
      );
      for (const { section, field } of fields)
        sections[section][field.key] = labeler.label(field.source, raw(v.details, field.path));
      return { ...v, sections };
    }),
  };
}
