import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type MessageDialogProps = {
  open: boolean;
  title: string;
  message: string;
  /** 'yesNo' asks a question (Yes / No); 'ok' only informs. */
  mode: 'yesNo' | 'ok';
  /** The focus starts on No: for a question whose Yes loses something (Enter must not lose it). */
  focusNo?: boolean;
  onClose: (answer: boolean) => void;
};

/** The yes/no or ok dialog of spec 01 §2.10 (max width 640, §9). */
export function MessageDialog({ open, title, message, mode, focusNo = false, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
      aria-labelledby="message-dialog-title"
    >
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {mode === 'yesNo' ? (
          <>
            <Button onClick={() => onClose(false)} autoFocus={focusNo}>
              {t('common.no')}
            </Button>
            <Button variant="contained" onClick={() => onClose(true)} autoFocus={!focusNo}>
              {t('common.yes')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => onClose(true)} autoFocus>
            {t('common.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
