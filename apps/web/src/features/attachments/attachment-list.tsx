import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { viewerOf } from '@registry/domain/attachments/contracts';
import type { Attachment } from '@registry/domain/notification/model-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../shared/http/http-client';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showToast } from '../../shared/ui/ui-events';
import { attachFile, type HardSave } from './attach-file';
import { AttachmentAddDialog } from './attachment-add-dialog';
import { formatUploadedDate } from './attachment-format';
import { AttachmentRowActions } from './attachment-row-actions';
import { AttachmentStatus } from './attachment-status';
import { AttachmentViewerDialog, type ViewedAttachment } from './attachment-viewer-dialog';
import {
  type DocumentType,
  deleteAttachment,
  fetchAttachmentFile,
  fetchAttachments,
} from './attachments-api';
import './locales/register';

/** The HTTP client has shown the error dialog already (spec 01 §8). */
const shownAlready = () => undefined;

export type AttachmentListProps = {
  /** 0 while the notification is not saved: adding a document hard-saves it first. */
  notificationId: number;
  documentType: DocumentType;
  readonly: boolean;
  /** The panel's list as the notification came (the form's value). */
  attachments: readonly Attachment[];
  hardSave: HardSave;
  /** The list as the server has it after an upload or a delete. */
  onListChange: (list: Attachment[]) => void;
};

/** Spec 02 §2 attachment list: file name, uploaded date, download / view / delete, the round add button. */
export function AttachmentList({
  notificationId,
  documentType,
  readonly,
  attachments,
  hardSave,
  onListChange,
}: AttachmentListProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<ViewedAttachment | null>(null);

  const refresh = async (id: number) => onListChange(await fetchAttachments(id, documentType));

  const upload = async (file: File, onProgress: Parameters<typeof attachFile>[0]['onProgress']) => {
    const outcome = await attachFile({ file, notificationId, documentType, hardSave, onProgress });
    const id = outcome.result === 'done' ? outcome.notificationId : notificationId;
    // A failed upload may have left a row (in progress or broken): show it too.
    if (outcome.result !== 'aborted' && id > 0) await refresh(id).catch(() => undefined);
    return outcome.result === 'done';
  };

  const download = async (row: Attachment) => {
    const file = await fetchAttachmentFile(row.id);
    saveFile(file, file.fileName ?? row.fileName);
  };

  const remove = async (row: Attachment) => {
    const yes = await confirm({
      title: t('attachments.deleteTitle'),
      message: t('attachments.deleteConfirm', { name: row.fileName }),
    });
    if (!yes) return;
    await deleteAttachment(row.id);
    showToast(t('attachments.deleted'), 'info');
    await refresh(notificationId);
  };

  return (
    <Box data-testid={`attachments-${documentType}`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('attachments.title')}
        </Typography>
        {!readonly && (
          <Tooltip title={t('attachments.add')}>
            <Fab
              size="small"
              color="primary"
              aria-label={t('attachments.add')}
              onClick={() => setAdding(true)}
              data-testid="attachment-add"
            >
              <AddIcon />
            </Fab>
          </Tooltip>
        )}
      </Box>
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="attachments-empty">
          {t('attachments.empty')}
        </Typography>
      ) : (
        <Table size="small" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('attachments.fileName')}</TableCell>
              <TableCell sx={{ width: 150, display: { xs: 'none', sm: 'table-cell' } }}>
                {t('attachments.uploadedDate')}
              </TableCell>
              <TableCell align="right" sx={{ width: { xs: 124, sm: 136 } }}>
                {t('attachments.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attachments.map((row) => (
              <TableRow key={row.id} data-attachment={row.fileName} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.fileName}
                  <Typography
                    component="div"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {formatUploadedDate(row.uploadedDateUTC)}
                  </Typography>
                  <AttachmentStatus status={row.uploadStatus} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {formatUploadedDate(row.uploadedDateUTC)}
                </TableCell>
                <TableCell align="right" sx={{ px: 0.5 }}>
                  <AttachmentRowActions
                    row={row}
                    readonly={readonly}
                    onDownload={() => void download(row).catch(shownAlready)}
                    onView={(kind) => setViewed({ id: row.id, fileName: row.fileName, kind })}
                    onDelete={() => void remove(row).catch(shownAlready)}
                    viewer={viewerOf(row.fileName)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AttachmentAddDialog open={adding} onClose={() => setAdding(false)} onUpload={upload} />
      {viewed && <AttachmentViewerDialog file={viewed} onClose={() => setViewed(null)} />}
    </Box>
  );
}
