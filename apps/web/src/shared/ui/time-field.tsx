import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';

export type TimeFieldProps = {
  label: string;
  /** `HH:MM`, 24-hour (the wire format), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
};

/** Loaded with the date picker's library, only where a screen shows a time (code split). */
const TimePickerField = lazy(() => import('./time-picker-field'));

/**
 * A time of day as the app writes it, HH:MM on a 24-hour clock in both languages (issue 42 item
 * 12): the browser's own time input follows the browser's locale and showed "10:00 AM" on the
 * Romanian form. Typed section by section like the date field (hours, then minutes).
 */
export function TimeField(props: TimeFieldProps) {
  const fallback = (
    <TextField
      label={props.label}
      value={props.value ?? ''}
      required={props.required}
      disabled
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <TimePickerField {...props} />
    </Suspense>
  );
}
