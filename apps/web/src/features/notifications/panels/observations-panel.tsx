import Typography from '@mui/material/Typography';
import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Case evolution and previous notifications come with the cases screens (issue 8). */
export const CaseEvolutionPanel = memo(function CaseEvolutionPanel(props: PanelProps) {
  const { t } = useTranslation();
  return (
    <PanelShell {...props} panel="caseEvolution" errorNames={[]}>
      <Wide>
        <Typography color="text.secondary" data-testid="case-evolution-later">
          {t('notification.form.caseEvolutionLater')}
        </Typography>
      </Wide>
    </PanelShell>
  );
});
