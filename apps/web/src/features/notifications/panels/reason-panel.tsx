import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { SelectField } from '../form/pick-fields';

/** Why the unit reports (spec 02 §4): the reason decides which rules apply to the other panels. */
export const ReasonPanel = memo(function ReasonPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups, changeReason } = useFormKit();
  const readonly = usePanelReadonly('reportingReason');
  return (
    <PanelShell
      {...props}
      panel="reportingReason"
      errorNames={['diagnosticReportingReasonId']}
      readonly={readonly}
    >
      <SelectField
        name="diagnosticReportingReasonId"
        label={t('notification.fields.reportingReason')}
        options={lookups.options('reportingReason')}
        disabled={readonly}
        onPick={changeReason}
      />
    </PanelShell>
  );
});
