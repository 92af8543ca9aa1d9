import Stack from '@mui/material/Stack';
import { memo, type ReactNode } from 'react';
import { useFormKit } from '../form/form-kit';
import { FieldGroup } from '../form/panel-shell';
import { SelectField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { type TreatmentPartProps, useTicks, useTreatmentPart } from './treatment-kit';
import { YesNoField } from './yes-no-field';

/** Each therapy's tick and its start date. */
const THERAPIES = {
  hasSurgery: 'surgeryDate',
  hasChimio: 'chimioDate',
  hasHormonoTherapy: 'hormonoTherapyDate',
  hasImunotherapy: 'imunotherapyDate',
  hasOtherTreatments: 'otherTreatmentsDate',
  hasTransplant: 'transplantDate',
  hasRadio: 'radiotherapyDate',
} as const;

type Tick = keyof typeof THERAPIES;
const TICKS = Object.keys(THERAPIES) as Tick[];

/** The treatments given, each with its start date (required once ticked, spec 02 §5). */
export const TreatmentTherapies = memo(function TreatmentTherapies({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const ticks = useTicks(section, TICKS);
  const therapy = (tick: Tick, extra?: ReactNode) => {
    const date = THERAPIES[tick];
    return (
      <Stack key={tick} spacing={1}>
        <CheckField name={name(tick)} label={label(tick)} disabled={locked(tick)} />
        <DateInput name={name(date)} label={label(date)} disabled={!ticks[tick] || locked(date)} />
        {extra}
      </Stack>
    );
  };
  return (
    <>
      {therapy('hasSurgery')}
      {therapy('hasChimio')}
      {therapy('hasHormonoTherapy')}
      {therapy('hasImunotherapy')}
      {therapy('hasOtherTreatments')}
      {therapy(
        'hasTransplant',
        <YesNoField
          name={name('transplantRecommendation')}
          label={label('transplantRecommendation')}
          disabled={locked('transplantRecommendation')}
        />,
      )}
      {/* Radiotherapy has four more fields: they get a row of their own, on the panel's columns. */}
      <FieldGroup align="end">
        {therapy('hasRadio')}
        <DateInput
          name={name('radiotherapyEndDate')}
          label={label('radiotherapyEndDate')}
          disabled={!ticks.hasRadio || locked('radiotherapyEndDate')}
        />
        <SelectField
          name={name('systemicTreatmentRadiotherapyTypeId')}
          label={label('systemicTreatmentRadiotherapyTypeId')}
          options={lookups.options('radiotherapyTypeSystemic')}
          disabled={!ticks.hasRadio || locked('systemicTreatmentRadiotherapyTypeId')}
        />
        <SelectField
          name={name('surgeryAssociatedRadiotherapyTypeId')}
          label={label('surgeryAssociatedRadiotherapyTypeId')}
          options={lookups.options('radiotherapyTypeSurgery')}
          disabled={!ticks.hasRadio || locked('surgeryAssociatedRadiotherapyTypeId')}
        />
      </FieldGroup>
    </>
  );
});
