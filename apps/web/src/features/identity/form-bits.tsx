import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http/http-error';
import { fieldErrorText } from '../../shared/ui/field-error';
import { TextInput, type TextInputProps } from '../../shared/ui/text-input';

/** The sign-in modes of spec 01 §2.3. */
export type LoginMode = 'login' | 'resetRequest' | 'resetCode' | 'confirm' | 'twoFa';

export type ModeProps = {
  /** The e-mail carried from one mode to the next. */
  email: string;
  onMode: (mode: LoginMode, email?: string) => void;
};

/** A password input with a show/hide button. */
export function PasswordField(props: TextInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setShown((v) => !v)}
            edge="end"
            aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** Turns a failed call into the sentence shown above the form. */
export function failureText(error: unknown): string {
  return error instanceof HttpError ? error.notice.message : String(error);
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" data-testid="login-error">
      {message}
    </Alert>
  );
}

type FieldProps = TextInputProps & { fieldError?: FieldError };

/** The e-mail every sign-in mode asks for. */
export function EmailField({ fieldError, ...props }: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('login.email')}
      type="email"
      autoComplete="username"
      required
      {...props}
      error={Boolean(fieldError)}
      helperText={fieldErrorText(fieldError)}
    />
  );
}

/** A 6-digit code from an e-mail (reset, 2FA): the phone's code autofill and keypad. */
export function CodeField({ fieldError, ...props }: FieldProps) {
  return (
    <TextInput
      autoComplete="one-time-code"
      autoFocus
      required
      inputProps={{ inputMode: 'numeric', maxLength: 12 }}
      {...props}
      error={Boolean(fieldError)}
      helperText={fieldErrorText(fieldError)}
    />
  );
}
