import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { confirmAccountRequest } from '@registry/domain/identity/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/ui/field-error';
import { showToast } from '../../shared/ui/ui-events';
import { EmailField, FormAlert, failureText, type ModeProps, PasswordField } from './form-bits';
import { confirmAccount } from './identity-api';

/** Spec 01 §7.6: the terms-and-policies document. */
export const TERMS_PATH = '/document/view/1';

type Values = Omit<z.input<typeof confirmAccountRequest>, 'termsAccepted'> & { termsAccepted: boolean };

/** Mode 4: entered from the invitation link (`?token=&email=`): choose a password, accept the terms. */
export function ConfirmAccountForm({ email, token, onMode }: ModeProps & { token: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof confirmAccountRequest>>({
    resolver: zodResolver(confirmAccountRequest) as never,
    defaultValues: { email, password: '', token, termsAccepted: false },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmAccount(values);
      showToast(t('confirm.done'), 'success');
      onMode('login', values.email);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="confirm-form">
      <FormAlert message={failure} />
      <EmailField readOnly={Boolean(email)} {...form.register('email')} fieldError={errors.email} />
      <PasswordField
        label={t('login.password')}
        autoComplete="new-password"
        autoFocus
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={fieldErrorText(errors.password) ?? t('reset.passwordRule')}
      />
      <FormControl error={Boolean(errors.termsAccepted)} required>
        <Controller
          control={form.control}
          name="termsAccepted"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  name="termsAccepted"
                />
              }
              label={
                <Trans
                  i18nKey="confirm.terms"
                  components={{ terms: <Link href={TERMS_PATH} target="_blank" rel="noopener" /> }}
                />
              }
            />
          )}
        />
        {errors.termsAccepted && <FormHelperText>{fieldErrorText(errors.termsAccepted)}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('confirm.submit')}
      </Button>
    </Stack>
  );
}
