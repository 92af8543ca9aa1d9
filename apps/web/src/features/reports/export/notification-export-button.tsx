import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { NOTIFICATIONS_EXPORT_PATH } from '@registry/domain/reports/export-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/ui-events';
import { runExport } from './export-api';
import './locales/register';
import { useElapsedSeconds } from './use-elapsed';

/** The notification list's Excel export (spec 02 §2): the list's columns for the filters in use; busy while it runs. */
export function NotificationExportButton({ query }: { query: () => Record<string, unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const seconds = useElapsedSeconds(busy);
  const start = async () => {
    setBusy(true);
    try {
      const name = await runExport(NOTIFICATIONS_EXPORT_PATH, query(), 'CancerNotifications.xlsx');
      showToast(t('reportsExport.done', { name }), 'success');
    } catch (error) {
      console.error('export failed', error);
      showToast(t('reportsExport.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={start}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      data-testid="notifications-export"
    >
      {busy && seconds > 0 ? t('reportsExport.working', { seconds }) : t('reportsExport.excel')}
    </Button>
  );
}
