import { DeathReasonTopographyId, NotificationLimits as L } from '@registry/domain/notification/constants';
import {
  isNewContactReason,
  type PreviousContact,
  staleContact,
  trackingStatusConflict,
} from '@registry/domain/notification/follow-up';
import type { Notification } from '@registry/domain/notification/model';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useEditability, usePanelReadonly } from '../form/editability-context';
import { usePreviousContact } from '../form/follow-up-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { FormTextField } from '../form/text-field';
import { QualityWarnings } from '../quality/quality-warnings';

const f = (field: string) => `notification.fields.notificationOverview.${field}`;

type Hint = { text: string; wrong: boolean } | undefined;

/** What the follow-up rules say of the status and the date now; the previous contact as a note. */
function followUpHints(
  reason: number | null,
  trackingStatus: number | null,
  lastContact: string | null,
  previous: PreviousContact | null,
  t: TFunction,
): { trackingStatus: Hint; lastContact: Hint } {
  const conflict = trackingStatusConflict(reason, trackingStatus);
  const stale = staleContact(reason, lastContact, previous);
  const before = isNewContactReason(reason) ? (previous?.lastContactDate ?? null) : null;
  return {
    trackingStatus: conflict ? { text: translateMessage(conflict), wrong: true } : undefined,
    lastContact: stale
      ? { text: translateMessage(stale), wrong: true }
      : before
        ? { text: t('notification.form.previousContact', { date: formatDate(before) }), wrong: false }
        : undefined,
  };
}

/** Follow-up and death (spec 02 §3 notificationOverview); ticking dead and status 3 go together. */
export const OverviewPanel = memo(function OverviewPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('notificationOverview');
  const { fields } = useEditability();
  const [dead, deathReason, reason, overviewReason, trackingStatus, lastContact] = useWatch<Notification>({
    name: [
      'notificationOverview.isPatientDead',
      'notificationOverview.deathReasonTopoCodeId',
      'diagnosticReportingReasonId',
      'notificationOverview.reportingReasonId',
      'notificationOverview.trackingStatusId',
      'notificationOverview.lastContactDate',
    ],
  }) as [boolean, number | null, number | null, number | null, number | null, string | null];
  // The follow-up rules (issue 18 item 1), said while typing rather than at "Save complete".
  const previous = usePreviousContact();
  const followUp = followUpHints(reason ?? overviewReason, trackingStatus, lastContact, previous, t);
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
        disabled={!fields.reportingUnitId}
      />
      <SelectField
        name="notificationOverview.trackingStatusId"
        label={t(f('trackingStatus'))}
        options={lookups.options('trackingStatus')}
        disabled={readonly}
        hint={followUp.trackingStatus}
      />
      <DateInput
        name="notificationOverview.lastContactDate"
        label={t(f('lastContactDate'))}
        disabled={readonly}
        hint={followUp.lastContact}
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
            disabled={readonly}
          />
          {deathReason === DeathReasonTopographyId.Other && (
            <FormTextField
              name="notificationOverview.deathReason2"
              label={t(f('deathReason2'))}
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
