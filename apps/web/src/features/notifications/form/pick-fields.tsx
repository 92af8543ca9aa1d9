import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Notification } from '@registry/domain/notification/model';
import { memo, type ReactNode, type Ref, useMemo } from 'react';
import { type FieldError, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { type FieldName, useFormKit } from './form-kit';
import type { Option } from './lookups';
import { useIsRequired } from './requirements-store';

type PickProps = {
  name: FieldName;
  label: string;
  options: Option[];
  disabled?: boolean;
  /** A live rule's message (follow-up rules) shown while the field has no error. */
  hint?: { text: string; wrong: boolean };
  /** Instead of the plain dependency-aware change (morphology, topography, reason). */
  onPick?: (id: number | null) => void;
  endAdornment?: ReactNode;
};

const asId = (value: unknown) => (typeof value === 'number' ? value : null);

type PickInputProps = {
  params: AutocompleteRenderInputParams;
  inputRef: Ref<HTMLInputElement>;
  name: FieldName;
  label: string;
  required?: boolean;
  error?: FieldError;
  endAdornment?: ReactNode;
};

/** The text field of both comboboxes: label above, the field's error, `data-field`, an optional adornment. */
function PickInput({ params, inputRef, name, label, required, error, endAdornment }: PickInputProps) {
  const input = params.slotProps?.input as { endAdornment?: ReactNode } | undefined;
  return (
    <TextField
      {...params}
      inputRef={inputRef}
      name={name}
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={fieldErrorText(error)}
      slotProps={{
        ...params.slotProps,
        inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
        htmlInput: { ...params.slotProps?.htmlInput, 'data-field': name },
        input: endAdornment
          ? {
              ...params.slotProps?.input,
              endAdornment: (
                <>
                  {endAdornment}
                  {input?.endAdornment}
                </>
              ),
            }
          : params.slotProps?.input,
      }}
    />
  );
}

/** A short list as a select; the labels are the dictionary's texts, never ids. */
export const SelectField = memo(function SelectField({
  name,
  label,
  options,
  disabled,
  hint,
  onPick,
}: PickProps) {
  const { t } = useTranslation();
  const required = useIsRequired(name);
  const { change } = useFormKit();
  const { field, fieldState } = useController<Notification>({ name });
  const value = asId(field.value);
  const known = value === null || options.some((o) => o.id === value);
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value === null || !known ? '' : value}
      onChange={(e) => {
        const id = e.target.value === '' ? null : Number(e.target.value);
        if (onPick) onPick(id);
        else change(name, id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      required={required}
      fullWidth
      error={Boolean(fieldState.error) || Boolean(hint?.wrong)}
      helperText={fieldErrorText(fieldState.error) ?? hint?.text}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-field': name } }}
    >
      <MenuItem value="">
        <em>{t('notification.form.none')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** A long list (topography, morphology, death reason …) as a searchable combobox. */
export const ComboField = memo(function ComboField({
  name,
  label,
  options,
  disabled,
  onPick,
  endAdornment,
}: PickProps) {
  const { t } = useTranslation();
  const required = useIsRequired(name);
  const { change } = useFormKit();
  const { field, fieldState } = useController<Notification>({ name });
  const value = asId(field.value);
  const selected = useMemo(() => options.find((o) => o.id === value) ?? null, [options, value]);
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => (onPick ? onPick(option?.id ?? null) : change(name, option?.id ?? null))}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      noOptionsText={t('notification.form.noOptions')}
      autoHighlight
      renderInput={(params) => (
        <PickInput
          params={params}
          inputRef={field.ref}
          name={name}
          label={label}
          required={required}
          error={fieldState.error}
          endAdornment={endAdornment}
        />
      )}
    />
  );
});

type MultiProps = Omit<PickProps, 'onPick' | 'endAdornment' | 'hint'> & { onPick?: (ids: number[]) => void };

/** A many-valued list (agents, markers, imaging) as chips; at most 8 chips shown (spec 02 §9). */
export const MultiField = memo(function MultiField({ name, label, options, disabled, onPick }: MultiProps) {
  const { t } = useTranslation();
  const required = useIsRequired(name);
  const { change } = useFormKit();
  const { field, fieldState } = useController<Notification>({ name });
  const ids = Array.isArray(field.value) ? (field.value as number[]) : [];
  const selected = useMemo(() => options.filter((o) => ids.includes(o.id)), [options, ids]);
  return (
    <Autocomplete
      multiple
      limitTags={8}
      options={options}
      value={selected}
      onChange={(_, chosen) => {
        const next = chosen.map((o) => o.id);
        if (onPick) onPick(next);
        else change(name, next);
      }}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      disableCloseOnSelect
      noOptionsText={t('notification.form.noOptions')}
      renderInput={(params) => (
        <PickInput
          params={params}
          inputRef={field.ref}
          name={name}
          label={label}
          required={required}
          error={fieldState.error}
        />
      )}
    />
  );
});
