import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { notificationMsg } from '@registry/domain/notification/codes';
import type { Notification } from '@registry/domain/notification/model';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LocalDraft } from '../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../shared/forms/local-draft-banner';
import { translateMessage } from '../../../shared/i18n/i18n';
import { WhoLookedLink } from '../../audit-trail/who-looked-link';
import { OpenMedicalCaseButton } from '../../clinical/medical-case/open-medical-case-button';
import { useEditability } from '../form/editability-context';

type Props = {
  alert: boolean;
  caseId: number | null;
  offer: LocalDraft<Notification> | null;
  newerOnServer: boolean;
  onRestore: () => void;
  onDiscard: () => void;
};

/** Title, status, the draft-found alert, the grey "not the last notification" and the restore offer. */
export function FormHeader({ alert, caseId, offer, newerOnServer, onRestore, onDiscard }: Props) {
  const { t } = useTranslation();
  const { formDisabled } = useEditability();
  const [id, status, isCancerCase, identifier] = useWatch<Notification>({
    name: ['id', 'status', 'isCancerCase', 'patientDetails.identifier'],
  }) as [number, number, boolean, string | null];
  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          {id > 0 ? t('notification.title.edit', { id }) : t('notification.title.new')}
        </Typography>
        <Chip
          size="small"
          data-testid="notification-status"
          color={status === 2 ? 'success' : 'default'}
          label={t(status === 2 ? 'notification.status.completed' : 'notification.status.draft')}
        />
        {isCancerCase && (
          <Chip
            size="small"
            color="primary"
            data-testid="notification-case"
            label={t('notification.status.case', { caseId })}
          />
        )}
        {id > 0 && <WhoLookedLink identifier={identifier} />}
        {isCancerCase && caseId !== null && <OpenMedicalCaseButton caseId={caseId} />}
      </Box>
      {alert && (
        <Alert severity="info" data-testid="draft-exists-alert">
          {translateMessage(notificationMsg.draftExists)}
        </Alert>
      )}
      {formDisabled && (
        <Typography color="text.secondary" data-testid="not-last-notification">
          {translateMessage(notificationMsg.notLastNotification)}
        </Typography>
      )}
      <LocalDraftBanner
        offer={offer}
        newerOnServer={newerOnServer}
        onRestore={onRestore}
        onDiscard={onDiscard}
        sx={{}}
      />
    </Box>
  );
}
