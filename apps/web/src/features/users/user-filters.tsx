import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type RoleId, roleIds, roleLabels } from '@registry/domain/identity/roles';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../../shared/list/list-page';
import { TriStateCheckbox } from './tri-state-checkbox';
import type { UserFilters } from './users-api';

const ANY = '';

/** The user list's drawer (spec 01 §2.7): profile type, e-mail confirmed and deleted; Reset is the drawer's. */
export function useUserFilters(): ListFilters<UserFilters> {
  const { t, i18n } = useTranslation();
  const labels = roleLabels[i18n.language === 'en' ? 'en' : 'ro'];
  return {
    defaults: { roleId: null, emailConfirmed: null, isDeleted: null },
    render: (values, change) => (
      <>
        <TextField
          select
          label={t('users.profileType')}
          value={values.roleId ?? ANY}
          onChange={(e) => change({ roleId: e.target.value === ANY ? null : Number(e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          name="roleId"
          fullWidth
        >
          <MenuItem value={ANY}>{t('users.anyType')}</MenuItem>
          {roleIds.map((id: RoleId) => (
            <MenuItem key={id} value={id}>
              {labels[id]}
            </MenuItem>
          ))}
        </TextField>
        <TriStateCheckbox
          name="emailConfirmed"
          label={t('users.emailConfirmed')}
          value={values.emailConfirmed}
          onChange={(emailConfirmed) => change({ emailConfirmed })}
        />
        <TriStateCheckbox
          name="isDeleted"
          label={t('users.deleted')}
          value={values.isDeleted}
          onChange={(isDeleted) => change({ isDeleted })}
        />
      </>
    ),
  };
}
