import TextField from '@mui/material/TextField';
import type { Notification } from '@registry/domain/notification/model';
import { memo } from 'react';
import { type FieldError, useFormContext, useFormState } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/ui/field-error';
import type { FieldName } from './form-kit';
import { useIsRequired } from './requirements-store';

type Props = {
  name: FieldName;
  label: string;
  disabled?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Runs after the value is stored, for fields other fields depend on (the identifier). */
  onValue?: (value: string | null) => void;
  inputMode?: 'numeric' | 'text';
};

const nullIfBlank = (value: unknown) => (value === '' ? null : value);

/**
 * An uncontrolled text field: the DOM holds what is typed and React Hook Form reads it, so a
 * keystroke re-renders nothing; only this field's error state is subscribed to.
 */
export const FormTextField = memo(function FormTextField({
  name,
  label,
  disabled,
  multiline,
  maxLength,
  onValue,
  inputMode,
}: Props) {
  const { register, clearErrors, getFieldState } = useFormContext<Notification>();
  const required = useIsRequired(name);
  const { errors } = useFormState<Notification>({ name, exact: true });
  const error = getFieldState(name, { errors } as never).error as FieldError | undefined;
  const field = register(name, {
    setValueAs: nullIfBlank,
    onChange: (event: { target: { value: string } }) => {
      if (getFieldState(name).error) clearErrors(name);
      onValue?.(nullIfBlank(event.target.value) as string | null);
    },
  });
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      ref={undefined}
      label={label}
      disabled={disabled}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      error={Boolean(error)}
      helperText={fieldErrorText(error)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength, inputMode, 'data-field': name },
      }}
    />
  );
});
