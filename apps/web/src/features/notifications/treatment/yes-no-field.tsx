import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Notification } from '@registry/domain/notification/model';
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { type FieldName, useFormKit } from '../form/form-kit';
import { useIsRequired } from '../form/requirements-store';

type Props = { name: FieldName; label: string; disabled?: boolean };

/** A yes/no answer that may still be unanswered (null), e.g. the transplant recommendation. */
export const YesNoField = memo(function YesNoField({ name, label, disabled }: Props) {
  const { t } = useTranslation();
  const required = useIsRequired(name);
  const { change } = useFormKit();
  const { field, fieldState } = useController<Notification>({ name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={(e) => change(name, e.target.value === '' ? null : e.target.value === 'yes')}
      inputRef={field.ref}
      disabled={disabled}
      required={required}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-field': name } }}
    >
      <MenuItem value="">
        <em>{t('notification.form.none')}</em>
      </MenuItem>
      <MenuItem value="yes">{t('common.yes')}</MenuItem>
      <MenuItem value="no">{t('common.no')}</MenuItem>
    </TextField>
  );
});
