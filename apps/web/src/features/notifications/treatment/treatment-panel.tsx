import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Editability } from '@registry/domain/notification/constants';
import type { TreatmentSectionKey } from '@registry/domain/notification/model';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditability } from '../form/editability-context';
import { type PanelProps, PanelShell, Wide } from '../form/panel-shell';
import { TreatmentAgents } from './treatment-agents';
import { TreatmentGeneral } from './treatment-general';
import { TreatmentAbroad, TreatmentOutcome } from './treatment-outcome';
import { TreatmentTherapies } from './treatment-therapies';

function Heading({ text }: { text: string }) {
  return (
    <Wide>
      <Divider textAlign="left">
        <Typography variant="overline" color="text.secondary">
          {text}
        </Typography>
      </Divider>
    </Wide>
  );
}

/** Primary or subsequent treatment (spec 02 §3: one form for both), in five parts. */
export const TreatmentPanel = memo(function TreatmentPanel({
  section,
  ...props
}: PanelProps & { section: TreatmentSectionKey }) {
  const { t } = useTranslation();
  const level = useEditability().panels[section];
  const h = (part: string) => t(`notification.fields.treatment.parts.${part}`);
  return (
    <PanelShell {...props} panel={section} errorNames={[section]} readonly={level !== Editability.Editable}>
      <TreatmentGeneral section={section} />
      <Heading text={h('therapies')} />
      <TreatmentTherapies section={section} />
      <Heading text={h('agents')} />
      <TreatmentAgents section={section} />
      <Heading text={h('outcome')} />
      <TreatmentOutcome section={section} />
      <Heading text={h('abroad')} />
      <TreatmentAbroad section={section} />
    </PanelShell>
  );
});
