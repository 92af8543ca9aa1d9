import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { download, saveFile } from '../../shared/http/http-client';

/** Spec 01 §9: the registry's variables over time. */
export const REGISTRY_VARIABLES = { in2010: 50, from2018: 74, in2024: 156 } as const;
const EXPORT_PATH = '/api/report/anonymyzed-rich-native-cancer-cases/export';

/** The executive dashboard: what the national database holds and the anonymised export of all cases. */
export function ExecutivePanel() {
  const { t } = useTranslation();
  const exportCases = async () => {
    try {
      const file = await download(EXPORT_PATH, { method: 'POST', body: {}, busy: true });
      saveFile(file, file.fileName ?? t('dashboard.executive.fileName'));
    } catch {
      // the HTTP client already showed the server's answer
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
        startIcon={<DownloadIcon />}
        sx={{ mt: 4 }}
        onClick={exportCases}
        data-testid="anonymised-export"
      >
        {t('dashboard.executive.button')}
      </Button>
    </Paper>
  );
}
