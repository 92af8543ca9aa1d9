import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EARLIEST_NOTIFICATION_DATE } from '@registry/domain/notification/constants';
import { todayIso } from '@registry/domain/patient/cnp';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../shared/search/use-debounced-search';
import { DateField } from '../../shared/ui/date-field';
import './locales/register';

/** Spec 02 §5 "Filters": text inputs at most 100 characters. */
export const FILTER_TEXT_MAX = 100;

type TextProps = {
  name: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A text filter that asks the server only once the typing pauses (600 ms, like the toolbar search). */
export function TextFilter({ name, label, value, onChange }: TextProps) {
  const [text, setText] = useDebouncedSearch((term) => onChange(term || null), value ?? '');
  return (
    <TextField
      name={name}
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: FILTER_TEXT_MAX, 'data-filter': name } }}
      fullWidth
    />
  );
}

export type Choice = { id: number; label: string };

type SelectProps = {
  name: string;
  label: string;
  value: number | null;
  choices: Choice[];
  onChange: (value: number | null) => void;
  disabled?: boolean;
  helperText?: string;
};

/** A short list with an "any" entry first. */
export function SelectFilter({ name, label, value, choices, onChange, disabled, helperText }: SelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      disabled={disabled}
      helperText={helperText}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-filter': name },
      }}
      fullWidth
    >
      <MenuItem value="">{t('list.any')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A long list (codes, cities) as a searchable combobox; clearing it means "any". */
export function ComboFilter({ name, label, value, choices, onChange, disabled, helperText }: SelectProps) {
  const { t } = useTranslation();
  const selected = useMemo(() => choices.find((c) => c.id === value) ?? null, [choices, value]);
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_, choice) => onChange(choice?.id ?? null)}
      getOptionLabel={(c) => c.label}
      getOptionKey={(c) => c.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      noOptionsText={t('list.noOptions')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={t('list.any')}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps?.htmlInput, 'data-filter': name },
          }}
        />
      )}
    />
  );
}

type RangeProps = {
  name: string;
  label: string;
  start: string | null;
  end: string | null;
  onChange: (start: string | null, end: string | null) => void;
};

/** A DD-MM-YYYY date range between 1990-01-01 and today (spec 02 §9); each end bounds the other. */
export function DateRangeFilter({ name, label, start, end, onChange }: RangeProps) {
  const { t } = useTranslation();
  const today = todayIso();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <Box data-date-field={`${name}Start`}>
          <DateField
            name={`${name}Start`}
            label={t('notificationList.filters.from')}
            value={start}
            min={EARLIEST_NOTIFICATION_DATE}
            max={end ?? today}
            onChange={(value) => onChange(value, end)}
          />
        </Box>
        <Box data-date-field={`${name}End`}>
          <DateField
            name={`${name}End`}
            label={t('notificationList.filters.to')}
            value={end}
            min={start ?? EARLIEST_NOTIFICATION_DATE}
            max={today}
            onChange={(value) => onChange(start, value)}
          />
        </Box>
      </Box>
    </Box>
  );
}
