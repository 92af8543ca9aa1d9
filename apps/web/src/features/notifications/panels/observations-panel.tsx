import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationCaseHistory } from '../../case-evolution/notification-case-history';
import { useEditability } from '../form/editability-context';
import { type PanelProps, PanelShell, Wide } from '../form/panel-shell';
import { FormTextField } from '../form/text-field';

/** The reporter's observation and the reviewer's (only a reviewer writes the latter). */
export const ObservationsPanel = memo(function ObservationsPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { fields } = useEditability();
  return (
    <PanelShell {...props} panel="observations" errorNames={['observation', 'reviewerObservation']}>
      <Wide>
        <FormTextField
          name="observation"
          label={t('notification.fields.observation')}
          multiline
          maxLength={L.observation}
          disabled={!fields.observation}
        />
      </Wide>
      <Wide>
        <FormTextField
          name="reviewerObservation"
          label={t('notification.fields.reviewerObservation')}
          multiline
          maxLength={L.reviewerObservation}
          disabled={!fields.reviewerObservation}
        />
      </Wide>
    </PanelShell>
  );
});

/** Case evolution and the case's previous notifications (issue 8); the body mounts only while open. */
export const CaseEvolutionPanel = memo(function CaseEvolutionPanel(props: PanelProps) {
  return (
    <PanelShell {...props} panel="caseEvolution" errorNames={[]}>
      <Wide>
        <NotificationCaseHistory />
      </Wide>
    </PanelShell>
  );
});
