import {
  belongsToUnit,
  type EmployeeForm,
  EmployeePermission,
  isUnitAdmin,
  type Language,
  Role,
  type Session,
} from '@registry/domain';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  employeePermissions,
  employeeProfessionalRoles,
  employees,
  reportingUnits,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/files/file-store';
import { containsPattern, pageOf } from '../../platform/list';
import { assertUnitKeepsCaseOwner } from '../clinical/medical-cases';
import { inviteUser, revokeAllSessions } from '../identity';
import { activeEmployee, fullName, isAdmin, selectEmployees, toEmployee } from './employees.queries';

export type EmployeeFilter = {
  take: number;
  skip: number;
  sortBy?: 'fullName' | 'email' | 'admin' | 'emailConfirmed' | null;
  sortDesc?: boolean;
  search?: string | null;
  reportingUnitId: number;
  emailConfirmed?: boolean | null;
  roleId?: number | null;
  medicalRoleId?: number | null;
};

/** A unit's personnel; only members of that unit may look (spec 01 §6). */
export async function findEmployees(
  ctx: AppContext,
  session: Session,
  language: Language,
  filter: EmployeeFilter,
) {
  if (!belongsToUnit(session, filter.reportingUnitId)) throw forbidden();
  const where: SQL[] = [eq(employees.reportingUnitId, filter.reportingUnitId)];
  if (filter.search) where.push(ilike(fullName, containsPattern(filter.search)));
  if (filter.emailConfirmed != null) where.push(eq(users.emailConfirmed, filter.emailConfirmed));
  if (filter.roleId)
    where.push(
      sql`exists (select 1 from ${employeePermissions} ep where ep.employee_id = ${employees.id} and ep.permission_id = ${filter.roleId})`,
    );
  if (filter.medicalRoleId)
    where.push(
      sql`exists (select 1 from ${employeeProfessionalRoles} pr where pr.employee_id = ${employees.id} and pr.professional_role_id = ${filter.medicalRoleId})`,
    );
  const page = pageOf(
    filter,
    {
      fullName: sql`lower(${fullName})`,
      email: users.email,
      admin: isAdmin,
      emailConfirmed: users.emailConfirmed,
    },
    sql`lower(${fullName})`,
    employees.id,
  );
  const rows = await selectEmployees(ctx.db)
    .where(activeEmployee(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.totalRows ?? 0;
  if (!rows.length && filter.skip > 0) {
    // Past the last page the window count has no row to ride on: count alone, not every row.
    [{ total }] = await ctx.db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(activeEmployee(...where));
  }
  return { items: rows.map(toEmployee(language)), totalRows: total };
}

export async function findEmployee(
  ctx: AppContext,
  session: Session,
  language: Language,
  employeeId: number,
  unitId: number,
) {
  if (!belongsToUnit(session, unitId)) throw notFound();
  const [row] = await selectEmployees(ctx.db).where(
    activeEmployee(eq(employees.id, employeeId), eq(employees.reportingUnitId, unitId)),
  );
  if (!row) throw notFound();
  return toEmployee(language)(row);
}

type Files = { profilePicture?: StoredFile; agreement?: StoredFile };

/**
 * Adds or edits an employee of a unit (its admin only). A new e-mail creates a reporter account and
 * mails the invitation; an e-mail of a reporter of other units adds this unit to that account and
 * warns that the general data is shared. Any other existing account is a conflict (409 email).
 */
export async function saveEmployee(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  form: EmployeeForm,
  files: Files,
) {
  if (!isUnitAdmin(session, form.reportingUnitId)) throw forbidden();
  const [unit] = await ctx.db
    .select({ id: reportingUnits.id })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.id, form.reportingUnitId), eq(reportingUnits.isDeleted, false)));
  if (!unit) throw notFound();
  const replaced: (string | null)[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    let employeeId = form.id;
    let userId: number;
    let warning: string | null = null;
    let invite = false;
    const [sameEmail] = await tx.select().from(users).where(eq(users.email, form.email));
    if (employeeId) {
      const [current] = await tx
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.id, employeeId),
            eq(employees.reportingUnitId, form.reportingUnitId),
            eq(employees.isDeleted, false),
          ),
        );
      if (!current) throw notFound();
      // Taking CaseOwner from the unit's last one would leave its medical cases with no one to manage them.
      if (!form.permissionIds.includes(EmployeePermission.CaseOwner))
        await assertUnitKeepsCaseOwner(tx, form.reportingUnitId, employeeId);
      userId = current.userId;
      if (sameEmail && sameEmail.id !== userId) throw conflict('email');
    } else if (sameEmail) {
      if (sameEmail.roleId !== Role.Reporter) throw conflict('email');
      const [membership] = await tx
        .select()
        .from(employees)
        .where(and(eq(employees.userId, sameEmail.id), eq(employees.reportingUnitId, form.reportingUnitId)));
      if (membership && !membership.isDeleted) throw conflict('email');
      userId = sameEmail.id;
      warning = 'units.emailSharedAmongUnits';
      if (membership) {
        employeeId = membership.id;
        await tx
          .update(employees)
          .set({ isDeleted: false, updatedAt: new Date() })
          .where(eq(employees.id, membership.id));
      }
      if (sameEmail.isDeleted) await tx.update(users).set({ isDeleted: false }).where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          roleId: Role.Reporter,
        })
        .returning({ id: users.id });
      userId = created.id;
      invite = true;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const picture = files.profilePicture
      ? {
          profilePictureName: files.profilePicture.fileName,
          profilePictureStorageName: files.profilePicture.storageName,
        }
      : form.deleteProfilePicture
        ? { profilePictureName: null, profilePictureStorageName: null }
        : {};
    if ('profilePictureStorageName' in picture) replaced.push(user.profilePictureStorageName);
    await tx
      .update(users)
      .set({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        ...picture,
        updatedAt: new Date(),
        version: user.version + 1,
      })
      .where(eq(users.id, userId));

    const agreement = files.agreement
      ? { agreementName: files.agreement.fileName, agreementStorageName: files.agreement.storageName }
      : form.deleteAgreement
        ? { agreementName: null, agreementStorageName: null }
        : {};
    if (employeeId) {
      const [current] = await tx.select().from(employees).where(eq(employees.id, employeeId));
      if ('agreementStorageName' in agreement) replaced.push(current.agreementStorageName);
      await tx
        .update(employees)
        .set({ code: form.code, ...agreement, updatedAt: new Date() })
        .where(eq(employees.id, employeeId));
    } else {
      const [created] = await tx
        .insert(employees)
        .values({ userId, reportingUnitId: form.reportingUnitId, code: form.code, ...agreement })
        .returning({ id: employees.id });
      employeeId = created.id;
    }
    await tx.delete(employeePermissions).where(eq(employeePermissions.employeeId, employeeId));
    if (form.permissionIds.length)
      await tx
        .insert(employeePermissions)
        .values(
          form.permissionIds.map((permissionId) => ({ employeeId: employeeId as number, permissionId })),
        );
    await tx.delete(employeeProfessionalRoles).where(eq(employeeProfessionalRoles.employeeId, employeeId));
    if (form.professionalRoleIds.length)
      await tx.insert(employeeProfessionalRoles).values(
        form.professionalRoleIds.map((professionalRoleId) => ({
          employeeId: employeeId as number,
          professionalRoleId,
        })),
      );
    await writeAudit(tx, request, {
      action: form.id ? 'employee.updated' : 'employee.created',
      entity: 'employee',
      entityId: employeeId,
      details: { reportingUnitId: form.reportingUnitId, userId, permissionIds: form.permissionIds },
    });
    return { employeeId, userId, warning, invite };
  });
  // New units or permissions moved the user's security stamp: its cached sessions must ask again.
  ctx.liveness.forgetUser(result.userId);
  await Promise.all(replaced.map((name) => ctx.files.remove(name)));
  if (result.invite) await inviteUser(ctx, result.userId);
  return result;
}

