import { employeePermissionLabels, isSuperAdmin, type Language, type Session } from '@registry/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { employees, reportingUnits, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/files/file-store';
import { findEmployeePermissions } from './session.service';

/** One's own profile; the super administrator may read anyone's (the dashboard loads it by user id). */
export async function findProfile(ctx: AppContext, session: Session, language: Language, userId: number) {
  if (userId !== session.userId && !isSuperAdmin(session)) throw notFound();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
  if (!user) throw notFound();
  const permissions = await findEmployeePermissions(ctx.db, userId);
  const units = await ctx.db
    .select({ id: reportingUnits.id, name: reportingUnits.name })
    .from(employees)
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .where(and(eq(employees.userId, userId), eq(employees.isDeleted, false)))
    .orderBy(asc(employees.id));
  const unitName = new Map(units.map((u) => [u.id, u.name]));
  return {
    userId: user.id,
    roleId: user.roleId,
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    emailConfirmed: user.emailConfirmed,
    twoFa: user.twoFa,
    languageId: user.languageId,
    profilePictureName: user.profilePictureName,
    profilePictureStorageName: user.profilePictureStorageName,
    reportingUnitsIds: permissions.map((p) => p.reportingUnitId),
    roles: permissions.map((p) => ({
      reportingUnitId: p.reportingUnitId,
      reportingUnit: unitName.get(p.reportingUnitId) ?? '',
      permissionIds: p.permissionIds,
      permissions: p.permissionIds.map((id) => employeePermissionLabels[language][id] ?? String(id)),
    })),
  };
}

/** How many units and roles share this account: the profile form warns that general data changes for all. */
export async function countProfileLinks(ctx: AppContext, session: Session, userId: number) {
  if (userId !== session.userId && !isSuperAdmin(session)) throw notFound();
  const permissions = await findEmployeePermissions(ctx.db, userId);
  return {
    reportingUnits: permissions.length,
    roles: permissions.reduce((n, p) => n + p.permissionIds.length, 0),
  };
}

export type ProfileForm = {
  firstName: string;
  lastName: string;
  phone: string | null;
  twoFa: boolean;
  deleteProfilePicture: boolean;
};

export async function saveProfile(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  form: ProfileForm,
  picture: StoredFile | undefined,
) {
  const [current] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!current || current.isDeleted) throw notFound();
  const pictureColumns = picture
    ? { profilePictureName: picture.fileName, profilePictureStorageName: picture.storageName }
    : form.deleteProfilePicture
      ? { profilePictureName: null, profilePictureStorageName: null }
      : {};
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        twoFa: form.twoFa,
        ...pictureColumns,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, session.userId));
    await writeAudit(tx, request, {
      action: 'profile.updated',
      entity: 'user',
      entityId: session.userId,
      details: { twoFa: form.twoFa },
    });
  });
  if ('profilePictureStorageName' in pictureColumns)
    await ctx.files.remove(current.profilePictureStorageName);
}
