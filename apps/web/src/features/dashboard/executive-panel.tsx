import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANONYMISED_EXPORT_PATH } from '@registry/domain/reports/export-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/ui/ui-events';
import { runExport } from '../reports/export/export-api';
import '../reports/export/locales/register';
import { useElapsedSeconds } from '../reports/export/use-elapsed';

/** Spec 01 §9: the registry's variables over time. */
export const REGISTRY_VARIABLES = { in2010: 50, from2018: 74, in2024: 156 } as const;

/** The executive dashboard: what the national database holds and the anonymised export of all cases. */
export function ExecutivePanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const seconds = useElapsedSeconds(busy);
  // Every case, anonymised; the page stays usable while the file is prepared.
  const exportCases = async () => {
    setBusy(true);
    try {
      const name = await runExport(ANONYMISED_EXPORT_PATH, {}, t('dashboard.executive.fileName'));
      showToast(t('reportsExport.done', { name }), 'success');
    } catch (error) {
      console.error('export failed', error);
      showToast(t('reportsExport.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3, md: 5 }, maxWidth: 960 }} data-testid="executive-dashboard">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 34 } }}>
        {t('dashboard.executive.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <Typography>{t('dashboard.executive.intro')}</Typography>
        <Typography>{t('dashboard.executive.variables', REGISTRY_VARIABLES)}</Typography>
        <Typography>{t('dashboard.executive.export')}</Typography>
      </Stack>
      <Button
        variant="contained"
        size="large"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
        sx={{ mt: 4 }}
        onClick={exportCases}
        disabled={busy}
        aria-busy={busy}
        data-testid="anonymised-export"
      >
        {t('dashboard.executive.button')}
      </Button>
      {busy && (
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          sx={{ mt: 1 }}
          data-testid="export-working"
        >
          {t('reportsExport.working', { seconds })}
        </Typography>
      )}
    </Paper>
  );
}
