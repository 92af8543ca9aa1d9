import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';

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
const DatePickerField = lazy(() => import('./date-picker-field'));

/** Date field of spec 01 §2.10: shown as DD-MM-YYYY, optional min/max, clearable. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={<TextField label={props.label} value="" disabled fullWidth placeholder="DD-MM-YYYY" />}
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}
