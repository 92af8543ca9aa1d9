import Box from '@mui/material/Box';
import { memo, type ReactNode } from 'react';
import { useFormKit } from '../form/form-kit';
import { SelectField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { type TreatmentPartProps, useTicks, useTreatmentPart } from './treatment-kit';
import { YesNoField } from './yes-no-field';

const TICKS = [
  ['hasSurgery', 'surgeryDate'],
  ['hasChimio', 'chimioDate'],
  ['hasRadio', 'radiotherapyDate'],
  ['hasHormonoTherapy', 'hormonoTherapyDate'],
  ['hasImunotherapy', 'imunotherapyDate'],
  ['hasOtherTreatments', 'otherTreatmentsDate'],
  ['hasTransplant', 'transplantDate'],
] as const;

/** The treatments given, each with its start date (required once ticked, spec 02 §5). */
export const TreatmentTherapies = memo(function TreatmentTherapies({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const ticks = useTicks(
    section,
    TICKS.map(([tick]) => tick),
  );
  const primary = section === 'cancerTreatment';
  // Radiotherapy's end date and types sit in the row after the radiotherapy tick they depend on.
  const row = ([tick, date]: (typeof TICKS)[number]) => (
    <TickWithDate key={tick}>
      <CheckField name={name(tick)} label={label(tick)} disabled={locked(tick)} />
      <DateInput
        name={name(date)}
        label={label(date)}
        required={ticks[tick]}
        disabled={!ticks[tick] || locked(date)}
      />
    </TickWithDate>
  );
  return (
    <>
      {TICKS.slice(0, 3).map(row)}
      <DateInput
        name={name('radiotherapyEndDate')}
        label={label('radiotherapyEndDate')}
        disabled={!ticks.hasRadio || locked('radiotherapyEndDate')}
      />
      <SelectField
        name={name('systemicTreatmentRadiotherapyTypeId')}
        label={label('systemicTreatmentRadiotherapyTypeId')}
        options={lookups.options('radiotherapyTypeSystemic')}
        required={ticks.hasRadio}
        disabled={!ticks.hasRadio || locked('systemicTreatmentRadiotherapyTypeId')}
      />
      <SelectField
        name={name('surgeryAssociatedRadiotherapyTypeId')}
        label={label('surgeryAssociatedRadiotherapyTypeId')}
        options={lookups.options('radiotherapyTypeSurgery')}
        required={ticks.hasRadio}
        disabled={!ticks.hasRadio || locked('surgeryAssociatedRadiotherapyTypeId')}
      />
      {TICKS.slice(3).map(row)}
      <YesNoField
        name={name('transplantRecommendation')}
        label={label('transplantRecommendation')}
        required={primary}
        disabled={locked('transplantRecommendation')}
      />
    </>
  );
});

/** A tick and its date side by side on wide screens, stacked on a phone. */
function TickWithDate({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr', alignItems: 'center' }}>{children}</Box>
  );
}
