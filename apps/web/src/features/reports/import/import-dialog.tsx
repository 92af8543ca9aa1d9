import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IMPORT_FILE_NAMES } from '@registry/domain/reports/import/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileProblem } from '../../../shared/files/file-rules';
import { HttpError } from '../../../shared/http/http-error';
import { showToast } from '../../../shared/ui/ui-events';
import { downloadTemplate, type ImportKind, importRule, sendImport } from './import-api';
import './locales/register';
import { StatusDateDialog } from './status-date-dialog';

type Props = { kind: ImportKind; open: boolean; onClose: () => void; onImported: () => void };

const ERROR_FILE: Record<ImportKind, string> = {
  notifications: IMPORT_FILE_NAMES.notificationErrors,
  vitalStatus: IMPORT_FILE_NAMES.vitalStatusErrors,
};

/**
 * Spec 02 §2/§7/§8 import flow: download the template, pick the file (.xlsx, ≤ 50 MB, checked
 * before sending), then — for vital statuses — the status date modal. While the server works the
 * dialog shows it is busy; a file with errors brings the error workbook down and says what to do
 * with it; 204 closes with a success toast and the list reloads.
 */
export function ImportDialog({ kind, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'rows' | null>(null);
  const [asking, setAsking] = useState(false);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setFailed(null);
    setAsking(false);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const choose = (chosen: File | undefined) => {
    setFailed(null);
    if (!chosen) return;
    const wrong = fileProblem(chosen, importRule);
    setProblem(wrong === 'validation.fileTooLarge' ? t('reportImport.tooLarge') : wrong ? t(wrong) : null);
    setFile(wrong ? null : chosen);
  };
  // As the other downloads: a failure is said in a toast, never left as an unhandled rejection.
  const template = async () => {
    try {
      await downloadTemplate(kind);
    } catch (error) {
      console.error('template download failed', error);
      showToast(t('reportImport.templateFailed'), 'error');
    }
  };
  const send = async (statusDate?: string) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await sendImport(kind, file, statusDate);
      setAsking(false);
      if (result.imported) {
        showToast(
          result.count === null
            ? t('reportImport.done')
            : t(`reportImport.doneCount.${kind}`, { count: result.count }),
        );
        reset();
        onClose();
        onImported();
      } else setFailed('rows');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setAsking(false);
      setProblem(error.notice.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !asking}
        onClose={close}
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
        aria-labelledby={`import-${kind}-title`}
        data-testid={`import-dialog-${kind}`}
      >
        <DialogTitle id={`import-${kind}-title`}>{t(`reportImport.${kind}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`reportImport.${kind}.intro`)}</DialogContentText>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => void template()}
            disabled={busy}
            data-testid="import-template"
          >
            {t('reportImport.template')}
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {t('reportImport.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={acceptOf(importRule)}
              data-testid="import-file"
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
              {file ? t('reportImport.chosen', { name: file.name }) : t('reportImport.none')}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('reportImport.limits')}
          </Typography>
          {busy && (
            <Box sx={{ mt: 2 }} role="status" aria-live="polite">
              <LinearProgress />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('reportImport.busy')}
              </Typography>
            </Box>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="import-problem">
              {problem}
            </Alert>
          )}
          {failed && (
            <Alert severity="warning" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="import-errors">
              <AlertTitle>{t('reportImport.errorsTitle')}</AlertTitle>
              {t('reportImport.errors', { file: ERROR_FILE[kind] })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('reportImport.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={!file || busy}
            data-testid="import-send"
            onClick={() => (kind === 'vitalStatus' ? setAsking(true) : void send())}
          >
            {kind === 'vitalStatus' ? t('reportImport.next') : t('reportImport.send')}
          </Button>
        </DialogActions>
      </Dialog>
      <StatusDateDialog
        open={open && asking}
        fileName={file?.name ?? ''}
        busy={busy}
        onBack={() => setAsking(false)}
        onConfirm={(date) => void send(date)}
      />
    </>
  );
}
