import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MedicalCaseTabProps } from '../tab-props';

/**
 * Mount point of the Medical team tab (local team, central team, case owner; add, remove,
 * transfer). This file is the tab: replace its body; the page passes the case and `onChanged`.
 */
export function MedicalTeamTab(_props: MedicalCaseTabProps) {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" data-testid="medical-team-placeholder">
      {t('medicalCase.placeholder.team')}
    </Typography>
  );
}
