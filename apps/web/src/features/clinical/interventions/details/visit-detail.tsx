import { visitMedication } from '@registry/domain/clinical/interventions/detail-visit';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import { AdministrationRoute, MedicationClass } from '@registry/domain/clinical/interventions/kinds';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCities, useCounties } from '../../../../shared/geography/geography';
import { DateF, EnumF, FlagF, NumberF, PickF, TextF, TimeF } from '../form/form-fields';
import { Rows, Section, Wide } from '../form/section';
import { idsOf, useLabels } from './labels';

const d = (key: string) => `detail.${key}`;

/** Home visit and clinic visit (spec 02 §3 "Visit fields"): where, why, what was given, what was done. */
export function VisitDetail() {
  const { t, f } = useLabels();
  const form = useFormContext();
  const countyId = useWatch({ name: d('countyId') }) as number | null;
  const counties = useCounties(ROMANIA_COUNTRY_ID);
  const cities = useCities(countyId);
  return (
    <>
      <Section title={t('interventions.sections.visit')} testId="visit">
        <NumberF name={d('distanceKm')} label={f('distanceKm')} unit="km" />
        <PickF name={d('countyId')} label={f('county')} options={counties.data ?? []} />
        <PickF
          name={d('cityId')}
          label={f('city')}
          options={cities.data ?? []}
          disabled={countyId === null}
        />
        <Wide>
          <TextF name={d('address')} label={f('address')} max={L.place} />
        </Wide>
        <TextF name={d('recommendedBy')} label={f('recommendedBy')} max={L.name} />
        <FlagF name={d('palliation')} label={f('palliation')} />
        <Wide>
          <TextF name={d('requestReason')} label={f('requestReason')} max={L.note} rows={2} />
        </Wide>
        <Rows
          name={d('medications')}
          title={f('medications')}
          rowTitle={(i) => t('interventions.form.medication', { n: i + 1 })}
          addLabel={t('interventions.form.addMedication')}
          empty={() => visitMedication.parse({})}
          max={30}
          render={(p) => (
            <>
              <EnumF
                name={`${p}.typeId`}
                label={f('medicationType')}
                enumKey="medicationClass"
                ids={idsOf(MedicationClass)}
              />
              <TextF name={`${p}.substance`} label={f('substance')} max={L.name} required />
              <TextF name={`${p}.dose`} label={f('dose')} max={L.short} />
              <EnumF
                name={`${p}.administrationTypeId`}
                label={f('administrationType')}
                enumKey="administrationRoute"
                ids={idsOf(AdministrationRoute)}
              />
              <TextF name={`${p}.interval`} label={f('interval')} max={L.short} />
              <TextF name={`${p}.duration`} label={f('duration')} max={L.short} />
              <FlagF name={`${p}.whenRequired`} label={f('whenRequired')} />
              <Wide>
                <TextF name={`${p}.details`} label={f('details')} max={L.note} />
              </Wide>
            </>
          )}
        />
        {(
          [
            'localTreatment',
            'servicesAndLabTests',
            'functionalExplorations',
            'otherServices',
            'conclusions',
          ] as const
        ).map((key) => (
          <Wide key={key}>
            <TextF name={d(key)} label={f(key)} max={L.text} rows={2} />
          </Wide>
        ))}
        <NumberF name={d('estimatedPrice')} label={f('estimatedPrice')} unit="lei" />
        <NumberF name={d('visitIntervalDays')} label={f('visitIntervalDays')} />
      </Section>
      <Section title={t('interventions.sections.visitCompletion')} testId="visit-completion">
        <DateF name="endDate" label={f('endDate')} helper={t('interventions.form.completionHint')} />
        <TimeF name="endTime" label={f('endTime')} />
        <TimeF name={d('completion.departureTime')} label={f('departureTime')} />
        <TimeF name={d('completion.returnTime')} label={f('returnTime')} />
        <NumberF name={d('completion.totalKm')} label={f('totalKm')} unit="km" />
        <TextF name={d('completion.laboratory')} label={f('laboratory')} max={L.place} />
      </Section>
      {/* Changing the county clears the city (as on the unit and patient forms). */}
      <CountyWatcher onChange={() => form.setValue(d('cityId'), null, { shouldDirty: true })} />
    </>
  );
}

function CountyWatcher({ onChange }: { onChange: () => void }) {
  const countyId = useWatch({ name: d('countyId') });
  const first = useRef(countyId);
  useEffect(() => {
    if (first.current === countyId) return;
    first.current = countyId;
    onChange();
  }, [countyId, onChange]);
  return null;
}
