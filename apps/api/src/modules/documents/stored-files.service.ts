import { belongsToUnit, FileKind, type Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { employees, reportingUnits, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findPatientFile } from '../clinical/patients/patient-read.service';
import { buildAgreementTemplate } from '../employees/agreement-template';

/**
 * A stored file by the name a record gives it. The name alone is not a key to the file: the record
 * that holds it must be one the caller may see (an agreement: a member of its unit), else 404.
 */
export async function openStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  storageName: string,
  kind: number,
) {
  let allowed = false;
  let downloadName = storageName;
  if (kind === FileKind.ProfilePicture) {
    const [owner] = await ctx.db
      .select({ name: users.profilePictureName })
      .from(users)
      .where(eq(users.profilePictureStorageName, storageName));
    allowed = Boolean(owner);
    downloadName = owner?.name ?? storageName;
  } else if (kind === FileKind.Agreement) {
    const [holder] = await ctx.db
      .select({ unitId: employees.reportingUnitId, name: employees.agreementName })
      .from(employees)
      .where(and(eq(employees.agreementStorageName, storageName), eq(employees.isDeleted, false)));
    allowed = Boolean(holder) && belongsToUnit(session, holder.unitId);
    downloadName = holder?.name ?? storageName;
    if (allowed)
      await writeAudit(ctx.db, request, {
        action: 'agreement.downloaded',
        entity: 'employee_agreement',
        entityId: storageName,
      });
  }
  // A patient's agreement (kind 2) or social survey (kind 3): the patient must be in the caller's scope.
  if (!allowed && (kind === FileKind.Agreement || kind === FileKind.SocialSurvey)) {
    const held = await findPatientFile(ctx.db, request, session, storageName, kind);
    allowed = held !== null;
    downloadName = held?.fileName ?? storageName;
  }
  const file = allowed ? ctx.files.open(storageName) : null;
  if (!file) throw notFound();
  return { ...file, fileName: downloadName };
}

/** The data-processing agreement to sign, generated for the employee and their unit. */
export async function buildAgreementFor(ctx: AppContext, session: Session, employeeId: number) {
  const [row] = await ctx.db
    .select({
      unitId: employees.reportingUnitId,
      unitName: reportingUnits.name,
      unitAddress: reportingUnits.address,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .where(and(eq(employees.id, employeeId), eq(employees.isDeleted, false)));
  if (!row || !belongsToUnit(session, row.unitId)) throw notFound();
  const date = new Intl.DateTimeFormat('ro-RO', {
    timeZone: 'Europe/Bucharest',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replace(/\./g, '-');
  return buildAgreementTemplate({
    unitName: row.unitName,
    unitAddress: row.unitAddress,
    employeeName: `${row.firstName} ${row.lastName}`,
    employeeEmail: row.email,
    date,
  });
}
