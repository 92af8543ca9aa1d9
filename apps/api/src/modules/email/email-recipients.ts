import { type EmailRecipient, mayEmailRecipient, type RoleId, type Session } from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { employees, reportingUnits, users } from '../../db/schema';

/**
 * What the registry knows about an address: whether a live unit shows it in the unit grid, and the
 * live account that has it with the units that account works for. Both questions are asked for every
 * address, known or not, so an unknown address costs the same as a refused one.
 */
export async function resolveEmailRecipient(db: Db | Tx, email: string): Promise<EmailRecipient> {
  const [unit] = await db
    .select({ id: reportingUnits.id })
    .from(reportingUnits)
    // Unit addresses are stored as typed; the dialog's address arrives lower-cased.
    .where(and(eq(reportingUnits.isDeleted, false), sql`lower(${reportingUnits.email}) = ${email}`))
    .limit(1);
  const [account] = await db
    .select({
      userId: users.id,
      role: users.roleId,
      unitIds: sql<
        number[]
      >`coalesce(array_agg(${employees.reportingUnitId}) filter (where ${employees.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.isDeleted, false)))
    // User addresses are stored lower-cased (users_email_uq).
    .where(and(eq(users.email, email), eq(users.isDeleted, false)))
    .groupBy(users.id);
  return {
    isUnitAddress: unit !== undefined,
    account: account
      ? { userId: account.userId, role: account.role as RoleId, unitIds: account.unitIds.map(Number) }
      : null,
  };
}

/** May this caller write to this address (and, when named, that account)? The rule is the domain's. */
export async function mayWriteTo(db: Db | Tx, session: Session, email: string, userId?: number | null) {
  const recipient = await resolveEmailRecipient(db, email);
  return { recipient, allowed: mayEmailRecipient(session, recipient, userId) };
}
