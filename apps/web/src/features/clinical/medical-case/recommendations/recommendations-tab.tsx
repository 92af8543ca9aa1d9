import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MedicalCaseTabProps } from '../tab-props';

/**
 * Mount point of the Recommendations tab (hospital, planned date, text, document; list, add, edit,
 * delete). This file is the tab: replace its body; the page passes the case and `onChanged`.
 */
export function RecommendationsTab(_props: MedicalCaseTabProps) {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" data-testid="recommendations-placeholder">
      {t('medicalCase.placeholder.recommendations')}
    </Typography>
  );
}
