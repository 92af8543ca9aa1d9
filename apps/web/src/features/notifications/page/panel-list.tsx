import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditability } from '../form/editability-context';
import type { PanelId } from '../form/panel-shell';
import { DiagnosticPanel } from '../panels/diagnostic-panel';
import { EpicrisisPanel, HistopathologyPanel, ImagisticsPanel } from '../panels/exam-panels';
import { MorphologyPanel } from '../panels/morphology-panel';
import { CaseEvolutionPanel, ObservationsPanel } from '../panels/observations-panel';
import { OverviewPanel } from '../panels/overview-panel';
import { PatientPanel } from '../panels/patient-panel';
import { GradingPanel, PrognosticPanel } from '../panels/prognosis-panels';
import { ReasonPanel } from '../panels/reason-panel';
import { TnmPanel, TorontoPanel } from '../panels/staging-panels';
import { TreatmentPanel } from '../treatment/treatment-panel';

export const CASE_EVOLUTION_PANEL = 'caseEvolution';

type Props = { expanded: ReadonlySet<PanelId>; onToggle: (panel: PanelId) => void };

/** The accordion of spec 02 §2, in page order; each panel owns its part of the form. */
export const PanelList = memo(function PanelList({ expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const { canViewPreviousNotifications } = useEditability();
  const p = (panel: PanelId) => ({ expanded: expanded.has(panel), onToggle });
  return (
    <div data-testid="notification-panels">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="required-legend">
        {t('notification.form.requiredLegend')}
      </Typography>
      <PatientPanel {...p('patientDetails')} />
      <ReasonPanel {...p('reportingReason')} />
      <OverviewPanel {...p('notificationOverview')} />
      <DiagnosticPanel {...p('cancerDiagnostic')} />
      <MorphologyPanel {...p('cancerMorphology')} />
      <HistopathologyPanel {...p('cancerHistopathology')} />
      <ImagisticsPanel {...p('cancerImagistics')} />
      <TorontoPanel {...p('cancerTorontoStadialization')} />
      <TnmPanel {...p('cancerTnmStadialization')} />
      <GradingPanel {...p('tumorGrading')} />
      <PrognosticPanel {...p('nonStagePrognosticFactor')} />
      <TreatmentPanel section="cancerTreatment" {...p('cancerTreatment')} />
      <TreatmentPanel section="subsequentCancerTreatment" {...p('subsequentCancerTreatment')} />
      <EpicrisisPanel {...p('cancerEpicrisis')} />
      <ObservationsPanel {...p('observations')} />
      {canViewPreviousNotifications && <CaseEvolutionPanel {...p(CASE_EVOLUTION_PANEL)} />}
    </div>
  );
});
