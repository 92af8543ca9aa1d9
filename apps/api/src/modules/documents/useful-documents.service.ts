import fs from 'node:fs';
import path from 'node:path';
import { PROTECTED_DOCUMENT_MAX_ID, type UsefulDocumentForm } from '@registry/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { usefulDocuments } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, fieldErrors, notFound } from '../../platform/errors';
import { fileRules, type StoredFile } from '../../platform/files/file-store';
import { registryDocuments, seedDir } from './registry-documents';

const columns = {
  id: usefulDocuments.id,
  name: usefulDocuments.name,
  description: usefulDocuments.description,
  documentName: usefulDocuments.documentName,
  updatedDateUtc: usefulDocuments.updatedAt,
};

export function findUsefulDocuments(ctx: AppContext) {
  return ctx.db
    .select(columns)
    .from(usefulDocuments)
    .where(eq(usefulDocuments.isDeleted, false))
    .orderBy(asc(usefulDocuments.id));
}

/** The stored PDF of a document, for the inline viewer. */
export async function openUsefulDocument(ctx: AppContext, id: number) {
  const [doc] = await ctx.db
    .select()
    .from(usefulDocuments)
    .where(and(eq(usefulDocuments.id, id), eq(usefulDocuments.isDeleted, false)));
  const file = doc ? ctx.files.open(doc.storageName) : null;
  if (!doc || !file) throw notFound();
  return { ...file, fileName: doc.documentName };
}

/** The PDF is required only when the document is new (spec 01 §5). */
export async function saveUsefulDocument(
  ctx: AppContext,
  request: FastifyRequest,
  form: UsefulDocumentForm,
  file: StoredFile | undefined,
) {
  if (!form.id && !file) throw fieldErrors({ document: 'validation.required' });
  const fileColumns = file
    ? { documentName: file.fileName, storageName: file.storageName, sha256: file.sha256, size: file.size }
    : {};
  let replaced: string | null = null;
  const id = await ctx.db.transaction(async (tx) => {
    if (!form.id) {
      const [created] = await tx
        .insert(usefulDocuments)
        .values({
          name: form.name,
          description: form.description,
          ...(fileColumns as Required<typeof fileColumns>),
        })
        .returning({ id: usefulDocuments.id });
      await writeAudit(tx, request, {
        action: 'document.created',
        entity: 'useful_document',
        entityId: created.id,
      });
      return created.id;
    }
    const [current] = await tx
      .select()
      .from(usefulDocuments)
      .where(and(eq(usefulDocuments.id, form.id), eq(usefulDocuments.isDeleted, false)));
    if (!current) throw notFound();
    if (file) replaced = current.storageName;
    await tx
      .update(usefulDocuments)
      .set({ name: form.name, description: form.description, ...fileColumns, updatedAt: new Date() })
      .where(eq(usefulDocuments.id, form.id));
    await writeAudit(tx, request, {
      action: 'document.updated',
      entity: 'useful_document',
      entityId: form.id,
      details: { fileReplaced: Boolean(file) },
    });
    return form.id;
  });
  await ctx.files.remove(replaced);
  const [saved] = await ctx.db.select(columns).from(usefulDocuments).where(eq(usefulDocuments.id, id));
  return saved;
}

export async function deleteUsefulDocument(ctx: AppContext, request: FastifyRequest, id: number) {
  if (id <= PROTECTED_DOCUMENT_MAX_ID) throw badRequest('documents.protected');
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .update(usefulDocuments)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(usefulDocuments.id, id), eq(usefulDocuments.isDeleted, false)))
      .returning({ id: usefulDocuments.id });
    if (!gone.length) throw notFound();
    await writeAudit(tx, request, { action: 'document.deleted', entity: 'useful_document', entityId: id });
  });
}

/** Seeds the registry's documents once, so the confirm-account link has terms to show. */
export async function ensureRegistryDocuments(ctx: AppContext) {
  for (const doc of registryDocuments) {
    const [existing] = await ctx.db
      .select({ id: usefulDocuments.id })
      .from(usefulDocuments)
      .where(eq(usefulDocuments.id, doc.id));
    if (existing) continue;
    const stored = await ctx.files.save(
      fs.createReadStream(path.join(seedDir, doc.fileName)),
      doc.fileName,
      fileRules.usefulDocument,
    );
    await ctx.db
      .insert(usefulDocuments)
      .values({
        id: doc.id,
        name: doc.name,
        description: doc.description,
        documentName: stored.fileName,
        storageName: stored.storageName,
        sha256: stored.sha256,
        size: stored.size,
      })
      .onConflictDoNothing();
  }
  // The serial must move past the ids we chose, or the next insert would collide with them.
  await ctx.db.execute(
    sql`select setval(pg_get_serial_sequence('useful_documents', 'id'), greatest((select max(id) from useful_documents), 1))`,
  );
}
