import { FileKind, type Session } from '@registry/domain';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { patients } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import { sharingUnits, toPatient } from './patient-record';
import { patientScope } from './patient-scope';

/** The stored row of a patient the caller may see, or 404 (never a hint that it exists elsewhere). */
export async function scopedPatientRow(db: Db | Tx, session: Session, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), patientScope(session)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function loadPatient(db: Db | Tx, session: Session, id: number) {
  const row = await scopedPatientRow(db, session, id);
  const units = await sharingUnits(db, [id]);
  return toPatient(row, units.get(id) ?? []);
}

/** One patient; reading a child's identifying data is audited, as the notification's read is. */
export async function findPatient(db: Db, request: FastifyRequest, session: Session, id: number) {
  const patient = await loadPatient(db, session, id);
  await writeAudit(db, request, { action: 'patient.read', entity: 'patient', entityId: id });
  return patient;
}

/**
 * A patient's agreement (kind 2) or social survey (kind 3) by its storage name, for the stored-file
 * download: only a patient in the caller's scope gives its file; the download is audited. Null when
 * no patient of the caller holds that name.
 */
export async function findPatientFile(
  db: Db,
  request: FastifyRequest,
  session: Session,
  storageName: string,
  kind: number,
): Promise<{ fileName: string } | null> {
  const byName =
    kind === FileKind.Agreement
      ? eq(patients.agreementStorageName, storageName)
      : kind === FileKind.SocialSurvey
        ? eq(patients.socialSurveyStorageName, storageName)
        : null;
  if (!byName) return null;
  const [row] = await db
    .select({
      id: patients.id,
      agreementName: patients.agreementName,
      socialSurveyName: patients.socialSurveyName,
    })
    .from(patients)
    .where(and(or(byName), patientScope(session)));
  if (!row) return null;
  await writeAudit(db, request, {
    action: 'patient.file-read',
    entity: 'patient',
    entityId: row.id,
    details: { kind },
  });
  return {
    fileName: (kind === FileKind.Agreement ? row.agreementName : row.socialSurveyName) ?? storageName,
  };
}
