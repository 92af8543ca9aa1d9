import { employeePermissionLabels, professionalRoleLabels } from '@registry/domain/units/professional-roles';
import { currentLanguage } from '../../shared/i18n/i18n';

/** Permission and professional-role choices in the current language, as [id, label] pairs. */
export const permissionChoices = () =>
  Object.entries(employeePermissionLabels[currentLanguage()]).map(
    ([id, label]) => [Number(id), label] as const,
  );

export const professionalRoleChoices = () =>
  Object.entries(professionalRoleLabels[currentLanguage()]).map(
    ([id, label]) => [Number(id), label] as const,
  );

export const initialsOf = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
