import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { msg } from '@registry/domain/shared/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
  /** Sends `{ message, email, userId }` (spec 01 §3 email message); the caller owns the call. */
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
  const { errors, isSubmitting } = form.formState;
  const message = form.watch('message');
  const submit = form.handleSubmit(async ({ message: text }) => {
    await onSend({ message: text, email, ...(userId !== undefined ? { userId } : {}) });
    form.reset();
    onClose();
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('emailDialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
            helperText={fieldErrorText(errors.message) ?? `${message.length} / ${EMAIL_MESSAGE_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('emailDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
