import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type Ref, useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'ref' | 'inputRef'> & {
  label: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  /** React Hook Form's `register` ref lands on the <input> itself. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * An outlined text field without MUI's TextField, which always bundles Select, Menu and the filled
 * and standard inputs; the sign-in route uses this to stay small. Same look as TextField.
 */
export function TextInput({ label, helperText, error, required, id, ref, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl error={error} required={required} fullWidth variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} inputRef={ref} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
