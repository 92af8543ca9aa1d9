import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPRESSED } from './format';

/** While the first answer loads: the shape of what comes, not a blank page. */
export function ReportSkeleton() {
  return (
    <Box data-testid="report-loading">
      <Skeleton variant="rectangular" height={260} sx={{ mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="60%" />
    </Box>
  );
}

/** A thin bar while a newer answer replaces the one on screen. */
export function Refreshing({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return <Box sx={{ height: 4 }}>{on && <LinearProgress aria-label={t('statistics.loading')} />}</Box>;
}

export function ReportFailed() {
  const { t } = useTranslation();
  return <Alert severity="error">{t('statistics.failed')}</Alert>;
}

export function NoCases() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="report-empty">
      {t('statistics.empty')}
    </Alert>
  );
}

/** Under a table an executive sees: what "x" means and why. */
export function SuppressionLegend({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="suppression-legend">
      {t('statistics.suppressed', { mark: SUPPRESSED })}
    </Typography>
  );
}
