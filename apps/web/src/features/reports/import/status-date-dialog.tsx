import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { todayIso } from '@registry/domain/patient/cnp';
import { isStatusDateInRange } from '@registry/domain/reports/import/vital-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/date-field';

type Props = {
  open: boolean;
  fileName: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: (statusDate: string) => void;
};

/** Spec 02 §2: after the file, the date picker modal for the status date (required, 1990-01-01 … today). */
export function StatusDateDialog({ open, fileName, busy, onBack, onConfirm }: Props) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(todayIso());
  const [touched, setTouched] = useState(false);
  const today = todayIso();
  const valid = date !== null && isStatusDateInRange(date, today);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onBack()}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 420, width: '100%' } } }}
      aria-labelledby="import-status-date-title"
      data-testid="import-status-date"
    >
      <DialogTitle id="import-status-date-title">{t('reportImport.vitalStatus.dateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('reportImport.vitalStatus.dateIntro', { file: fileName })}
        </DialogContentText>
        <Box sx={{ pt: 1 }}>
          <DateField
            name="statusDate"
            label={t('reportImport.vitalStatus.date')}
            value={date}
            onChange={(next) => {
              setDate(next);
              setTouched(true);
            }}
            min="1990-01-01"
            max={today}
            required
            disabled={busy}
            error={touched && !valid}
            helperText={
              touched && !valid ? t('reportImport.dateRequired') : t('reportImport.vitalStatus.dateHelp')
            }
          />
        </Box>
        {busy && (
          <Box sx={{ mt: 2 }} role="status" aria-live="polite">
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('reportImport.busy')}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          {t('reportImport.back')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          data-testid="import-status-send"
          onClick={() => {
            setTouched(true);
            if (valid) onConfirm(date);
          }}
        >
          {t('reportImport.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
