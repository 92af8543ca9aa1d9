import type { RecommendationForm, Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { medicalCaseRecommendations as rec, reportingUnits } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { fieldErrors, notFound, staleVersion } from '../../../platform/errors';
import type { StoredFile } from '../../../platform/files/file-store';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { selectRecommendations } from './recommendations.queries';

export async function findRecommendations(db: Db, session: Session, medicalCaseId: number) {
  const facts = await assertMedicalCaseAccess(db, session, medicalCaseId, 'read');
  return { items: await selectRecommendations(db, medicalCaseId), edit: facts.access.edit };
}

async function checkHospital(tx: Tx, form: RecommendationForm) {
  if (!form.hospitalUnitId) return;
  const [unit] = await tx
    .select({ id: reportingUnits.id })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.id, form.hospitalUnitId), eq(reportingUnits.isDeleted, false)));
  if (!unit) throw fieldErrors({ hospitalUnitId: 'validation.invalid' });
}

const hospitalFields = (form: RecommendationForm) => ({
  hospitalUnitId: form.hospitalUnitId,
  // A registry unit is named by the registry; the free text is for a hospital outside it.
  hospitalName: form.hospitalUnitId ? null : form.hospitalName,
});

/**
 * Adds (no id) or edits a recommendation, its document stored already by the multipart reader. One
 * transaction with the case row locked; when it fails the new file is removed, when it succeeds a
 * replaced file is removed, so no file is left without its record.
 */
export async function saveRecommendation(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  recommendationId: number | null,
  form: RecommendationForm,
  document: StoredFile | undefined,
) {
  let replaced: string | null = null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await assertMedicalCaseAccess(tx, session, medicalCaseId, 'edit', { lock: true });
      await checkHospital(tx, form);
      const documentFields = document
        ? { documentName: document.fileName.slice(0, 255), documentStorageName: document.storageName }
        : form.removeDocument
          ? { documentName: null, documentStorageName: null }
          : {};
      if (recommendationId === null) {
        const [row] = await tx
          .insert(rec)
          .values({
            medicalCaseId,
            ...hospitalFields(form),
            plannedDate: form.plannedDate,
            text: form.text,
            ...documentFields,
            createdBy: session.userId,
            updatedBy: session.userId,
          })
          .returning({ id: rec.id });
        await audit(tx, request, 'recommendation.added', row.id, medicalCaseId, document);
        return row.id;
      }
      if (!form.version) throw fieldErrors({ version: 'validation.required' });
      const [current] = await tx
        .select({ version: rec.version, storageName: rec.documentStorageName })
        .from(rec)
        .where(
          and(eq(rec.id, recommendationId), eq(rec.medicalCaseId, medicalCaseId), eq(rec.isDeleted, false)),
        )
        .for('update');
      if (!current) throw notFound();
      if (current.version !== form.version) throw staleVersion();
      await tx
        .update(rec)
        .set({
          ...hospitalFields(form),
          plannedDate: form.plannedDate,
          text: form.text,
          ...documentFields,
          version: current.version + 1,
          updatedBy: session.userId,
          updatedAt: new Date(),
        })
        .where(eq(rec.id, recommendationId));
      if ('documentStorageName' in documentFields) replaced = current.storageName;
      await audit(tx, request, 'recommendation.edited', recommendationId, medicalCaseId, document);
      return recommendationId;
    });
    if (replaced) await ctx.files.remove(replaced);
    const [saved] = await selectRecommendations(ctx.db, medicalCaseId, id);
    return saved;
  } catch (err) {
    await ctx.files.remove(document?.storageName);
    throw err;
  }
}

function audit(
  tx: Tx,
  request: FastifyRequest,
  action: string,
  id: number,
  medicalCaseId: number,
  document: StoredFile | undefined,
) {
  return writeAudit(tx, request, {
    action,
    entity: 'medical_case_recommendation',
    entityId: id,
    details: { medicalCaseId, ...(document ? { document: document.fileName, sha256: document.sha256 } : {}) },
  });
}

/** Soft delete (the record and its document stay for the audit trail); a stale version answers 409. */
export async function deleteRecommendation(
  db: Db,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  recommendationId: number,
  version: number,
) {
  await db.transaction(async (tx) => {
    await assertMedicalCaseAccess(tx, session, medicalCaseId, 'edit', { lock: true });
    const [current] = await tx
      .select({ version: rec.version })
      .from(rec)
      .where(
        and(eq(rec.id, recommendationId), eq(rec.medicalCaseId, medicalCaseId), eq(rec.isDeleted, false)),
      )
      .for('update');
    if (!current) throw notFound();
    if (current.version !== version) throw staleVersion();
    await tx
      .update(rec)
      .set({ isDeleted: true, version: version + 1, updatedBy: session.userId, updatedAt: new Date() })
      .where(eq(rec.id, recommendationId));
    await writeAudit(tx, request, {
      action: 'recommendation.deleted',
      entity: 'medical_case_recommendation',
      entityId: recommendationId,
      details: { medicalCaseId },
    });
  });
}

/** The document, for a caller who may read the case; the read is audited like other clinical files. */
export async function openRecommendationDocument(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  recommendationId: number,
) {
  await assertMedicalCaseAccess(ctx.db, session, medicalCaseId, 'read');
  const [row] = await ctx.db
    .select({ name: rec.documentName, storageName: rec.documentStorageName })
    .from(rec)
    .where(and(eq(rec.id, recommendationId), eq(rec.medicalCaseId, medicalCaseId), eq(rec.isDeleted, false)));
  const file = row?.storageName ? ctx.files.open(row.storageName) : null;
  if (!file || !row?.storageName) throw notFound();
  await writeAudit(ctx.db, request, {
    action: 'recommendation.documentRead',
    entity: 'medical_case_recommendation',
    entityId: recommendationId,
    details: { medicalCaseId },
  });
  return { ...file, fileName: row.name ?? row.storageName };
}
