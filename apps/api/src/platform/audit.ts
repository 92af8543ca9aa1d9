import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  action: string;
  userId?: number | null;
  entity?: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  /**
   * An identifier looked up with no record behind it (so the trail can answer who searched for a
   * child). Rows about a notification, case, attachment or patient get the patient from the database.
   */
  patientIdentifier?: string | null;
};

/** Appends one row (the table refuses anything else); pass the transaction so the trail and the change commit together. */
export async function writeAudit(db: Db | Tx, request: FastifyRequest | null, entry: AuditEntry) {
  await db.insert(auditLog).values(auditRow(request, entry));
}

/** Appends many rows in one statement (an import's thousands of saves): the same rows, fewer round trips. */
export async function writeAudits(
  db: Db | Tx,
  request: FastifyRequest | null,
  entries: readonly AuditEntry[],
) {
  if (entries.length) await db.insert(auditLog).values(entries.map((e) => auditRow(request, e)));
}

export function auditRow(request: FastifyRequest | null, entry: AuditEntry) {
  return {
    action: entry.action,
    userId: entry.userId ?? request?.session?.userId ?? null,
    entity: entry.entity ?? null,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    ip: request?.ip ?? null,
    details: entry.details ?? null,
    patientIdentifier: entry.patientIdentifier?.slice(0, 20) ?? null,
  };
}
