import Typography from '@mui/material/Typography';
import { ClinicalStatus, MedicalCaseLimits, RiskClass } from '@registry/domain/clinical/medical-case-model';
import { DeathReasonTopographyId, NotificationLimits } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldName } from '../../../notifications/form/form-kit';
import { useFormKit } from '../../../notifications/form/form-kit';
import type { Option } from '../../../notifications/form/lookups';
import { type PanelProps, PanelShell, Wide } from '../../../notifications/form/panel-shell';
import { ComboField, SelectField } from '../../../notifications/form/pick-fields';
import { DateInput } from '../../../notifications/form/simple-fields';
import { FormTextField } from '../../../notifications/form/text-field';

// The medical case's own sections live in the same form as the notification's panels; their paths
// are not the notification's, hence the casts to the form's field names.
const name = (path: string) => path as FieldName;
const f = (key: string) => `medicalCase.fields.${key}`;

type Props = PanelProps & { readonly: boolean };

/** Clinical status (dictionary list 11), risk class and the clinicians' details of the diagnosis. */
export const ClinicalPanel = memo(function ClinicalPanel({ readonly, ...props }: Props) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const statuses = useMemo<Option[]>(() => {
    const fromDictionary = lookups.options('clinicalStatus');
    if (fromDictionary.length) return fromDictionary;
    return Object.values(ClinicalStatus).map((id) => ({
      id,
      label: t(`medicalCase.clinicalStatus.${id}`),
      parent: null,
    }));
  }, [lookups, t]);
  const risks = Object.values(RiskClass).map((id) => ({
    id,
    label: t(`medicalCase.riskClass.${id}`),
    parent: null,
  }));
  return (
    <PanelShell
      {...props}
      panel="clinicalDiagnosis"
      errorNames={[name('clinicalDiagnosis')]}
      readonly={readonly}
    >
      <SelectField
        name={name('clinicalDiagnosis.clinicalStatusId')}
        label={t(f('clinicalStatus'))}
        options={statuses}
        disabled={readonly}
      />
      <SelectField
        name={name('clinicalDiagnosis.riskClassId')}
        label={t(f('riskClass'))}
        options={risks}
        disabled={readonly}
      />
      <Wide>
        <FormTextField
          name={name('clinicalDiagnosis.details')}
          label={t(f('diagnosisDetails'))}
          multiline
          maxLength={MedicalCaseLimits.details}
          disabled={readonly}
        />
      </Wide>
    </PanelShell>
  );
});

const CARE_FIELDS = [
  'comorbidities',
  'transplantRecommendation',
  'palliationRecommendation',
  'dischargeRecommendations',
] as const;

/** Comorbidities, transplant and palliation recommendations, discharge recommendations. */
export const CarePanel = memo(function CarePanel({ readonly, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <PanelShell {...props} panel="care" errorNames={[name('care')]} readonly={readonly}>
      {CARE_FIELDS.map((key) => (
        <Wide key={key}>
          <FormTextField
            name={name(`care.${key}`)}
            label={t(f(key))}
            multiline
            maxLength={MedicalCaseLimits.care}
            disabled={readonly}
          />
        </Wide>
      ))}
    </PanelShell>
  );
});

/** Death date and cause, only while the clinical status is Death (the form clears them otherwise). */
export const DeathPanel = memo(function DeathPanel({ readonly, ...props }: Props) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const [status, reason] = useWatch<Notification>({
    name: [name('clinicalDiagnosis.clinicalStatusId'), name('death.deathReasonTopoCodeId')],
  }) as [number | null, number | null];
  const dead = status === ClinicalStatus.Death;
  const locked = readonly || !dead;
  return (
    <PanelShell {...props} panel="death" errorNames={[name('death')]} readonly={readonly}>
      {!dead && (
        <Wide>
          <Typography variant="body2" color="text.secondary">
            {t(f('deathOnlyWhenDead'))}
          </Typography>
        </Wide>
      )}
      <DateInput name={name('death.deathDate')} label={t(f('deathDate'))} disabled={locked} />
      <ComboField
        name={name('death.deathReasonTopoCodeId')}
        label={t(f('deathReason'))}
        options={lookups.options('deathReason')}
        disabled={locked}
      />
      {reason === DeathReasonTopographyId.Other && (
        <FormTextField
          name={name('death.deathReason2')}
          label={t(f('deathReason2'))}
          maxLength={NotificationLimits.deathReason2}
          disabled={locked}
        />
      )}
    </PanelShell>
  );
});
