import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, saveFile } from '../../../shared/http/http-client';
import { showToast } from '../../../shared/ui/ui-events';

/** A report over the whole registry takes a few seconds at most; leave room for a busy server. */
const XLSX_TIMEOUT_MS = 2 * 60_000;

type Props = {
  /** The report's path segment: `/api/report/<report>/xlsx`. */
  report: string;
  /** The filter the table on screen was built from, read when the download starts. */
  filter: () => unknown;
  /** What the table is, for the button's accessible name. */
  tableName: string;
};

/**
 * Downloads the table on screen as xlsx (same filter, same suppression). Busy while the server
 * works; the outcome is a toast, like the list exports (the HTTP client's error dialog would be
 * too loud for a download the page can do without).
 */
export function XlsxButton({ report, filter, tableName }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const file = await download(`/api/report/${report}/xlsx`, {
        method: 'POST',
        body: filter(),
        timeoutMs: XLSX_TIMEOUT_MS,
        showErrors: false,
      });
      const name = file.fileName ?? `${report}.xlsx`;
      saveFile(file, name);
      showToast(t('statistics.xlsx.done', { name }), 'success');
    } catch (error) {
      console.error('report download failed', error);
      showToast(t('statistics.xlsx.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={start}
      disabled={busy}
      aria-busy={busy}
      aria-label={t('statistics.xlsx.label', { table: tableName })}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      data-testid={`xlsx-${report}`}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {busy ? t('statistics.xlsx.working') : t('statistics.xlsx.button')}
    </Button>
  );
}
