import Alert from '@mui/material/Alert';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Wide } from './panel-shell';

/** Whether other units also report the notification's patient (the API's `sharedWithOtherUnits`). */
export const SharedPatientContext = createContext(false);

/**
 * Said at the top of the patient panel, before any save: the patient's general data is one record
 * for every unit that reports them, so a change made here changes what the other units see
 * (issue 18: the save's toast came too late and went in 3 s).
 */
export function SharedPatientAlert() {
  const { t } = useTranslation();
  if (!useContext(SharedPatientContext)) return null;
  return (
    <Wide>
      <Alert severity="warning" data-testid="shared-patient-alert">
        {t('notification.page.sharedPatient')}
      </Alert>
    </Wide>
  );
}
