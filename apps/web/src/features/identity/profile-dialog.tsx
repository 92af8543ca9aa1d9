import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Session } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';

/** Placeholder for the own-profile dialog of spec 01 §2.8 (built in issue 4). */
export default function ProfileDialog({
  open,
  session,
  onClose,
}: {
  open: boolean;
  session: Session;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
    >
      <DialogTitle>{t('profile.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{session.fullname}</Typography>
        <DialogContentText sx={{ mt: 1 }}>{t('comingSoon.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
