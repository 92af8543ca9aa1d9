import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CASE_EXPORT_TYPES } from '@registry/domain/reports/export-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/ui-events';
import { type CaseExportType, caseExportPath, type ExportFormat, runExport } from './export-api';
import './locales/register';
import { useElapsedSeconds } from './use-elapsed';

type Props = {
  /** The list's current query (filters and search), read when the export starts. */
  query: () => Record<string, unknown>;
  /** How many cases the list currently shows in total, when known. */
  total?: number | null;
};

/**
 * The cases list's export (spec 02 §2, §7): a button, then the dialog with types 1–7. While the
 * file is prepared the dialog stays open with a progress bar and the seconds elapsed (the page
 * keeps working: the download is a background fetch); on failure the dialog closes (spec 02 §8)
 * and the failure is logged.
 */
export function CaseExportButton({ query, total }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<CaseExportType>(1);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const seconds = useElapsedSeconds(busy);

  const close = () => {
    if (!busy) setOpen(false);
  };
  const start = async () => {
    setBusy(true);
    try {
      const body = type === 3 ? { ...query(), format } : query();
      const name = await runExport(caseExportPath(type), body, 'CancerCasesExport.xlsx');
      showToast(t('reportsExport.done', { name }), 'success');
    } catch (error) {
      console.error('export failed', error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={() => setOpen(true)}
        data-testid="cases-export"
      >
        {t('reportsExport.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="case-export-title">
        <DialogTitle id="case-export-title">{t('reportsExport.title')}</DialogTitle>
        <DialogContent>
          {/* First in the dialog: on a phone the list below may be scrolled out of view. */}
          {busy && (
            <Box sx={{ mb: 2 }} role="status" aria-live="polite" data-testid="export-working">
              <LinearProgress />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('reportsExport.working', { seconds })}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {total == null ? t('reportsExport.introUnknown') : t('reportsExport.intro', { count: total })}
          </Typography>
          <FormControl disabled={busy}>
            <FormLabel id="case-export-type">{t('reportsExport.type')}</FormLabel>
            <RadioGroup
              aria-labelledby="case-export-type"
              value={type}
              onChange={(e) => setType(Number(e.target.value) as CaseExportType)}
            >
              {CASE_EXPORT_TYPES.map((e) => (
                <FormControlLabel
                  key={e.type}
                  value={e.type}
                  control={
                    <Radio slotProps={{ input: { 'data-testid': `export-type-${e.type}` } as object }} />
                  }
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box>
                      <Typography>{`${e.type}. ${t(`reportsExport.types.${e.type}`)}`}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`reportsExport.typeHints.${e.type}`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          {type === 3 && (
            <FormControl disabled={busy} sx={{ display: 'block', mt: 1 }}>
              <FormLabel id="case-export-format">{t('reportsExport.format')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="case-export-format"
                value={format}
                onChange={(e) => setFormat(e.target.value as ExportFormat)}
              >
                {(['xlsx', 'csv'] as const).map((f) => (
                  <FormControlLabel
                    key={f}
                    value={f}
                    control={
                      <Radio slotProps={{ input: { 'data-testid': `export-format-${f}` } as object }} />
                    }
                    label={t(`reportsExport.formats.${f}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('reportsExport.cancel')}
          </Button>
          <Button variant="contained" onClick={start} disabled={busy} data-testid="export-start">
            {t('reportsExport.export')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
