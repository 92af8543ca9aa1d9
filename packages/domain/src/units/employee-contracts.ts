import { z } from 'zod';
import { emailField } from '../identity/contracts';
import { employeePermissionIds } from '../identity/roles';
import { entityId, flag, idList, optionalText, requiredId, requiredText } from '../shared/form-fields';
import { id } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';
import { professionalRoleIds } from './professional-roles';

/** The employee form (spec 01 §2.6, §5), sent as multipart with the picture and the agreement file. */
export const employeeForm = z.object({
  id: entityId,
  reportingUnitId: requiredId,
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: emailField,
  phone: optionalText(25),
  code: optionalText(50),
  permissionIds: idList.refine(
    (ids) => ids.every((id) => employeePermissionIds.includes(id as 1)),
    msg.invalid,
  ),
  professionalRoleIds: idList.refine(
    (ids) => ids.every((id) => professionalRoleIds.includes(id)),
    msg.invalid,
  ),
  deleteProfilePicture: flag,
  deleteAgreement: flag,
});
export type EmployeeForm = z.infer<typeof employeeForm>;

export const employee = z.object({
  id: z.number(),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  code: z.string().nullable(),
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  permissionIds: z.array(z.number()),
  professionalRoleIds: z.array(z.number()),
  professionalRoles: z.array(z.string()),
  admin: z.boolean(),
  emailConfirmed: z.boolean(),
  profilePictureName: z.string().nullable(),
  profilePictureStorageName: z.string().nullable(),
  agreementName: z.string().nullable(),
  agreementStorageName: z.string().nullable(),
});
export type Employee = z.infer<typeof employee>;

/** Spec 01 §3 employee list query. */
export const employeeFilter = listQuery(['fullName', 'email', 'admin', 'emailConfirmed']).extend({
  reportingUnitId: requiredId,
  emailConfirmed: z.boolean().nullish(),
  roleId: id.nullish().describe('An employee permission id (1 admin, 2 case owner, 3 reporter)'),
  medicalRoleId: id.nullish().describe('A professional role id'),
});
export const employeeList = listAnswer(employee);

/** Saving answers the employee and, when the e-mail already had an account in other units, a warning. */
export const employeeSaved = employee.extend({ warning: z.string().nullable() });
