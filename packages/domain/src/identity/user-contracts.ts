import { z } from 'zod';
import { entityId, flag, optionalText, requiredText } from '../shared/form-fields';
import { id, numberFrom, wholeNumber } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';
import { emailField } from './contracts';
import { Role } from './roles';

/** Roles the user form offers: reporters are made through the employee form (spec 01 §5). */
export const userFormRoleIds = [
  Role.SuperAdministrator,
  Role.Reviewer,
  Role.Auditor,
  Role.Executive,
] as const;

export const userForm = z.object({
  userId: entityId,
  roleId: wholeNumber(numberFrom(msg.required), msg.required).refine(
    (r) => userFormRoleIds.includes(r as 1),
    msg.required,
  ),
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: emailField,
  phone: optionalText(25),
  deleteProfilePicture: flag,
});
export type UserForm = z.infer<typeof userForm>;

export const user = z.object({
  userId: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  isDeleted: z.boolean(),
  employeeId: z.number().nullable(),
  profilePictureName: z.string().nullable(),
  profilePictureStorageName: z.string().nullable(),
});

/** Spec 01 §3 user list item. */
export const userListItem = z.object({
  userId: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  fullName: z.string(),
  email: z.string(),
  reportingUnit: z.string().nullable(),
  reportingUnitId: z.number().nullable(),
  employeeId: z.number().nullable(),
  createdDate: z.date(),
  emailConfirmed: z.boolean(),
  isDeleted: z.boolean(),
});
export const userFilter = listQuery(['fullName', 'email', 'roleName', 'createdDate', 'reportingUnit']).extend(
  {
    reportingUnitId: id.nullish(),
    roleId: id.nullish(),
    emailConfirmed: z.boolean().nullish(),
    isDeleted: z.boolean().nullish(),
  },
);
export const userList = listAnswer(userListItem);

export const profileForm = z.object({
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone: optionalText(25),
  twoFa: flag,
  deleteProfilePicture: flag,
});
export const userProfile = z.object({
  userId: z.number(),
  roleId: z.number(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  twoFa: z.boolean(),
  languageId: z.number(),
  profilePictureName: z.string().nullable(),
  profilePictureStorageName: z.string().nullable(),
  reportingUnitsIds: z.array(z.number()),
  roles: z.array(
    z.object({
      reportingUnitId: z.number(),
      reportingUnit: z.string(),
      permissionIds: z.array(z.number()),
      permissions: z.array(z.string()),
    }),
  ),
});

export const emailMessage = z.object({
  message: requiredText(4000),
  email: emailField,
  userId: id.nullish(),
});
export type EmailMessage = z.infer<typeof emailMessage>;
