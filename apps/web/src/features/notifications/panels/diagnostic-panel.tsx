import { valuesUnder } from '@registry/domain/notification/coded-pairs';
import { BASIS_DCO_ID } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { CheckField, DateInput, DerivedField } from '../form/simple-fields';
import { QualityWarnings } from '../quality/quality-warnings';

const f = (field: string) => `notification.fields.cancerDiagnostic.${field}`;

/** The diagnosis (spec 02 §3 cancerDiagnostic): the tumour location narrows the topography codes. */
export const DiagnosticPanel = memo(function DiagnosticPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups, changeTopography } = useFormKit();
  const readonly = usePanelReadonly('cancerDiagnostic');
  const location = useWatch<Notification>({ name: 'cancerDiagnostic.tumorLocationId' }) as number | null;
  const topographies = useMemo(
    () =>
      valuesUnder(
        'cancerDiagnostic.topologicCodeId',
        location,
        lookups.options('topography'),
        lookups.codedPairs,
      ),
    [lookups, location],
  );
  // Death certificate only is the rare exception (a child known only from the death certificate):
  // the list does not open on it, so a registrar does not pick it by default (issue 39).
  const bases = useMemo(() => {
    const all = lookups.options('basisOfDiagnosis');
    return [...all.filter((o) => o.id !== BASIS_DCO_ID), ...all.filter((o) => o.id === BASIS_DCO_ID)];
  }, [lookups]);
  return (
    <PanelShell {...props} panel="cancerDiagnostic" errorNames={['cancerDiagnostic']} readonly={readonly}>
      <DateInput name="cancerDiagnostic.diagnosticDate" label={t(f('diagnosticDate'))} disabled={readonly} />
      <DerivedField name="cancerDiagnostic.ageAtDiagnostic" label={t(f('ageAtDiagnostic'))} />
      <SelectField
        name="cancerDiagnostic.diagnosticExplanationId"
        label={t(f('diagnosticExplanation'))}
        options={lookups.options('diagnosticExplanation')}
        disabled={readonly}
      />
      <DateInput
        name="cancerDiagnostic.clinicalStartDate"
        label={t(f('clinicalStartDate'))}
        disabled={readonly}
      />
      <CheckField
        name="cancerDiagnostic.isClinicalStartDateUnavailable"
        label={t(f('isClinicalStartDateUnavailable'))}
        disabled={readonly}
      />
      <DateInput name="cancerDiagnostic.relapseDate" label={t(f('relapseDate'))} disabled={readonly} />
      <SelectField
        name="cancerDiagnostic.registrationBaseId"
        label={t(f('registrationBase'))}
        options={bases}
        disabled={readonly}
      />
      <SelectField
        name="cancerDiagnostic.tumorLocationId"
        label={t(f('tumorLocation'))}
        options={lookups.options('tumourLocation')}
        disabled={readonly}
      />
      <ComboField
        name="cancerDiagnostic.topologicCodeId"
        label={t(f('topologicCode'))}
        options={topographies}
        disabled={readonly}
        onPick={(id) => void changeTopography(id)}
      />
      <SelectField
        name="cancerDiagnostic.lateralityId"
        label={t(f('laterality'))}
        options={lookups.options('laterality')}
        disabled={readonly}
      />
      <QualityWarnings panel="cancerDiagnostic" />
    </PanelShell>
  );
});
