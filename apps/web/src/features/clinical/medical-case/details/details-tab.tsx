import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../app/page-loader';
import { useSession } from '../../../../shared/auth/auth-store';
import { buildLookups } from '../../../notifications/form/lookups';
import '../../../notifications/locales/register';
import { useManyToManyLists, useNotificationLists } from '../../../notifications/notifications-api';
import type { MedicalCaseTabProps } from '../tab-props';
import { DetailsForm } from './details-form';

/** The Details tab: the notification form's dictionaries, then the form (rebuilt at each new version). */
export function DetailsTab({ medicalCase, onChanged }: MedicalCaseTabProps) {
  const { t } = useTranslation();
  const session = useSession();
  const lists = useNotificationLists();
  const links = useManyToManyLists();
  const lookups = useMemo(
    () => (lists.data && links.data ? buildLookups(lists.data, links.data) : null),
    [lists.data, links.data],
  );
  if (lists.isError || links.isError) return <Alert severity="error">{t('medicalCase.loadFailed')}</Alert>;
  if (!lookups || !session) return <PageLoader />;
  return (
    <DetailsForm
      key={medicalCase.version}
      medicalCase={medicalCase}
      lookups={lookups}
      session={session}
      onSaved={onChanged}
    />
  );
}
