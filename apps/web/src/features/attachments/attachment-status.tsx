import Chip from '@mui/material/Chip';
import { UploadStatus } from '@registry/domain/notification/constants';
import { useTranslation } from 'react-i18next';

/** An upload not finished, or broken, says so under its name (spec 02 §4 upload status). */
export function AttachmentStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === UploadStatus.InProgress)
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t('attachments.inProgress')}
        sx={{ mt: 0.5 }}
      />
    );
  if (status === UploadStatus.Error)
    return (
      <Chip size="small" color="error" variant="outlined" label={t('attachments.failed')} sx={{ mt: 0.5 }} />
    );
  return null;
}