/** Ends a membership (soft). A reporter left with no unit is deleted and signed out everywhere. */
export async function deleteEmployee(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  employeeId: number,
  unitId: number,
) {
  if (!isUnitAdmin(session, unitId)) throw forbidden();
  const userId = await ctx.db.transaction(async (tx) => {
    await assertUnitKeepsCaseOwner(tx, unitId, employeeId);
    const [gone] = await tx
      .update(employees)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(
        and(
          eq(employees.id, employeeId),
          eq(employees.reportingUnitId, unitId),
          eq(employees.isDeleted, false),
        ),
      )
      .returning({ userId: employees.userId });
    if (!gone) throw notFound();
    const remaining = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.userId, gone.userId), eq(employees.isDeleted, false)));
    if (remaining.length === 0) {
      await tx
        .update(users)
        .set({ isDeleted: true, updatedAt: new Date() })
        .where(and(eq(users.id, gone.userId), eq(users.roleId, Role.Reporter)));
      await revokeAllSessions(tx, gone.userId);
    }
    await writeAudit(tx, request, {
      action: 'employee.deleted',
      entity: 'employee',
      entityId: employeeId,
      details: { reportingUnitId: unitId },
    });
    return gone.userId;
  });
  // The lost unit moved the user's security stamp: its cached sessions must ask again at once.
  ctx.liveness.forgetUser(userId);
}
