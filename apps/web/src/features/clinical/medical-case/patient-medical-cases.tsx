import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mayUseMedicalCases } from '@registry/domain/clinical/medical-case-access';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { formatDate } from '../../../shared/format/date';
import { usePatientMedicalCases } from './medical-case-api';
import { MedicalCaseState } from './medical-case-state';
import { useOpenMedicalCase } from './open-medical-case-button';
import './locales/register';

/**
 * The patient page's way to the child's medical cases (issue 23): those the caller may read, a link
 * each, and those the caller's unit reported and nobody opened yet, with the button that opens one.
 * The list call decides which (the same rows as the medical-case list, for this child).
 */
export function PatientMedicalCases({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const start = useOpenMedicalCase();
  const allowed = session !== null && mayUseMedicalCases(session);
  const cases = usePatientMedicalCases(patientId, allowed);
  if (!allowed || !cases.data) return null;
  const rows = cases.data.items;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="patient-medical-cases">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('medicalCase.patientTitle')}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('medicalCase.patientNone')}
        </Typography>
      )}
      {rows.map((m) => (
        <Box
          key={m.cancerCaseId}
          data-cancer-case={m.cancerCaseId}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <Typography variant="body2" sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {[m.morphology, formatDate(m.diagnosticDate), m.reportingUnit].filter(Boolean).join(' · ')}
          </Typography>
          <MedicalCaseState row={m} />
          {m.opened ? (
            <Button
              size="small"
              component={RouterLink}
              to={`/medical-case/${m.id}`}
              startIcon={<MedicalInformationIcon />}
              data-testid="patient-medical-case-link"
            >
              {t('medicalCase.patientLink')}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              startIcon={<NoteAddIcon />}
              onClick={() => void start(m.cancerCaseId).catch(() => undefined)}
              data-testid="patient-medical-case-start"
            >
              {t('medicalCase.start')}
            </Button>
          )}
        </Box>
      ))}
    </Paper>
  );
}
