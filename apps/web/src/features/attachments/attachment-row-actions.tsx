import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { UploadStatus } from '@registry/domain/notification/constants';
import type { Attachment } from '@registry/domain/notification/model-fields';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  row: Attachment;
  readonly: boolean;
  viewer: 'pdf' | 'image' | null;
  onDownload: () => void;
  onView: (kind: 'pdf' | 'image') => void;
  onDelete: () => void;
};

function Action(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  const button = (
    <IconButton
      size="small"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </IconButton>
  );
  // A disabled button fires no events: the tooltip needs a wrapper to still explain it.
  return (
    <Tooltip title={props.label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * Spec 02 §4 upload status: download and delete wait while an upload is in progress; a broken
 * upload has nothing to download (and may be deleted). View only for a PDF or an image.
 */
export function AttachmentRowActions({ row, readonly, viewer, onDownload, onView, onDelete }: Props) {
  const { t } = useTranslation();
  const inProgress = row.uploadStatus === UploadStatus.InProgress;
  const readable = !inProgress && row.uploadStatus !== UploadStatus.Error;
  return (
    <>
      <Action
        label={t('attachments.download')}
        disabled={!readable}
        onClick={onDownload}
        testId="attachment-download"
      >
        <DownloadIcon fontSize="small" />
      </Action>
      {viewer && (
        <Action
          label={t('attachments.view')}
          disabled={!readable}
          onClick={() => onView(viewer)}
          testId="attachment-view"
        >
          <VisibilityIcon fontSize="small" />
        </Action>
      )}
      {!readonly && (
        <Action
          label={t('attachments.delete')}
          disabled={inProgress}
          onClick={onDelete}
          testId="attachment-delete"
        >
          <DeleteIcon fontSize="small" />
        </Action>
      )}
    </>
  );
}
