import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/ui-events';
import { formatMoment } from '../../audit-trail/moment';
import {
  downloadPopulationTemplate,
  fetchPopulation,
  importPopulation,
  type PopulationImportOutcome,
} from './population-api';

/** The line problems shown at once; the rest are counted (a whole wrong file is fixed from its first lines). */
const SHOWN_ERRORS = 20;

/**
 * Super administrator: the population denominators (year × county × sex × age group) as a CSV from
 * the template; what is loaded is summed up by year. Faulty lines are listed and nothing is loaded.
 */
export function PopulationCard({ onImported }: { onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const summary = useQuery({ queryKey: ['population'], queryFn: ({ signal }) => fetchPopulation(signal) });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Extract<PopulationImportOutcome, { ok: false }> | null>(null);

  const template = async () => {
    try {
      await downloadPopulationTemplate();
    } catch {
      showToast(t('statistics.population.templateFailed'), 'error');
    }
  };
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      const result = await importPopulation(file);
      if (result.ok) {
        showToast(
          t('statistics.population.imported', {
            count: result.result.lines,
            years: result.result.years.join(', '),
          }),
          'success',
        );
        await client.invalidateQueries({ queryKey: ['population'] });
        await client.invalidateQueries({ queryKey: ['report'] });
        onImported();
      } else setFailed(result);
    } catch {
      showToast(t('statistics.population.failed'), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const years = summary.data?.years ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="population-card">
      <Typography variant="h6" component="h2">
        {t('statistics.population.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('statistics.population.intro')}
      </Typography>
      <Box sx={{ mb: 1.5 }} data-testid="population-summary">
        {years.length === 0 ? (
          <Typography variant="body2">{t('statistics.population.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {years.map((y) => (
              <Typography component="li" variant="body2" key={y.year}>
                {t(y.complete ? 'statistics.population.year' : 'statistics.population.yearIncomplete', {
                  year: y.year,
                  population: y.population.toLocaleString(i18n.language),
                  counties: y.counties,
                  total: summary.data?.countiesTotal ?? y.counties,
                  name: y.importedByName,
                  at: formatMoment(y.importedAt, i18n.language),
                })}
                {y.synthetic ? ` — ${t('statistics.population.synthetic')}` : ''}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={template}
          data-testid="population-template"
        >
          {t('statistics.population.template')}
        </Button>
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
          disabled={busy}
          aria-busy={busy}
          onClick={() => input.current?.click()}
          data-testid="population-upload"
        >
          {busy ? t('statistics.population.working') : t('statistics.population.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(e) => send(e.target.files?.[0])}
          data-testid="population-file"
        />
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="population-errors" role="alert">
          <AlertTitle>
            {failed.problems.length
              ? t('statistics.population.rejected', { count: failed.problems.length })
              : t('statistics.population.rejectedFile')}
          </AlertTitle>
          {failed.problems.length === 0 && failed.message}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failed.problems.slice(0, SHOWN_ERRORS).map((e) => (
              <li key={`${e.line}-${e.message}`}>
                {e.line === null
                  ? e.message
                  : t('statistics.population.line', {
                      line: e.line.toLocaleString(i18n.language),
                      message: e.message,
                    })}
              </li>
            ))}
          </Box>
          {failed.problems.length > SHOWN_ERRORS &&
            t('statistics.population.more', { count: failed.problems.length - SHOWN_ERRORS })}
        </Alert>
      )}
    </Paper>
  );
}
