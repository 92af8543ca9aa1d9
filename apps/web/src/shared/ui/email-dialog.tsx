import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { msg } from '@registry/domain/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { translateMessage } from '../i18n/i18n';
import { fieldErrorText } from './field-error';

/** Spec 01 §5 and §9: the message is required, at most 4000 characters. */
export const EMAIL_MESSAGE_MAX = 4000;
export const emailMessageForm = z.object({
  message: z.string().trim().min(1, msg.required).max(EMAIL_MESSAGE_MAX, msg.maxLength(EMAIL_MESSAGE_MAX)),
});

export type EmailDialogProps = {
  open: boolean;
  /** The recipient, shown read-only. */
  email: string;
  userId?: number;
  onClose: () => void;
  /**
   * Sends `{ message, email, userId }` (spec 01 §3 email message); the caller owns the call and lets
   * its HttpError through, so the dialog can say why (recipient refused, too many messages).
   */
  onSend: (payload: { message: string; email: string; userId?: number }) => Promise<void>;
};

/** The shared e-mail dialog of spec 01 §2.10. */
export function EmailDialog({ open, email, userId, onClose, onSend }: EmailDialogProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof emailMessageForm>, unknown, z.output<typeof emailMessageForm>>({
    resolver: zodResolver(emailMessageForm),
    defaultValues: { message: '' },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const message = form.watch('message');
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ message: text }) => {
    setFailure(null);
    try {
      await onSend({ message: text, email, ...(userId !== undefined ? { userId } : {}) });
    } catch (error) {
      // The message stays in the box: the user may wait out the limit or copy it elsewhere.
      setFailure(error instanceof HttpError ? error.notice.message : translateMessage('errors.unexpected'));
      return;
    }
    close();
  });
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
    >
      <form onSubmit={submit} noValidate data-testid="email-dialog">
        <DialogTitle>{t('emailDialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && (
            <Alert severity="error" role="alert" data-testid="email-error">
              {failure}
            </Alert>
          )}
          <TextField
            label={t('emailDialog.recipient')}
            value={email}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label={t('emailDialog.message')}
            multiline
            minRows={5}
            required
            {...form.register('message')}
            error={Boolean(errors.message)}
            helperText={
              <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
                <span>{fieldErrorText(errors.message)}</span>
                <span data-testid="email-counter">
                  {t('emailDialog.counter', { n: message.length, max: EMAIL_MESSAGE_MAX })}
                </span>
              </Box>
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="email-send">
            {t('emailDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
