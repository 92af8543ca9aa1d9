import { type SQL, sql } from 'drizzle-orm';
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
  await auditInsert(db, request, entry);
}

/** The insert `writeAudit` sends, unsent: for a caller that writes it along with another change (`writeAlong`). */
export function auditInsert(db: Db | Tx, request: FastifyRequest | null, entry: AuditEntry) {
  return db.insert(auditLog).values(auditRow(request, entry));
}

/** A write of the caller's transaction unsent (an insert, update or delete builder): its SQL. */
export type PendingWrite = { getSQL(): SQL };

/**
 * SQL: `writes` as `WITH` queries (`along_1`, …, comma-separated) for another statement to head, so
 * they ride in its round trip (issue 41) — all commit or none. Only for writes that read nothing
 * another of them writes: in one statement none sees the others' rows.
 */
export function alongSql(writes: readonly PendingWrite[]): SQL {
  // Each builder's own SQL: embedded as it is, drizzle would wrap it in parentheses PostgreSQL refuses there.
  return sql.join(
    writes.map((w, i) => sql`${sql.raw(`along_${i + 1}`)} as (${w.getSQL()})`),
    sql`, `,
  );
}

/** Sends `writes` (at least one) as one statement: the last one headed by the others (`alongSql`). */
export async function writeAlong(db: Db | Tx, writes: readonly PendingWrite[]) {
  const last = writes[writes.length - 1];
  const rest = writes.slice(0, -1);
  await db.execute(rest.length ? sql`with ${alongSql(rest)} ${last.getSQL()}` : last.getSQL());
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
