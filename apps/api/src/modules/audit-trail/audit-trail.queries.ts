import {
  type AuditTrailFilter,
  auditActionLabel,
  auditRecordKindLabel,
  isSuperAdmin,
  type Language,
  personName,
  type RoleId,
  roleLabels,
  type Session,
} from '@registry/domain';
import { and, asc, desc, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog as a, users } from '../../db/schema';

const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const IDENTIFIER = /^(\d{13}|[0-9A-Za-z]{5,20})$/;

/** Users whose name or e-mail contains the text (the users table is small; the trail is not). */
const usersMatching = (text: string) =>
  sql`${a.userId} in (select ${users.id} from ${users} where lower(${users.firstName} || ' ' || ${users.lastName}) like ${contains(text)} or lower(${users.lastName} || ' ' || ${users.firstName}) like ${contains(text)} or lower(${users.email}) like ${contains(text)})`;

/**
 * The trail's WHERE: the caller's scope first, in SQL — a reviewer reads only rows about a patient's
 * record (a notification, case, attachment, patient, or a search for an identifier), a super
 * administrator everything — then each filter. `upToId` pins an export to the rows that existed
 * when it started: the table is append-only, so the pages of a long export cannot shift.
 */
export function auditTrailWhere(session: Session, f: AuditTrailFilter, upToId?: number): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (!isSuperAdmin(session)) where.push(isNotNull(a.patientIdentifier));
  if (upToId !== undefined) where.push(lte(a.id, upToId));
  if (f.userId) where.push(eq(a.userId, f.userId));
  if (f.user) where.push(usersMatching(f.user));
  if (f.patientIdentifier) where.push(eq(a.patientIdentifier, f.patientIdentifier));
  if (f.recordKind) where.push(eq(a.entity, f.recordKind));
  if (f.recordId) where.push(eq(a.entityId, f.recordId));
  if (f.action) where.push(eq(a.action, f.action));
  if (f.from) where.push(sql`${a.at} >= ${f.from}::date::timestamp at time zone 'Europe/Bucharest'`);
  if (f.to) where.push(sql`${a.at} < (${f.to}::date + 1)::timestamp at time zone 'Europe/Bucharest'`);
  if (f.search) {
    // The toolbar: an identifier finds the child's rows; any other text a user, an action or a record id.
    const text = f.search.trim();
    where.push(
      IDENTIFIER.test(text) && /\d/.test(text)
        ? or(eq(a.patientIdentifier, text), eq(a.entityId, text))
        : or(
            usersMatching(text),
            sql`${a.action} like ${contains(text)}`,
            eq(a.entityId, text),
            eq(a.ip, text),
          ),
    );
  }
  return and(...where);
}

export function auditTrailOrder(f: AuditTrailFilter): SQL[] {
  const dir = f.sortDesc ? desc : asc;
  switch (f.sortBy) {
    case 'user':
      return [dir(sql`lower(${users.lastName} || ' ' || ${users.firstName})`), desc(a.id)];
    case 'action':
      return [dir(a.action), desc(a.id)];
    case 'recordKind':
      return [dir(a.entity), dir(sql`${a.entityId}`), desc(a.id)];
    case 'at':
      return [dir(a.id)];
    default:
      // Newest first; ids grow with time, and the primary key orders without a sort.
      return [desc(a.id)];
  }
}

/** One page of rows, labelled in the caller's language. */
export async function selectAuditTrail(
  db: Db,
  language: Language,
  where: SQL | undefined,
  order: SQL[],
  take: number,
  skip: number,
) {
  const rows = await db
    .select({
      id: a.id,
      at: a.at,
      userId: a.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      userEmail: users.email,
      roleId: users.roleId,
      action: a.action,
      recordKind: a.entity,
      recordId: a.entityId,
      patientIdentifier: a.patientIdentifier,
      ip: a.ip,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    userName: firstName == null || lastName == null ? null : personName({ firstName, lastName }),
    roleLabel: r.roleId == null ? null : (roleLabels[language][r.roleId as RoleId] ?? null),
    actionLabel: auditActionLabel(r.action, language),
    recordKindLabel: auditRecordKindLabel(r.recordKind, language),
  }));
}
export type AuditTrailItem = Awaited<ReturnType<typeof selectAuditTrail>>[number];
