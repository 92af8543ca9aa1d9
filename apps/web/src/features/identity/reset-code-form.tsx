import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { resetPasswordStep2Request } from '@registry/domain/identity/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/ui/field-error';
import { showToast } from '../../shared/ui/ui-events';
import { CodeField, EmailField, FormAlert, failureText, type ModeProps, PasswordField } from './form-bits';
import { resetPassword } from './identity-api';

/** Mode 3: e-mail, the e-mailed code and the new password; Enter submits. */
export function ResetCodeForm({ email, onMode }: ModeProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof resetPasswordStep2Request>,
    unknown,
    z.output<typeof resetPasswordStep2Request>
  >({
    resolver: zodResolver(resetPasswordStep2Request),
    defaultValues: { email, code: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      showToast(t('reset.done'), 'success');
      onMode('login', values.email);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="reset-code-form">
      <FormAlert message={failure} />
      <EmailField {...form.register('email')} fieldError={errors.email} />
      <CodeField label={t('reset.code')} {...form.register('code')} fieldError={errors.code} />
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={fieldErrorText(errors.password) ?? t('reset.passwordRule')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('reset.submit')}
      </Button>
      <Link component="button" type="button" onClick={() => onMode('login', form.getValues('email'))}>
        {t('login.backToLogin')}
      </Link>
    </Stack>
  );
}
