import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { permissionChoices, professionalRoleChoices } from './employee-labels';
import type { EmployeeFilters } from './employees-api';

type Props = { values: EmployeeFilters; change: (patch: Partial<EmployeeFilters>) => void };

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The drawer's filters: account confirmed (any/yes/no), permission, professional role. */
export function EmployeeFilterFields({ values, change }: Props) {
  const { t } = useTranslation();
  const confirmed = values.emailConfirmed === null ? '' : String(values.emailConfirmed);
  return (
    <>
      <TextField
        select
        label={t('employees.filters.emailConfirmed')}
        value={confirmed}
        onChange={(e) => change({ emailConfirmed: e.target.value === '' ? null : e.target.value === 'true' })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-confirmed' } }}
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        <MenuItem value="true">{t('employees.filters.yes')}</MenuItem>
        <MenuItem value="false">{t('employees.filters.no')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('employees.filters.permission')}
        value={values.roleId ?? ''}
        onChange={(e) => change({ roleId: idOrNull(e.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-permission' } }}
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        {permissionChoices().map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('employees.filters.professionalRole')}
        value={values.medicalRoleId ?? ''}
        onChange={(e) => change({ medicalRoleId: idOrNull(e.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-professional-role' } }}
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        {professionalRoleChoices().map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
