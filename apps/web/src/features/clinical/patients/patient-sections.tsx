import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Patient } from '@registry/domain/patient/contracts';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/i18n/i18n';
import { AddressFields } from './address-fields';
import { PatientContactFields, PatientIdentityFields } from './patient-fields';
import { PatientFile } from './patient-file';
import type { FileChoice, PatientValues } from './patient-values';
import { FileKind } from './patients-api';

type Props = {
  form: UseFormReturn<PatientValues>;
  patient: Patient;
  agreement: FileChoice;
  survey: FileChoice;
  onAgreement: (value: FileChoice) => void;
  onSurvey: (value: FileChoice) => void;
};

function Section({
  title,
  hint,
  children,
  id,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} component="section" aria-labelledby={id}>
      <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

const stored = (name: string | null, storageName: string | null) =>
  name && storageName ? { name, storageName } : null;

/** The screen's sections: identity, contact, the two addresses, the agreement and social situation. */
export function PatientSections({ form, patient, agreement, survey, onAgreement, onSurvey }: Props) {
  const { t } = useTranslation();
  const isSocialCase = form.watch('isSocialCase');
  const { errors } = form.formState;
  const serverError = (name: 'agreement' | 'socialSurvey') => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? translateMessage(message) : undefined;
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Section title={t('patients.sections.identity')} id="patient-identity">
        <PatientIdentityFields form={form} />
      </Section>
      <Section title={t('patients.sections.contact')} id="patient-contact">
        <PatientContactFields form={form} emailConfirmed={patient.emailConfirmed} />
      </Section>
      <Section title={t('patients.sections.home')} id="patient-home">
        <AddressFields form={form} prefix="home" required />
      </Section>
      <Section title={t('patients.sections.care')} hint={t('patients.sections.careHint')} id="patient-care">
        <AddressFields form={form} prefix="care" required={false} />
      </Section>
      <Section title={t('patients.sections.files')} id="patient-files">
        <PatientFile
          name="agreement"
          kind={FileKind.Agreement}
          label={t('patients.fields.agreement')}
          stored={stored(patient.agreementName, patient.agreementStorageName)}
          value={agreement}
          onChange={onAgreement}
          error={serverError('agreement')}
        />
        <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
          <Controller
            control={form.control}
            name="isSocialCase"
            render={({ field }) => (
              <FormControlLabel
                label={t('patients.fields.isSocialCase')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { 'data-testid': 'social-case-input' } as object }}
                  />
                }
              />
            )}
          />
          <PatientFile
            name="socialSurvey"
            kind={FileKind.SocialSurvey}
            label={t('patients.fields.socialSurvey')}
            stored={isSocialCase ? stored(patient.socialSurveyName, patient.socialSurveyStorageName) : null}
            value={isSocialCase ? survey : { file: null, cleared: true }}
            onChange={onSurvey}
            disabled={!isSocialCase}
            note={isSocialCase ? undefined : t('patients.file.surveyNeedsSocialCase')}
            error={serverError('socialSurvey')}
          />
        </Box>
      </Section>
    </Box>
  );
}
