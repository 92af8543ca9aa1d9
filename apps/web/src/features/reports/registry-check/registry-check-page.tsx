import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../audit-trail/moment';
import {
  fetchLatest,
  type RegistryCheckCell,
  type RegistryCheckLatest,
  type RegistryCheckRun,
  startRegistryCheck,
} from './registry-check-api';
import { RegistryCheckCounts } from './registry-check-counts';
import { RegistryCheckRecords } from './registry-check-records';
import './locales/register';

/** While a run goes on, its progress is read again this often. */
const POLL_MS = 1500;

function Progress({ run }: { run: RegistryCheckRun }) {
  const { t, i18n } = useTranslation();
  const value = run.total ? Math.min(100, (run.done / run.total) * 100) : 0;
  return (
    <Box role="status" data-testid="registry-check-progress">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('registryCheck.running', {
          done: run.done.toLocaleString(i18n.language),
          total: run.total.toLocaleString(i18n.language),
        })}
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-label={t('registryCheck.title')} />
      <Typography variant="caption" color="text.secondary">
        {t('registryCheck.startedBy', {
          name: run.startedByName,
          at: formatMoment(run.startedAt, i18n.language),
        })}
      </Typography>
    </Box>
  );
}

/**
 * Issue 16 "Whole-registry check" (reviewers, super administrators): starts the background run,
 * follows its progress, and shows the kept report, whose counts each list their records.
 */
export default function RegistryCheckPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<RegistryCheckLatest | null>(null);
  const [selected, setSelected] = useState<RegistryCheckCell | null>(null);
  const load = useCallback((signal?: AbortSignal) => fetchLatest(signal).then(setState), []);
  const running = state?.latest?.status === 'running';

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).catch(() => {});
    return () => abort.abort();
  }, [load]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => load().catch(() => {}), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const start = async () => {
    try {
      await startRegistryCheck();
    } catch {
      // the HTTP client has shown why (409: one is running); show its progress
    }
    setSelected(null);
    await load().catch(() => {});
  };

  const latest = state?.latest ?? null;
  const report = state?.lastFinished ?? null;
  const moment = (at: string) => formatMoment(at, i18n.language);
  return (
    <Stack spacing={2} data-testid="registry-check">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1">
              {t('registryCheck.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('registryCheck.subtitle')}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={start}
            disabled={!state || running}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, whiteSpace: 'nowrap' }}
          >
            {report ? t('registryCheck.runAgain') : t('registryCheck.run')}
          </Button>
        </Stack>
        {running && latest && (
          <Box sx={{ mt: 2 }}>
            <Progress run={latest} />
          </Box>
        )}
        {latest?.status === 'failed' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('registryCheck.failed', { at: moment(latest.startedAt) })}
          </Alert>
        )}
        {state && !report && !running && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('registryCheck.never')}
          </Alert>
        )}
        {report?.finishedAt && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="registry-check-when">
            {t('registryCheck.lastRun', {
              at: moment(report.finishedAt),
              name: report.startedByName,
              records: t('registryCheck.records', { count: report.total }),
            })}
          </Typography>
        )}
      </Paper>
      {report && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <RegistryCheckCounts run={report} selected={selected} onSelect={setSelected} />
        </Paper>
      )}
      {report && selected && (
        <RegistryCheckRecords
          key={`${report.runId}-${selected.checkId}-${selected.severity}`}
          runId={report.runId}
          cell={selected}
        />
      )}
    </Stack>
  );
}
