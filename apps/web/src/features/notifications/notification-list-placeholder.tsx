import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Role } from '@registry/domain/identity/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/auth-store';
import './locales/register';
import { DiagnosticSelectorDialog } from './selector/diagnostic-selector-dialog';

/**
 * Stands in for the notification list (issue 8) so a reporter can already start a notification:
 * the list screen replaces this page and keeps the add button opening the same selector.
 */
export default function NotificationListPlaceholder() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="coming-soon">
      <Typography variant="h5" component="h1">
        {t('routes.notifications')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('selector.listLater')}
      </Typography>
      {session?.role === Role.Reporter && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ mt: 3 }}
          onClick={() => setOpen(true)}
          data-testid="new-notification"
        >
          {t('notification.actions.new')}
        </Button>
      )}
      <DiagnosticSelectorDialog open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
