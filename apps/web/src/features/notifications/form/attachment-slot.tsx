import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Wide } from './panel-shell';

export type AttachmentSlotProps = {
  /** Spec 02 §3 document types: 1 histology, 2 imagistics, 3 epicrisis. */
  documentType: 1 | 2 | 3;
};

/**
 * Where the attachment list of issue 9 goes (AttachmentList with the notification id and the
 * document type); until then it only says so.
 */
export function AttachmentSlot({ documentType }: AttachmentSlotProps) {
  const { t } = useTranslation();
  return (
    <Wide>
      <Typography variant="body2" color="text.secondary" data-attachment-slot={documentType}>
        {t('notification.form.attachmentsLater')}
      </Typography>
    </Wide>
  );
}
