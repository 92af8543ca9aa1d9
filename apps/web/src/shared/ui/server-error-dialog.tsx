import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store';
import { dismissError, errorNotices } from './ui-events';

/** Shows failed calls one at a time (spec 01 §8); a 500 also shows the code for the administrator. */
export function ServerErrorDialog() {
  const notice = useStore(errorNotices)[0];
  const { t } = useTranslation();
  return (
    <Dialog
      open={Boolean(notice)}
      onClose={dismissError}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
      aria-labelledby="server-error-title"
      data-testid="server-error-dialog"
    >
      <DialogTitle id="server-error-title">{notice?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{notice?.message}</DialogContentText>
        {notice?.code && (
          <Typography sx={{ mt: 2, fontFamily: 'monospace', fontWeight: 600 }} data-testid="error-code">
            {notice.code}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismissError} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
