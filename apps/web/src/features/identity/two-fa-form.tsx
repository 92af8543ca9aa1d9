import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFaRequest } from '@registry/domain/identity/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { completeSignIn } from './complete-sign-in';
import { CodeField, EmailField, FormAlert, failureText, type ModeProps } from './form-bits';
import { loginTwoFa } from './identity-api';

/** Mode 5: the code the server e-mailed after a correct password. */
export function TwoFaForm({ email, onMode }: ModeProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof twoFaRequest>, unknown, z.output<typeof twoFaRequest>>({
    resolver: zodResolver(twoFaRequest),
    defaultValues: { email, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (!(await completeSignIn(await loginTwoFa(values)))) setFailure(t('login.failed'));
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="two-fa-form">
      <Typography color="text.secondary">{t('twoFa.hint')}</Typography>
      <FormAlert message={failure} />
      <EmailField {...form.register('email')} fieldError={errors.email} />
      <CodeField label={t('twoFa.code')} {...form.register('code')} fieldError={errors.code} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('twoFa.submit')}
      </Button>
      <Link component="button" type="button" onClick={() => onMode('login', form.getValues('email'))}>
        {t('login.backToLogin')}
      </Link>
    </Stack>
  );
}
