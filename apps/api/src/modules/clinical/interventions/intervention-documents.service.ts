import { type InterventionDocument, interventionMsg, isChangeable, type Session } from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clinicalInterventionDocuments as docs, users } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import type { StoredFile } from '../../../platform/files/file-store';
import { assertInterventionAccess } from './intervention-access';
import { auditIntervention } from './intervention-write.service';

/**
 * An intervention's documents (reports, scans, consent forms). Each is its own immutable row, added
 * or soft-deleted one at a time, so there is no lost update to guard against: they carry no version
 * of their own and do not change the intervention's. Every add, read and delete is audited.
 */
export async function addInterventionDocument(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  id: number,
  file: StoredFile | undefined,
): Promise<InterventionDocument> {
  if (!file) throw badRequest('validation.required');
  try {
    return await ctx.db.transaction(async (tx) => {
      const { row, facts } = await assertInterventionAccess(tx, session, id, 'edit', { lock: true });
      if (!isChangeable(row.status)) throw badRequest(interventionMsg.canceled);
      const [doc] = await tx
        .insert(docs)
        .values({
          interventionId: id,
          fileName: file.fileName.slice(0, 255),
          storageName: file.storageName,
          size: file.size,
          sha256: file.sha256,
          createdBy: session.userId,
        })
        .returning();
      await auditIntervention(tx, request, 'intervention.documentAdded', id, facts, {
        documentId: doc.id,
        document: file.fileName,
        sha256: file.sha256,
      });
      const [by] = await tx
        .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(eq(users.id, session.userId));
      return {
        id: doc.id,
        fileName: doc.fileName,
        size: doc.size,
        uploadedAt: doc.createdAt,
        uploadedBy: by.name,
      };
    });
  } catch (err) {
    // Refused or failed: the stored file has no record, so it goes.
    await ctx.files.remove(file.storageName);
    throw err;
  }
}

async function findDocument(ctx: AppContext, id: number, documentId: number) {
  const [doc] = await ctx.db
    .select()
    .from(docs)
    .where(and(eq(docs.id, documentId), eq(docs.interventionId, id), eq(docs.isDeleted, false)));
  if (!doc) throw notFound();
  return doc;
}

/** The document's bytes, for a caller who may read the case; the read is audited. */
export async function openInterventionDocument(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  id: number,
  documentId: number,
) {
  const { facts } = await assertInterventionAccess(ctx.db, session, id, 'read');
  const doc = await findDocument(ctx, id, documentId);
  const file = ctx.files.open(doc.storageName);
  if (!file) throw notFound();
  await auditIntervention(ctx.db, request, 'intervention.documentRead', id, facts, { documentId });
  return { ...file, fileName: doc.fileName };
}

/** Soft delete: the row and the file stay for the audit trail. */
export async function deleteInterventionDocument(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  id: number,
  documentId: number,
) {
  await ctx.db.transaction(async (tx) => {
    const { row, facts } = await assertInterventionAccess(tx, session, id, 'edit', { lock: true });
    if (!isChangeable(row.status)) throw badRequest(interventionMsg.canceled);
    const [doc] = await tx
      .update(docs)
      .set({ isDeleted: true })
      .where(and(eq(docs.id, documentId), eq(docs.interventionId, id), eq(docs.isDeleted, false)))
      .returning({ id: docs.id });
    if (!doc) throw notFound();
    await auditIntervention(tx, request, 'intervention.documentDeleted', id, facts, { documentId });
  });
}
