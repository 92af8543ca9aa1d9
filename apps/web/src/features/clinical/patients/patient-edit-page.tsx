import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isSharedPatient, type Patient, patientForm } from '@registry/domain/patient/contracts';
import { isValidPhoneFor } from '@registry/domain/units/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { localDraftKey } from '../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../shared/forms/local-draft-banner';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { bindServerErrors } from '../../../shared/forms/server-errors';
import { useFormDraft } from '../../../shared/forms/use-form-draft';
import { useLeaveGuard } from '../../../shared/forms/use-leave-guard';
import { showToast } from '../../../shared/ui/ui-events';
import './locales/register';
import { useCountries } from '../../../shared/geography/geography';
import { PatientMedicalCases } from '../medical-case/patient-medical-cases';
import { PatientProposals } from './patient-proposals';
import { PatientSections } from './patient-sections';
import {
  type FileChoice,
  keepFile,
  PATIENT_FIELDS,
  type PatientValues,
  patientFormData,
  patientValuesOf,
} from './patient-values';
import { getPatient, savePatient } from './patients-api';

const base = schemaResolver<PatientValues>(patientForm);

/** The shared contract's rules, plus the phone checked for the home country (spec 01 §5). */
function phoneAwareResolver(homeAlpha2: () => string | null): Resolver<PatientValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const phone = values.phone.trim();
    if (!phone || isValidPhoneFor(phone, homeAlpha2())) return result;
    return {
      values: {},
      errors: { ...result.errors, phone: { type: 'phone', message: 'validation.invalid' } },
    };
  };
}

/** Spec 01 §8: a child several units report on shares one record — say so before anything is saved. */
function SharedWarning({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  if (!isSharedPatient(patient.reportingUnits)) return null;
  const units = patient.reportingUnits.map((u) => u.name).join(', ');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="shared-warning">
      <AlertTitle>{t('patients.sharedTitle', { count: patient.reportingUnits.length })}</AlertTitle>
      {t('patients.sharedText', { units })}
    </Alert>
  );
}

/**
 * The patient (issue 14): every field of spec 01 §3 on the record the notifications share. Opens
 * editable for whoever may see it; Save sends the version read (409 when someone saved meanwhile).
 */
export default function PatientEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const patient = useQuery({ queryKey: ['patient', id], queryFn: () => getPatient(id), retry: false });
  if (!patient.data || patient.data.id !== id) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('patients.loading')} />
      </Box>
    );
  }
  // Each version read is a new form: a save (or a reload after a 409) rebuilds it from the record.
  return <PatientForm key={`${id}-${patient.data.version}`} stored={patient.data} />;
}

function PatientForm({ stored }: { stored: Patient }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = stored.id;
  const [agreement, setAgreement] = useState<FileChoice>(keepFile);
  const [survey, setSurvey] = useState<FileChoice>(keepFile);
  const countries = useCountries();
  const homeAlpha2 = useRef<string | null>(null);
  const [resolver] = useState(() => phoneAwareResolver(() => homeAlpha2.current));
  const [initial] = useState(() => patientValuesOf(stored));
  const form = useForm<PatientValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const homeCountryId = form.watch('homeCountryId');
  homeAlpha2.current = countries.data?.find((c) => c.id === homeCountryId)?.code ?? null;
  const userId = useSession()?.userId ?? 0;
  // What is typed stays on this device (per user and patient) until saved; chosen files do not.
  const draft = useFormDraft(form, {
    key: localDraftKey('patient', userId, id),
    baseline: initial,
    version: stored.version,
  });
  const dirty = form.formState.isDirty || agreement !== keepFile || survey !== keepFile;
  useLeaveGuard(() => dirty || draft.hasChanges());

  const discard = () => {
    form.reset(patientValuesOf(stored));
    setAgreement(keepFile);
    setSurvey(keepFile);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const { warning, ...saved } = await savePatient(patientFormData(values, agreement, survey));
      draft.saved();
      form.reset(patientValuesOf(saved));
      queryClient.setQueryData(['patient', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['list', 'patients'] });
      showToast(warning ?? t('patients.saved'), warning ? 'warning' : 'success');
    } catch (error) {
      bindServerErrors(error, PATIENT_FIELDS, (field, e) => form.setError(field as keyof PatientValues, e));
    }
  });

  const name = [stored.lastName, stored.firstName].filter(Boolean).join(' ');
  return (
    <Box component="form" onSubmit={save} noValidate data-testid="patient-edit">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 260px', minWidth: 0 }}>
          <Tooltip title={t('patients.backToList')}>
            <IconButton component={RouterLink} to="/patient" aria-label={t('patients.backToList')}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {name || stored.identifier}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {stored.identifier}
            </Typography>
          </Box>
        </Box>
      </Box>
      <LocalDraftBanner
        offer={draft.offer}
        newerOnServer={draft.newerOnServer}
        onRestore={draft.restore}
        onDiscard={draft.discard}
      />
      <SharedWarning patient={stored} />
      <PatientProposals patient={stored} />
      <PatientMedicalCases patientId={id} />
      <PatientSections
        form={form}
        patient={stored}
        agreement={agreement}
        survey={survey}
        onAgreement={setAgreement}
        onSurvey={setSurvey}
      />
      {/* Kept in view at the bottom while the registrar scrolls, as on the notification page. */}
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          p: 1,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
        }}
      >
        <Button startIcon={<UndoIcon />} onClick={discard} disabled={!dirty} data-testid="patient-discard">
          {t('patients.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!dirty || form.formState.isSubmitting}
          data-testid="patient-save"
        >
          {t('patients.save')}
        </Button>
      </Paper>
    </Box>
  );
}
