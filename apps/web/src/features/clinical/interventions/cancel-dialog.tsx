import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Canceling asks first (spec 01 §5 confirmation) and takes an optional reason, kept with the record. */
export function CancelDialog({
  what,
  onClose,
  onConfirm,
}: {
  /** The intervention named in the question (type and date). */
  what: string;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cancel-title"
      data-testid="cancel-dialog"
    >
      <DialogTitle id="cancel-title">{t('interventions.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('interventions.cancel.question', { what })}</DialogContentText>
        <TextField
          label={t('interventions.cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: L.cancelReason, 'data-testid': 'cancel-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('interventions.cancel.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => onConfirm(reason.trim() || null)}
          data-testid="cancel-confirm"
        >
          {t('interventions.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
