import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { optionLabel } from '@registry/domain/dictionaries/option-label';
import { useEffect, useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, parseDecimal } from '../../../../shared/format/number';
import { translateMessage } from '../../../../shared/i18n/i18n';
import { DateField } from '../../../../shared/ui/date-field';
import { fieldErrorText } from '../../../../shared/ui/field-error';
import { TimeField } from '../../../../shared/ui/time-field';
import { useReadonly } from './readonly-context';

/**
 * The intervention forms' fields, bound to react-hook-form by path (`detail.cycles.0.weight`). Every
 * field shows its rule's message under it; `data-field` names the path for tests and for scrolling
 * to the first invalid field.
 */
type Base = { name: string; label: string; required?: boolean; disabled?: boolean; helper?: string };

function useFieldError(name: string) {
  const { formState } = useFormContext();
  return fieldErrorText(get(formState.errors, name));
}

export function TextF({
  name,
  label,
  required,
  disabled,
  helper,
  max,
  rows,
}: Base & { max: number; rows?: number }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  const value = (field.value as string | null) ?? '';
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled || readonly}
      multiline={Boolean(rows)}
      minRows={rows}
      error={Boolean(error)}
      helperText={error ?? helper}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max, 'data-field': name } }}
    />
  );
}

/**
 * A number typed as text (a comma or a point is the decimal mark); the text is kept while it is
 * typed, and a value from outside is written as the interface's language writes it (22,5).
 */
export function NumberF({ name, label, required, disabled, helper, unit }: Base & { unit?: string }) {
  const { i18n } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  const value = field.value as number | null;
  const [text, setText] = useState(() => formatDecimalInput(value, i18n.language));
  // A value set from outside (a reset, a reload) replaces the text typed.
  useEffect(() => {
    setText((current) => {
      const parsed = parseDecimal(current);
      return parsed === value || (parsed === null && value === null)
        ? current
        : formatDecimalInput(value, i18n.language);
    });
  }, [value, i18n.language]);
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseDecimal(e.target.value);
        // Text that is not a number stays visible and is refused by the rules as NaN.
        field.onChange(parsed === 'bad' ? Number.NaN : parsed);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(error)}
      helperText={error ?? helper}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-field': name } }}
    />
  );
}

/** One of a domain enumeration's ids (1…n), labelled `interventions.enums.<enumKey>.<id>`. */
export function EnumF({
  name,
  label,
  required,
  disabled,
  enumKey,
  ids,
}: Base & { enumKey: string; ids: readonly number[] }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  return (
    <TextField
      select
      label={label}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { 'data-field': name } }}
    >
      <MenuItem value="">
        <em>{t('interventions.form.none')}</em>
      </MenuItem>
      {ids.map((id) => (
        <MenuItem key={id} value={id}>
          {t(`interventions.enums.${enumKey}.${id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function FlagF({ name, label, disabled }: Base) {
  const { field } = useController({ name });
  const readonly = useReadonly();
  return (
    <FormControlLabel
      label={label}
      disabled={disabled || readonly}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          slotProps={{ input: { 'data-field': name } as object }}
        />
      }
    />
  );
}

export function DateF({ name, label, required, disabled, helper }: Base) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  return (
    <div data-date-field={name}>
      <DateField
        label={label}
        value={(field.value as string | null) ?? null}
        onChange={(v) => field.onChange(v)}
        required={required}
        disabled={disabled || readonly}
        error={Boolean(error)}
        helperText={error ?? helper}
        name={name}
      />
    </div>
  );
}

/** A time of day, HH:MM on a 24-hour clock (the app's own time field, not the browser's). */
export function TimeF({ name, label, required, disabled }: Base) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  return (
    <div data-time-field={name}>
      <TimeField
        label={label}
        value={(field.value as string | null) ?? null}
        onChange={(v) => field.onChange(v)}
        onBlur={field.onBlur}
        required={required}
        disabled={disabled || readonly}
        error={Boolean(error)}
        helperText={error}
        name={name}
      />
    </div>
  );
}

/**
 * An id from a list (a dictionary list or the registry's units), searchable by typing. Options read
 * as the notification form's do (the domain's `optionLabel`): plain names, the code in front only on
 * the code-first list `list` names (morphology).
 */
export function PickF({
  name,
  label,
  required,
  disabled,
  helper,
  options,
  list,
}: Base & { options: readonly Pick<DictionaryListItem, 'id' | 'text' | 'code'>[]; list?: ListKey }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const readonly = useReadonly();
  const chosen = options.find((o) => o.id === field.value) ?? null;
  const text = (o: Pick<DictionaryListItem, 'text' | 'code'>) => optionLabel(o, list);
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, next) => field.onChange(next?.id ?? null)}
      getOptionLabel={text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled || readonly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helper}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps?.htmlInput, 'data-field': name },
          }}
        />
      )}
    />
  );
}

/**
 * The message of a rule about a whole list or record (no analysis done, questionnaire unanswered, no
 * cycle): shown where the list is, since no single field carries it.
 */
export function GroupError({ name }: { name: string }) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const code = error?.message ?? error?.root?.message;
  if (!code) return null;
  return (
    <FormHelperText error role="alert" data-group-error={name} sx={{ gridColumn: '1 / -1' }}>
      {translateMessage(code)}
    </FormHelperText>
  );
}
