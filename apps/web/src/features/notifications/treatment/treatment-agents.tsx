import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { memo } from 'react';
import { useFormKit } from '../form/form-kit';
import { ComboField, MultiField, SelectField } from '../form/pick-fields';
import { FormTextField } from '../form/text-field';
import { type TreatmentPartProps, useTicks, useTreatmentPart } from './treatment-kit';

/** Agents, protocol and role of a systemic therapy; open once chemo, hormono, immuno or other is ticked. */
export const TreatmentAgents = memo(function TreatmentAgents({ section }: TreatmentPartProps) {
  const { lookups } = useFormKit();
  const { name, label, locked } = useTreatmentPart(section);
  const ticks = useTicks(section, [
    'hasChimio',
    'hasHormonoTherapy',
    'hasImunotherapy',
    'hasOtherTreatments',
  ]);
  const systemic = Object.values(ticks).some(Boolean);
  const off = (field: Parameters<typeof locked>[0]) => !systemic || locked(field);
  return (
    <>
      <MultiField
        name={name('therapeuticAgentsIds')}
        label={label('therapeuticAgentsIds')}
        options={lookups.options('therapeuticAgent')}
        disabled={off('therapeuticAgentsIds')}
      />
      <FormTextField
        name={name('otherTherapeuticAgents')}
        label={label('otherTherapeuticAgents')}
        maxLength={L.freeText}
        disabled={off('otherTherapeuticAgents')}
      />
      <ComboField
        name={name('therapeuticProtocolId')}
        label={label('therapeuticProtocolId')}
        options={lookups.options('therapeuticProtocol')}
        disabled={off('therapeuticProtocolId')}
      />
      <FormTextField
        name={name('otherTherapeuticProtocol')}
        label={label('otherTherapeuticProtocol')}
        maxLength={L.freeText}
        disabled={off('otherTherapeuticProtocol')}
      />
      <SelectField
        name={name('systemicTherapyRoleId')}
        label={label('systemicTherapyRoleId')}
        options={lookups.options('systemicTherapyRole')}
        disabled={locked('systemicTherapyRoleId')}
      />
    </>
  );
});
