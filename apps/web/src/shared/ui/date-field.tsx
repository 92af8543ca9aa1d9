import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { formatDate } from '../format/date';

export type DateFieldProps = {
  label: string;
  /** ISO `yyyy-mm-dd` (the wire format) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Optional limits, ISO. Spec 01 §9: where a limit applies it is 1990-01-01 … today. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
};

/** The picker library is heavy, so it loads only when a screen shows a date (code split). */
const loadPicker = () => import('./date-picker-field');
const DatePickerField = lazy(loadPicker);

/** Screens made of dates (the notification form) start loading the picker with their own chunk. */
export const preloadDateField = () => void loadPicker();

/** Date field of spec 01 §2.10: shown as DD-MM-YYYY, optional min/max, clearable. */
export function DateField(props: DateFieldProps) {
  // Until the picker arrives the same field shows the same value, so nothing jumps.
  const fallback = (
    <TextField
      label={props.label}
      value={formatDate(props.value)}
      required={props.required}
      disabled
      fullWidth
      placeholder="DD-MM-YYYY"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
