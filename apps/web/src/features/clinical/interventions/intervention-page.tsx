import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader';
import { HttpError } from '../../../shared/http/http-error';
import { preloadDateField } from '../../../shared/ui/date-field';
import { useMedicalCase } from '../medical-case/medical-case-api';
import { InterventionForm } from './form/intervention-form';
import { interventionPath, typeFromRoute } from './intervention-types';
import { useIntervention } from './interventions-api';
import './locales/register';

preloadDateField();

function NotFound({ medicalCaseId, error }: { medicalCaseId: number; error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = error instanceof HttpError ? error.status : 0;
  return (
    <Box data-testid="intervention-not-found">
      <Alert severity={status === 404 || status === 403 ? 'warning' : 'error'}>
        {t(status === 404 || status === 403 ? 'interventions.notFound' : 'interventions.loadFailed')}
      </Alert>
      <Button sx={{ mt: 2 }} onClick={() => void navigate(`/medical-case/${medicalCaseId}?tab=timeline`)}>
        {t('interventions.form.back')}
      </Button>
    </Box>
  );
}

/**
 * `/medical-case/:caseId/<type route>/new` and `…/:interventionId` (the spec's route names as paths):
 * the form of that type. An id opened under another type's or case's path goes to its own.
 */
export default function InterventionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const [query] = useSearchParams();
  const medicalCaseId = Number(params.caseId);
  const id = params.interventionId ? Number(params.interventionId) : null;
  const routeType = typeFromRoute(location.pathname.split('/')[3] ?? '');
  const medicalCase = useMedicalCase(medicalCaseId);
  const intervention = useIntervention(id);

  if (medicalCase.isError) return <NotFound medicalCaseId={medicalCaseId} error={medicalCase.error} />;
  if (intervention.isError) return <NotFound medicalCaseId={medicalCaseId} error={intervention.error} />;
  if (!medicalCase.data || (id !== null && !intervention.data)) return <PageLoader />;
  const found = intervention.data ?? null;
  // The generic route (medical-operation) and a wrong type or case in the address: its own path.
  if (found && (found.type !== routeType || found.medicalCaseId !== medicalCaseId))
    return <Navigate to={interventionPath(found.medicalCaseId, found.type, found.id)} replace />;
  if (routeType === null) return <Navigate to="/page-not-found" replace />;
  const type = routeType;
  const mc = medicalCase.data;
  const name = [mc.patient.lastName, mc.patient.firstName].filter(Boolean).join(' ');
  return (
    <Box data-testid="intervention-page">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="intervention-patient">
        {t('interventions.form.patient', { name: name || mc.patient.identifier, unit: mc.reportingUnit })}
      </Typography>
      <InterventionForm
        // A reload (after a save or a 409) rebuilds the form from the record read.
        key={found ? `${found.id}-${found.version}` : 'new'}
        medicalCaseId={medicalCaseId}
        type={type}
        intervention={found}
        canEdit={found ? found.edit : mc.access.edit}
        diagnosisDate={mc.details.cancerDiagnostic.diagnosticDate}
        plannedDate={query.get('date')}
        treatingUnitId={mc.reportingUnitId || null}
        reload={() => intervention.refetch()}
        startCompleting={query.get('action') === 'complete'}
      />
      <ScrollTop />
    </Box>
  );
}

function ScrollTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}
