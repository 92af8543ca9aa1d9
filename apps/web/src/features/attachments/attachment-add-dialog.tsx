import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_MAX_BYTES, attachmentExtensions } from '@registry/domain/attachments/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedTypes, fileProblemOf, formatBytes } from './attachment-format';
import type { ChunkProgress } from './chunk-upload';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Runs the upload; true when the file is stored (the dialog then closes). */
  onUpload: (file: File, onProgress: (progress: ChunkProgress) => void) => Promise<boolean>;
};

/** Spec 02 §2 add dialog (width 640): file input, Cancel, Save and the chunk progress counter. */
export function AttachmentAddDialog({ open, onClose, onUpload }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const problem = fileProblemOf(file);
  const shownProblem = problem && (touched || problem !== 'required') ? problem : null;

  const reset = () => {
    setFile(null);
    setTouched(false);
    setProgress(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const save = async () => {
    setTouched(true);
    if (!file || problem) return;
    setBusy(true);
    try {
      const done = await onUpload(file, setProgress);
      if (done) {
        reset();
        onClose();
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%', m: { xs: 1, sm: 4 } } } }}
      aria-labelledby="attachment-dialog-title"
      data-testid="attachment-dialog"
    >
      <DialogTitle id="attachment-dialog-title">{t('attachments.dialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minWidth: 0 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {t('attachments.dialog.choose')}
            <input
              hidden
              type="file"
              accept={acceptedTypes}
              data-testid="attachment-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setTouched(true);
                // The same file chosen again after an error must fire a change again.
                e.target.value = '';
              }}
            />
          </Button>
          <Typography
            sx={{ minWidth: 0, flex: '1 1 180px', overflowWrap: 'anywhere' }}
            color={file ? 'text.primary' : 'text.secondary'}
            data-testid="attachment-chosen"
          >
            {file ? `${file.name} (${formatBytes(file.size)})` : t('attachments.dialog.none')}
          </Typography>
        </Box>
        <FormHelperText error={shownProblem !== null} sx={{ mx: 0 }}>
          {shownProblem
            ? t(`attachments.dialog.${shownProblem}`, { max: formatBytes(ATTACHMENT_MAX_BYTES) })
            : t('attachments.dialog.accepted', { list: attachmentExtensions.join(', ') })}
        </FormHelperText>
        {busy && (
          <Box data-testid="attachment-progress" aria-live="polite">
            <LinearProgress
              variant={progress ? 'determinate' : 'indeterminate'}
              value={progress ? (100 * progress.chunk) / progress.chunks : undefined}
              sx={{ mb: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {progress ? t('attachments.dialog.progress', progress) : t('attachments.dialog.saving')}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || (touched && problem !== null)}
          data-testid="attachment-save"
        >
          {t('attachments.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
