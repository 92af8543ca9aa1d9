import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  INTERVENTION_DOCUMENT_MAX_BYTES,
  interventionDocumentExtensions,
} from '@registry/domain/clinical/interventions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type FileRule, fileProblem } from '../../../../shared/files/file-rules';
import { formatDate } from '../../../../shared/format/date';
import { download, request, saveFile } from '../../../../shared/http/http-client';
import { translateMessage } from '../../../../shared/i18n/i18n';
import { useConfirm } from '../../../../shared/ui/confirm-provider';
import { showToast } from '../../../../shared/ui/ui-events';
import type { Intervention } from '../interventions-api';

const rule: FileRule = {
  extensions: interventionDocumentExtensions,
  maxBytes: INTERVENTION_DOCUMENT_MAX_BYTES,
};
const base = (id: number) => `/api/intervention/${id}/documents`;

/**
 * The intervention's attachments (spec 02 §3 common fields): reports, letters, scans. Uploaded and
 * removed one at a time (no version: nothing to overwrite); the team adds and removes, readers download.
 */
export function DocumentsSection({
  intervention,
  canChange,
  onChanged,
}: {
  intervention: Intervention;
  canChange: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file, rule);
    setProblem(refused ? translateMessage(refused) : null);
    if (refused) return;
    const body = new FormData();
    body.append('document', file, file.name);
    await request(base(intervention.id), { method: 'POST', body, busy: true });
    showToast(t('interventions.documents.added'));
    onChanged();
  };
  const remove = async (documentId: number, fileName: string) => {
    if (!(await confirm({ title: t('interventions.documents.deleteTitle'), message: fileName }))) return;
    await request(`${base(intervention.id)}/${documentId}`, { method: 'DELETE', busy: true });
    showToast(t('interventions.documents.deleted'));
    onChanged();
  };
  const get = async (documentId: number, fileName: string) =>
    saveFile(await download(`${base(intervention.id)}/${documentId}`, { busy: true }), fileName);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-section="documents">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('interventions.documents.title')}
      </Typography>
      {intervention.documents.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('interventions.documents.none')}
        </Typography>
      )}
      {intervention.documents.map((d) => (
        <Box
          key={d.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          data-testid="intervention-document"
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{d.fileName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {`${(d.size / 1024).toFixed(0)} kB · ${d.uploadedBy} · ${formatDate(d.uploadedAt)}`}
            </Typography>
          </Box>
          <Tooltip title={t('interventions.documents.download')}>
            <IconButton
              onClick={() => void get(d.id, d.fileName)}
              aria-label={`${t('interventions.documents.download')} ${d.fileName}`}
            >
              <DownloadIcon />
            </IconButton>
          </Tooltip>
          {canChange && (
            <Tooltip title={t('interventions.documents.delete')}>
              <IconButton
                onClick={() => void remove(d.id, d.fileName)}
                aria-label={`${t('interventions.documents.delete')} ${d.fileName}`}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
      {canChange && (
        <Box sx={{ mt: 1 }}>
          <Button component="label" startIcon={<AttachFileIcon />}>
            {t('interventions.documents.add')}
            <input
              hidden
              type="file"
              accept={acceptOf(rule)}
              data-testid="intervention-document-file"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          <FormHelperText error={Boolean(problem)}>
            {problem ?? t('interventions.documents.hint')}
          </FormHelperText>
        </Box>
      )}
    </Paper>
  );
}
