import { DeathReasonTopographyId, NotificationLimits as L } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditability, usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { FormTextField } from '../form/text-field';
import { QualityWarnings } from '../quality/quality-warnings';

const f = (field: string) => `notification.fields.notificationOverview.${field}`;

/** Follow-up and death (spec 02 §3 notificationOverview); ticking dead and status 3 go together. */
export const OverviewPanel = memo(function OverviewPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('notificationOverview');
  const { fields } = useEditability();
  const [dead, deathReason] = useWatch<Notification>({
    name: ['notificationOverview.isPatientDead', 'notificationOverview.deathReasonTopoCodeId'],
  }) as [boolean, number | null];
  return (
    <PanelShell
      {...props}
      panel="notificationOverview"
      errorNames={['notificationOverview']}
      readonly={readonly}
    >
      <SelectField
        name="notificationOverview.reportingUnitId"
        label={t(f('reportingUnit'))}
        options={lookups.reportingUnits}
        required
        disabled={!fields.reportingUnitId}
      />
      <SelectField
        name="notificationOverview.trackingStatusId"
        label={t(f('trackingStatus'))}
        options={lookups.options('trackingStatus')}
        disabled={readonly}
      />
      <DateInput
        name="notificationOverview.lastContactDate"
        label={t(f('lastContactDate'))}
        disabled={readonly}
      />
      <FormTextField
        name="notificationOverview.lastDoctor"
        label={t(f('lastDoctor'))}
        disabled={readonly}
        maxLength={L.lastDoctor}
      />
      <CheckField
        name="notificationOverview.isTrackingLost"
        label={t(f('isTrackingLost'))}
        disabled={readonly}
      />
      <DateInput
        name="notificationOverview.vitalStatusUpdateDate"
        label={t(f('vitalStatusUpdateDate'))}
        disabled
      />
      <CheckField
        name="notificationOverview.isPatientDead"
        label={t(f('isPatientDead'))}
        disabled={readonly}
      />
      {dead && (
        <>
          <DateInput name="notificationOverview.deathDate" label={t(f('deathDate'))} disabled={readonly} />
          <CheckField
            name="notificationOverview.isDeathDateUnavailable"
            label={t(f('isDeathDateUnavailable'))}
            disabled={readonly}
          />
          <ComboField
            name="notificationOverview.deathReasonTopoCodeId"
            label={t(f('deathReason'))}
            options={lookups.options('deathReason')}
            required
            disabled={readonly}
          />
          {deathReason === DeathReasonTopographyId.Other && (
            <FormTextField
              name="notificationOverview.deathReason2"
              label={t(f('deathReason2'))}
              required
              disabled={readonly}
              maxLength={L.deathReason2}
            />
          )}
        </>
      )}
      <QualityWarnings panel="notificationOverview" />
    </PanelShell>
  );
});
