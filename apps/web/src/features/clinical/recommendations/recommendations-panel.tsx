import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { saveFile } from '../../../shared/http/http-client';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { showToast } from '../../../shared/ui/ui-events';
import { AttachmentViewerDialog } from '../../attachments/attachment-viewer-dialog';
import '../../attachments/locales/register';
import './locales/register';
import { RecommendationDialog } from './recommendation-dialog';
import {
  deleteRecommendation,
  fetchRecommendationDocument,
  type RecommendationRow,
  recommendationsKey,
  useRecommendations,
} from './recommendations-api';

const isPdf = (name: string | null) => Boolean(name?.toLowerCase().endsWith('.pdf'));

/** The Recommendations tab (spec 02 §3): what the team recommended, where and when, with its document. */
export function RecommendationsPanel({ medicalCaseId }: { medicalCaseId: number }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const client = useQueryClient();
  const list = useRecommendations(medicalCaseId);
  const [editing, setEditing] = useState<RecommendationRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<RecommendationRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: recommendationsKey(medicalCaseId) });
  const load = useCallback(
    () => fetchRecommendationDocument(medicalCaseId, viewing?.id ?? 0),
    [medicalCaseId, viewing],
  );

  if (list.isLoading) return <CircularProgress aria-label={t('common.loading')} />;
  if (!list.data) return <Alert severity="error">{t('recommendations.failed')}</Alert>;
  const { items, edit } = list.data;

  const open = async (r: RecommendationRow) => {
    if (isPdf(r.documentName)) return setViewing(r);
    // A Word file is not shown in the browser: it is downloaded.
    const file = await fetchRecommendationDocument(medicalCaseId, r.id);
    saveFile(file, r.documentName ?? file.fileName ?? 'document.docx');
  };
  const remove = async (r: RecommendationRow) => {
    if (
      !(await confirm({
        title: t('recommendations.deleteTitle'),
        message: t('recommendations.deleteQuestion'),
      }))
    )
      return;
    try {
      await deleteRecommendation(medicalCaseId, r.id, r.version);
      showToast(t('recommendations.deleted'));
    } finally {
      void refresh();
    }
  };

  return (
    <Box data-testid="recommendations">
      {edit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="recommendation-add"
          >
            {t('recommendations.add')}
          </Button>
        </Box>
      )}
      {items.length === 0 && <Typography color="text.secondary">{t('recommendations.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {items.map((r) => (
          <Paper
            key={r.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1 }}
            data-testid="recommendation"
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }}>{r.hospital}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.plannedDate
                    ? `${t('recommendations.plannedDate')}: ${formatDate(r.plannedDate)}`
                    : t('recommendations.noDate')}
                </Typography>
              </Box>
              <Typography
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}
                data-testid="recommendation-text-shown"
              >
                {r.text}
              </Typography>
              {r.hasDocument && (
                <Button
                  size="small"
                  startIcon={<DescriptionIcon />}
                  onClick={() => open(r)}
                  sx={{ textTransform: 'none', maxWidth: '100%' }}
                  data-testid="recommendation-document"
                >
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {r.documentName}
                  </Box>
                </Button>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                {t('recommendations.updated', {
                  who: r.updatedBy,
                  when: formatDate(r.updatedAt),
                })}
              </Typography>
            </Box>
            {edit && (
              <Box
                sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}
              >
                <Tooltip title={t('recommendations.edit')}>
                  <IconButton
                    onClick={() => setEditing(r)}
                    aria-label={t('recommendations.edit')}
                    data-testid="recommendation-edit"
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('recommendations.delete')}>
                  <IconButton
                    onClick={() => remove(r)}
                    aria-label={t('recommendations.delete')}
                    data-testid="recommendation-delete"
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            )}
          </Paper>
        ))}
      </Box>
      {editing && (
        <RecommendationDialog
          medicalCaseId={medicalCaseId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showToast(t('recommendations.saved'));
            void refresh();
          }}
        />
      )}
      {viewing && (
        <AttachmentViewerDialog
          file={{ id: viewing.id, fileName: viewing.documentName ?? '', kind: 'pdf' }}
          load={load}
          onClose={() => setViewing(null)}
        />
      )}
    </Box>
  );
}
