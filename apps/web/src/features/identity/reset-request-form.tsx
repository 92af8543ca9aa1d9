import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordStep1Request } from '@registry/domain/identity/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showToast } from '../../shared/ui/ui-events';
import { EmailField, FormAlert, failureText, type ModeProps } from './form-bits';
import { requestResetCode } from './identity-api';

type Values = z.input<typeof resetPasswordStep1Request>;

/** Mode 2: ask for a reset code. The answer never says whether the address exists. */
export function ResetRequestForm({ email, onMode }: ModeProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordStep1Request>>({
    resolver: zodResolver(resetPasswordStep1Request),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestResetCode(values);
      showToast(t('reset.codeSent'), 'info');
      onMode('resetCode', values.email);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="reset-request-form">
      <Typography color="text.secondary">{t('reset.requestHint')}</Typography>
      <FormAlert message={failure} />
      <EmailField autoFocus {...form.register('email')} fieldError={errors.email} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('reset.sendCode')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={() => onMode('resetCode', form.getValues('email'))}>
          {t('reset.haveCode')}
        </Link>
        <Link component="button" type="button" onClick={() => onMode('login', form.getValues('email'))}>
          {t('login.backToLogin')}
        </Link>
      </Stack>
    </Stack>
  );
}
