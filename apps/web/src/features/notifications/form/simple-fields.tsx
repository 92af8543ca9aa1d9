import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { EARLIEST_NOTIFICATION_DATE } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { todayIso } from '@registry/domain/patient/cnp';
import { memo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { DateField } from '../../../shared/ui/date-field';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { type FieldName, useFormKit } from './form-kit';
import { useIsRequired } from './requirements-store';

/** `hint`: a live rule's message (follow-up rules) or a note, shown while the field has no error. */
type Props = { name: FieldName; label: string; disabled?: boolean; hint?: { text: string; wrong: boolean } };

/** A tick; its dependants (dates, reasons …) follow through the domain dependencies. */
export const CheckField = memo(function CheckField({ name, label, disabled }: Props) {
  const { change } = useFormKit();
  const required = useIsRequired(name);
  const { field, fieldState } = useController<Notification>({ name });
  const helperId = `${name}-error`;
  const invalid = Boolean(fieldState.error);
  return (
    <FormControl error={invalid} required={required} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => change(name, e.target.checked)}
            slotProps={{
              input: {
                ref: field.ref,
                'data-field': name,
                'aria-invalid': invalid || undefined,
                'aria-describedby': invalid ? helperId : undefined,
              } as object,
            }}
          />
        }
      />
      {fieldState.error && <FormHelperText id={helperId}>{fieldErrorText(fieldState.error)}</FormHelperText>}
    </FormControl>
  );
});

type DateProps = Props & { noLimits?: boolean };

/** A DD-MM-YYYY date held as ISO; notification dates lie between 1990 and today (spec 02 §9). */
export const DateInput = memo(function DateInput({ name, label, disabled, noLimits, hint }: DateProps) {
  const { change } = useFormKit();
  const required = useIsRequired(name);
  const { field, fieldState } = useController<Notification>({ name });
  return (
    <div data-date-field={name}>
      <DateField
        name={name}
        label={label}
        value={typeof field.value === 'string' ? field.value : null}
        onChange={(value) => change(name, value)}
        min={noLimits ? undefined : EARLIEST_NOTIFICATION_DATE}
        max={todayIso()}
        disabled={disabled}
        required={required}
        error={Boolean(fieldState.error) || Boolean(hint?.wrong)}
        helperText={fieldErrorText(fieldState.error) ?? hint?.text}
      />
    </div>
  );
});

/** A value the form derives (age, mirrors): shown, never typed. */
export const DerivedField = memo(function DerivedField({
  name,
  label,
  format,
}: {
  name: FieldName;
  label: string;
  format?: (value: unknown) => string;
}) {
  const value = useWatch<Notification>({ name });
  const shown = format ? format(value) : value == null ? '' : String(value);
  return (
    <TextField
      label={label}
      value={shown}
      fullWidth
      disabled
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-field': name, readOnly: true } }}
    />
  );
});
