import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MedicalCaseTabProps } from '../tab-props';

/** The clinical interventions' timeline arrives with the next issue; the tab keeps its place. */
export function TimelineTab(_props: MedicalCaseTabProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-testid="timeline-placeholder">
      <TimelineIcon color="disabled" />
      <Typography color="text.secondary">{t('medicalCase.placeholder.timeline')}</Typography>
    </Box>
  );
}
