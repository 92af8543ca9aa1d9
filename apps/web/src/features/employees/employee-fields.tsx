import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../shared/ui/field-error';
import { permissionChoices, professionalRoleChoices } from './employee-labels';
import type { EmployeeValues } from './employee-values';

type Props = { form: UseFormReturn<EmployeeValues>; readOnly: boolean };
type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'code';
type ListName = 'permissionIds' | 'professionalRoleIds';

/** Names, contact, stamp code (spec 01 §3 employee; §5: names ≤ 50, e-mail required). */
export function EmployeeIdentityFields({ form, readOnly }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const text = (name: TextName, max: number, extra: { required?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`employees.fields.${name}`)}
      {...extra}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(errors[name])}
      slotProps={{ htmlInput: { maxLength: max, readOnly } }}
    />
  );
  return (
    <>
      {text('lastName', 50, { required: true })}
      {text('firstName', 50, { required: true })}
      {text('email', 254, { required: true, type: 'email' })}
      {text('phone', 25, { type: 'tel' })}
      {text('code', 50)}
    </>
  );
}

/** Permissions (admin, case owner, reporter) and professional roles: multi-selects shown as chips. */
export function EmployeeAccessFields({ form, readOnly }: Props) {
  const { t } = useTranslation();
  const select = (name: ListName, choices: readonly (readonly [number, string])[]) => {
    const labels = new Map(choices);
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t(`employees.fields.${name}`)}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value as unknown as number[])}
            onBlur={field.onBlur}
            name={name}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(fieldState.error)}
            slotProps={{
              select: {
                multiple: true,
                readOnly,
                renderValue: (ids) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(ids as number[]).map((id) => (
                      <Chip key={id} size="small" label={labels.get(id) ?? id} />
                    ))}
                  </Box>
                ),
              },
              htmlInput: { 'data-testid': `employee-${name}` },
            }}
          >
            {choices.map(([id, label]) => (
              <MenuItem key={id} value={id}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    );
  };
  return (
    <>
      {select('permissionIds', permissionChoices())}
      {select('professionalRoleIds', professionalRoleChoices())}
    </>
  );
}
