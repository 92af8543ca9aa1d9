import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { loginRequest } from '@registry/domain/identity/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/ui/field-error';
import { showToast } from '../../shared/ui/ui-events';
import { completeSignIn } from './complete-sign-in';
import { EmailField, FormAlert, failureText, type ModeProps, PasswordField } from './form-bits';
import { login } from './identity-api';

/** Mode 1: e-mail and password; Enter submits (it is a real form). */
export function LoginForm({ email, onMode }: ModeProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginRequest>, unknown, z.output<typeof loginRequest>>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login(values);
      if (answer.twoFaRequired) {
        showToast(t('login.twoFaSent'), 'info');
        onMode('twoFa', values.email);
        return;
      }
      if (!(await completeSignIn(answer))) setFailure(t('login.failed'));
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="login-form">
      <FormAlert message={failure} />
      <EmailField autoFocus {...form.register('email')} fieldError={errors.email} />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={fieldErrorText(errors.password)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('login.submit')}
      </Button>
      <Link component="button" type="button" onClick={() => onMode('resetRequest', form.getValues('email'))}>
        {t('login.forgotPassword')}
      </Link>
    </Stack>
  );
}
