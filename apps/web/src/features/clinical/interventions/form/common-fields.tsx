import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import { InterventionType, type InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCaseUnits } from '../../medical-team/medical-team-api';
import { DateF, PickF, TextF, TimeF } from './form-fields';
import { useReadonly } from './readonly-context';
import { Section, Wide } from './section';

/** Every registry unit, as options of a unit field. */
export function useCaseUnitOptions(medicalCaseId: number) {
  const units = useCaseUnits(medicalCaseId);
  return useMemo(() => (units.data ?? []).map((u) => ({ id: u.id, text: u.text, code: null })), [units.data]);
}

function SignificanceField() {
  const { t } = useTranslation();
  const readonly = useReadonly();
  const { field } = useController({ name: 'significant' });
  return (
    <FormControl disabled={readonly}>
      <FormLabel id="significance-label">{t('interventions.fields.significance')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="significance-label"
        value={field.value ? 'significant' : 'informative'}
        onChange={(e) => field.onChange(e.target.value === 'significant')}
      >
        <FormControlLabel
          value="significant"
          control={<Radio />}
          label={t('interventions.fields.significant')}
        />
        <FormControlLabel
          value="informative"
          control={<Radio />}
          label={t('interventions.fields.informative')}
        />
      </RadioGroup>
    </FormControl>
  );
}

const isVisit = (type: InterventionTypeId) =>
  type === InterventionType.HomeVisit || type === InterventionType.ClinicVisit;

/**
 * The fields every type has (spec 02 §3): when (planned date and start time; the end, which
 * completing requires), where (a registry unit or one outside it by name) and its weight. A visit
 * asks its end in its own completion block, beside the trip's times.
 */
export function CommonFields({ medicalCaseId, type }: { medicalCaseId: number; type: InterventionTypeId }) {
  const { t } = useTranslation();
  const units = useCaseUnitOptions(medicalCaseId);
  const f = (key: string) => t(`interventions.fields.${key}`);
  const visit = isVisit(type);
  return (
    <Section title={t('interventions.sections.common')} testId="common">
      <DateF name="plannedDate" label={f(visit ? 'visitDate' : 'plannedDate')} required />
      <TimeF name="startTime" label={f('startTime')} />
      {!visit && (
        <>
          <DateF name="endDate" label={f('endDate')} helper={t('interventions.form.completionHint')} />
          <TimeF name="endTime" label={f('endTime')} />
        </>
      )}
      <PickF
        name="unitId"
        label={f('unit')}
        options={units}
        required
        helper={t('interventions.form.unitHint')}
      />
      <TextF name="externalUnit" label={f('externalUnit')} max={L.externalUnit} />
      <Wide>
        <SignificanceField />
      </Wide>
    </Section>
  );
}
