import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useFormKit } from '../form/form-kit';
import { SelectField } from '../form/pick-fields';
import { CheckField } from '../form/simple-fields';
import { type TreatmentPartProps, useTicks, useTreatmentPart } from './treatment-kit';

/** Palliative, unknown or no treatment (with its reason). */
export const TreatmentGeneral = memo(function TreatmentGeneral({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const { isWithoutTreatment } = useTicks(section, ['isWithoutTreatment']);
  return (
    <>
      <CheckField
        name={name('hasPaliativeTreatment')}
        label={label('hasPaliativeTreatment')}
        disabled={locked('hasPaliativeTreatment')}
      />
      <CheckField name={name('isUnknown')} label={label('isUnknown')} disabled={locked('isUnknown')} />
      {/* The reason sits under the tick it belongs to. */}
      <Stack spacing={1}>
        <CheckField
          name={name('isWithoutTreatment')}
          label={label('isWithoutTreatment')}
          disabled={locked('isWithoutTreatment')}
        />
        <SelectField
          name={name('lackOfTreatmentReasonId')}
          label={label('lackOfTreatmentReasonId')}
          options={lookups.options('lackOfTreatmentReason')}
          disabled={!isWithoutTreatment || locked('lackOfTreatmentReasonId')}
        />
      </Stack>
    </>
  );
});
