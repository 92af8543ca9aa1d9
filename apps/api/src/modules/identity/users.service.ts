import {
  isSuperAdmin,
  isUnitAdmin,
  type Language,
  Role,
  type RoleId,
  roleKeys,
  roleLabels,
  type Session,
  type UserForm,
} from '@registry/domain';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { employees, reportingUnits, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/files/file-store';
import { containsPattern, pageOf, totalRows } from '../../platform/list';
import { assertUnitKeepsCaseOwner } from '../clinical/medical-cases';
import { inviteUser } from './account.service';
import { revokeAllSessions } from './session.service';

// Spelled out: in a one-table select drizzle leaves columns unqualified, which the subqueries would misread.
const userId = sql.raw('"users"."id"');
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
/** A user's units, first (oldest membership) first. */
const firstEmployee = sql<
  number | null
>`(select e.id from ${employees} e where e.user_id = ${userId} and not e.is_deleted order by e.id limit 1)`;
const firstUnitId = sql<
  number | null
>`(select e.reporting_unit_id from ${employees} e where e.user_id = ${userId} and not e.is_deleted order by e.id limit 1)`;
const unitNames = sql<
  string | null
>`(select string_agg(u.name, ', ' order by e.id) from ${employees} e join ${reportingUnits} u on u.id = e.reporting_unit_id where e.user_id = ${userId} and not e.is_deleted)`;

export type UserFilter = {
  take: number;
  skip: number;
  sortBy?: 'fullName' | 'email' | 'roleName' | 'createdDate' | 'reportingUnit' | null;
  sortDesc?: boolean;
  search?: string | null;
  reportingUnitId?: number | null;
  roleId?: number | null;
  emailConfirmed?: boolean | null;
  isDeleted?: boolean | null;
};

/** Spec 01 §2.7: every account, with tri-state filters (null = either). */
export async function findUsers(ctx: AppContext, language: Language, filter: UserFilter) {
  const where: SQL[] = [];
  if (filter.search)
    where.push(
      or(
        ilike(fullName, containsPattern(filter.search)),
        ilike(users.email, containsPattern(filter.search)),
      ) as SQL,
    );
  if (filter.roleId) where.push(eq(users.roleId, filter.roleId));
  if (filter.emailConfirmed != null) where.push(eq(users.emailConfirmed, filter.emailConfirmed));
  if (filter.isDeleted != null) where.push(eq(users.isDeleted, filter.isDeleted));
  if (filter.reportingUnitId)
    where.push(
      sql`exists (select 1 from ${employees} e where e.user_id = ${userId} and e.reporting_unit_id = ${filter.reportingUnitId} and not e.is_deleted)`,
    );
  const page = pageOf(
    filter,
    {
      fullName: sql`lower(${fullName})`,
      email: users.email,
      roleName: users.roleId,
      createdDate: users.createdAt,
      reportingUnit: sql`lower(${unitNames})`,
    },
    users.createdAt,
    users.id,
  );
  const rows = await ctx.db
    .select({
      userId: users.id,
      roleId: users.roleId,
      fullName,
      email: users.email,
      reportingUnit: unitNames,
      reportingUnitId: firstUnitId,
      employeeId: firstEmployee,
      createdDate: users.createdAt,
      emailConfirmed: users.emailConfirmed,
      isDeleted: users.isDeleted,
      totalRows,
    })
    .from(users)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.totalRows ?? 0;
  if (!rows.length && filter.skip > 0)
    [{ total }] = await ctx.db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(users)
      .where(and(...where));
  return {
    items: rows.map(({ totalRows: _, ...r }) => ({
      ...r,
      roleName: roleLabels[language][r.roleId as RoleId],
    })),
    totalRows: total,
  };
}

export async function findUser(ctx: AppContext, language: Language, userId: number) {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName,
      email: users.email,
      phone: users.phone,
      emailConfirmed: users.emailConfirmed,
      isDeleted: users.isDeleted,
      employeeId: firstEmployee,
      profilePictureName: users.profilePictureName,
      profilePictureStorageName: users.profilePictureStorageName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { ...row, roleName: roleLabels[language][row.roleId as RoleId] ?? roleKeys[row.roleId as RoleId] };
}

/** Super administrator only; reporters are made through the employee form (the role is refused by the contract). */
export async function saveUser(
  ctx: AppContext,
  request: FastifyRequest,
  form: UserForm,
  picture: StoredFile | undefined,
) {
  const [sameEmail] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, form.email));
  if (sameEmail && sameEmail.id !== form.userId) throw conflict('email');
  let replaced: string | null = null;
  const pictureColumns = picture
    ? { profilePictureName: picture.fileName, profilePictureStorageName: picture.storageName }
    : form.deleteProfilePicture
      ? { profilePictureName: null, profilePictureStorageName: null }
      : {};
  const values = {
    roleId: form.roleId,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    ...pictureColumns,
  };
  const userId = await ctx.db.transaction(async (tx) => {
    if (!form.userId) {
      const [created] = await tx.insert(users).values(values).returning({ id: users.id });
      await writeAudit(tx, request, {
        action: 'user.created',
        entity: 'user',
        entityId: created.id,
        details: { roleId: form.roleId },
      });
      return created.id;
    }
    const [current] = await tx.select().from(users).where(eq(users.id, form.userId));
    if (!current) throw notFound();
    // A reporter's account is edited through the employee form, which keeps the role a reporter.
    if (current.roleId === Role.Reporter) throw forbidden();
    if ('profilePictureStorageName' in pictureColumns) replaced = current.profilePictureStorageName;
    await tx
      .update(users)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(users.id, form.userId));
    await writeAudit(tx, request, {
      action: 'user.updated',
      entity: 'user',
      entityId: form.userId,
      details: { roleId: form.roleId, roleBefore: current.roleId },
    });
    return form.userId;
  });
  // A changed role moved the security stamp: the cached sessions must ask again (session-liveness.ts).
  ctx.liveness.forgetUser(userId);
  await ctx.files.remove(replaced);
  if (!form.userId) await inviteUser(ctx, userId);
  return userId;
}

/**
 * Spec 01 §6: the super administrator deletes any account but their own; a unit admin deletes a
 * reporter who works in one of the units they administer. Soft delete, and every session ends.
 */
export async function deleteUser(ctx: AppContext, request: FastifyRequest, session: Session, userId: number) {
  if (userId === session.userId) throw forbidden();
  const [target] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
  if (!target) throw notFound();
  await ctx.db.transaction(async (tx) => {
    // The account's memberships end with it. They decide whether a unit admin may delete it, and none
    // may take the last case owner from a unit that treats live medical cases (the same 409 as
    // deleting the employee; units in id order, as locked).
    const memberships = await tx
      .select({ id: employees.id, unitId: employees.reportingUnitId })
      .from(employees)
      .where(and(eq(employees.userId, userId), eq(employees.isDeleted, false)))
      .orderBy(employees.reportingUnitId);
    const mayDelete =
      isSuperAdmin(session) ||
      (target.roleId === Role.Reporter && memberships.some((m) => isUnitAdmin(session, m.unitId)));
    if (!mayDelete) throw forbidden();
    for (const m of memberships) await assertUnitKeepsCaseOwner(tx, m.unitId, m.id);
    await tx.update(users).set({ isDeleted: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await writeAudit(tx, request, { action: 'user.deleted', entity: 'user', entityId: userId });
  });
  ctx.liveness.forgetUser(userId);
}
