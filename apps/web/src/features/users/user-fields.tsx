import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleLabels } from '@registry/domain/identity/roles';
import { userFormRoleIds } from '@registry/domain/identity/user-contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../shared/ui/field-error';

export type UserValues = {
  userId: number;
  roleId: number | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  deleteProfilePicture: boolean;
};

type TextName = 'firstName' | 'lastName' | 'email' | 'phone';

/** The user form's fields (spec 01 §3 user form); read-only until Edit. The reporter role is never offered. */
export function UserFields({
  form,
  readOnly,
  roleName,
}: {
  form: UseFormReturn<UserValues>;
  readOnly: boolean;
  /** The stored role's name, shown as text when read-only (a reporter's role is not a choice here). */
  roleName: string | null;
}) {
  const { t, i18n } = useTranslation();
  const labels = roleLabels[i18n.language === 'en' ? 'en' : 'ro'];
  const { errors } = form.formState;
  const input = { readOnly };
  const text = (name: TextName, label: string, required = false, type = 'text') => (
    <TextField
      label={label}
      type={type}
      required={required && !readOnly}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(errors[name])}
      slotProps={{ input, inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {readOnly ? (
        <TextField
          label={t('users.role')}
          value={roleName ?? ''}
          slotProps={{ input, inputLabel: { shrink: true } }}
          fullWidth
          name="roleName"
        />
      ) : (
        <Controller
          control={form.control}
          name="roleId"
          render={({ field }) => (
            <TextField
              select
              label={t('users.role')}
              required
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.roleId)}
              helperText={fieldErrorText(errors.roleId)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <MenuItem value="" disabled>
                {t('users.chooseRole')}
              </MenuItem>
              {userFormRoleIds.map((id) => (
                <MenuItem key={id} value={id}>
                  {labels[id]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      {/* Nume before Prenume, as on every Romanian form and on the employee form. */}
      {text('lastName', t('users.lastName'), true)}
      {text('firstName', t('users.firstName'), true)}
      {text('email', t('users.email'), true, 'email')}
      {text('phone', t('users.phone'), false, 'tel')}
    </Box>
  );
}
