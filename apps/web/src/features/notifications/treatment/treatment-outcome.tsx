import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { memo } from 'react';
import { useFormKit } from '../form/form-kit';
import { FieldGroup } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { FormTextField } from '../form/text-field';
import { type TreatmentPartProps, useTicks, useTreatmentPart } from './treatment-kit';

/** How the treatment ended: end date and response, refusal, abandon. */
export const TreatmentOutcome = memo(function TreatmentOutcome({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const ticks = useTicks(section, ['hasTherapyEndDate', 'hasRefusal', 'hasAbandon']);
  return (
    <>
      <FieldGroup>
        <CheckField
          name={name('hasTherapyEndDate')}
          label={label('hasTherapyEndDate')}
          disabled={locked('hasTherapyEndDate')}
        />
        <DateInput
          name={name('therapyEndDate')}
          label={label('therapyEndDate')}
          disabled={!ticks.hasTherapyEndDate || locked('therapyEndDate')}
        />
        <SelectField
          name={name('treatmentResponseId')}
          label={label('treatmentResponseId')}
          options={lookups.options('treatmentResponse')}
          disabled={locked('treatmentResponseId')}
        />
      </FieldGroup>
      <FieldGroup>
        <CheckField name={name('hasRefusal')} label={label('hasRefusal')} disabled={locked('hasRefusal')} />
        <DateInput
          name={name('refusalDate')}
          label={label('refusalDate')}
          disabled={!ticks.hasRefusal || locked('refusalDate')}
        />
        <FormTextField
          name={name('refusalReason')}
          label={label('refusalReason')}
          maxLength={L.freeText}
          disabled={!ticks.hasRefusal || locked('refusalReason')}
        />
      </FieldGroup>
      <FieldGroup>
        <CheckField name={name('hasAbandon')} label={label('hasAbandon')} disabled={locked('hasAbandon')} />
        <DateInput
          name={name('abandonDate')}
          label={label('abandonDate')}
          disabled={!ticks.hasAbandon || locked('abandonDate')}
        />
        <FormTextField
          name={name('abandonReason')}
          label={label('abandonReason')}
          maxLength={L.freeText}
          disabled={!ticks.hasAbandon || locked('abandonReason')}
        />
      </FieldGroup>
    </>
  );
});

/** Treatment abroad and clinical trials. */
export const TreatmentAbroad = memo(function TreatmentAbroad({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const ticks = useTicks(section, ['hasAbroadTreatment', 'hasClinicTrial']);
  const abroad = (field: Parameters<typeof locked>[0]) => !ticks.hasAbroadTreatment || locked(field);
  return (
    <>
      <FieldGroup>
        <CheckField
          name={name('hasAbroadTreatment')}
          label={label('hasAbroadTreatment')}
          disabled={locked('hasAbroadTreatment')}
        />
        <SelectField
          name={name('abroadTreatmentTypeId')}
          label={label('abroadTreatmentTypeId')}
          options={lookups.options('abroadTreatmentType')}
          disabled={abroad('abroadTreatmentTypeId')}
        />
        <ComboField
          name={name('treatmentCountryId')}
          label={label('treatmentCountryId')}
          options={lookups.options('country')}
          disabled={abroad('treatmentCountryId')}
        />
        <FormTextField
          name={name('abroadTreatmentType')}
          label={label('abroadTreatmentType')}
          maxLength={L.freeText}
          disabled={abroad('abroadTreatmentType')}
        />
      </FieldGroup>
      <FieldGroup>
        <CheckField
          name={name('hasClinicTrial')}
          label={label('hasClinicTrial')}
          disabled={locked('hasClinicTrial')}
        />
        <FormTextField
          name={name('clinicTrialAgent')}
          label={label('clinicTrialAgent')}
          maxLength={L.clinicTrialAgent}
          disabled={!ticks.hasClinicTrial || locked('clinicTrialAgent')}
        />
      </FieldGroup>
    </>
  );
});
