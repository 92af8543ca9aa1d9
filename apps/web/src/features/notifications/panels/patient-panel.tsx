import { NotificationLimits as L } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { SharedPatientAlert } from '../form/shared-patient';
import { CheckField, DateInput, DerivedField } from '../form/simple-fields';
import { FormTextField } from '../form/text-field';
import { useCities } from '../notifications-api';
import { QualityWarnings } from '../quality/quality-warnings';

const f = (field: string) => `notification.fields.patientDetails.${field}`;

/** Patient details (spec 02 §3): a Romanian's gender, birth date and age come from the CNP. */
export const PatientPanel = memo(function PatientPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups, change } = useFormKit();
  const readonly = usePanelReadonly('patientDetails');
  const [isForeigner, countyId] = useWatch<Notification>({
    name: ['patientDetails.isForeigner', 'patientDetails.countyId'],
  }) as [boolean, number | null];
  const cities = useCities(countyId);
  const cityOptions = useMemo(
    () => (cities.data ?? []).map((c) => ({ id: c.id, label: c.text, parent: c.option })),
    [cities.data],
  );
  return (
    <PanelShell {...props} panel="patientDetails" errorNames={['patientDetails']} readonly={readonly}>
      <SharedPatientAlert />
      <FormTextField
        name="patientDetails.identifier"
        label={t(isForeigner ? f('foreignIdentifier') : f('identifier'))}
        disabled={readonly}
        maxLength={L.identifier}
        inputMode={isForeigner ? 'text' : 'numeric'}
        onValue={(value) => change('patientDetails.identifier', value)}
      />
      <CheckField name="patientDetails.isForeigner" label={t(f('isForeigner'))} disabled={readonly} />
      <FormTextField
        name="patientDetails.lastName"
        label={t(f('lastName'))}
        disabled={readonly}
        maxLength={L.patientName}
      />
      <FormTextField
        name="patientDetails.firstName"
        label={t(f('firstName'))}
        disabled={readonly}
        maxLength={L.patientName}
      />
      <SelectField
        name="patientDetails.genderId"
        label={t(f('gender'))}
        options={lookups.options('gender')}
        disabled={readonly || !isForeigner}
      />
      <DateInput
        name="patientDetails.birthdate"
        label={t(f('birthdate'))}
        noLimits
        disabled={readonly || !isForeigner}
      />
      <DerivedField name="patientDetails.age" label={t(f('age'))} />
      <ComboField
        name="patientDetails.countyId"
        label={t(f('county'))}
        options={lookups.options('county')}
        disabled={readonly}
      />
      <ComboField
        name="patientDetails.cityId"
        label={t(f('city'))}
        options={cityOptions}
        disabled={readonly || countyId === null}
      />
      <FormTextField
        name="patientDetails.address"
        label={t(f('address'))}
        disabled={readonly}
        maxLength={L.address}
      />
      <QualityWarnings panel="patientDetails" />
    </PanelShell>
  );
});
