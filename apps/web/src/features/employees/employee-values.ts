import { EmployeePermission } from '@registry/domain/identity/roles';
import type { Employee } from '@registry/domain/units/employee-contracts';
import type { PictureChoice } from '../../shared/files/picture-field';

/** What the edit form's fields hold. */
export type EmployeeValues = {
  id: number;
  reportingUnitId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  code: string;
  permissionIds: number[];
  professionalRoleIds: number[];
};

/** The signed agreement the form will send: a new file, or the stored one cleared. */
export type AgreementChoice = { file: File | null; cleared: boolean };
export const keepAgreement: AgreementChoice = { file: null, cleared: false };

export const EMPLOYEE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'code',
  'permissionIds',
  'professionalRoleIds',
] as const;

/** A new employee starts as a reporter of the unit (the admin can add or remove permissions). */
export const newEmployeeValues = (unitId: number): EmployeeValues => ({
  id: 0,
  reportingUnitId: unitId,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  code: '',
  permissionIds: [EmployeePermission.Reporter],
  professionalRoleIds: [],
});

export const employeeValuesOf = (e: Employee): EmployeeValues => ({
  id: e.id,
  reportingUnitId: e.reportingUnitId,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone ?? '',
  code: e.code ?? '',
  permissionIds: e.permissionIds,
  professionalRoleIds: e.professionalRoleIds,
});

/** The multipart body of `POST /api/employee` (spec 01 §7.4); id lists go comma-separated (§3). */
export function employeeFormData(values: EmployeeValues, picture: PictureChoice, agreement: AgreementChoice) {
  const body = new FormData();
  body.set('id', String(values.id));
  body.set('reportingUnitId', String(values.reportingUnitId));
  body.set('firstName', values.firstName.trim());
  body.set('lastName', values.lastName.trim());
  body.set('email', values.email.trim());
  body.set('phone', values.phone.trim());
  body.set('code', values.code.trim());
  body.set('permissionIds', values.permissionIds.join(','));
  body.set('professionalRoleIds', values.professionalRoleIds.join(','));
  body.set('deleteProfilePicture', String(picture.cleared && !picture.file));
  body.set('deleteAgreement', String(agreement.cleared && !agreement.file));
  if (picture.file) body.set('profilePicture', picture.file);
  if (agreement.file) body.set('agreement', agreement.file);
  return body;
}
