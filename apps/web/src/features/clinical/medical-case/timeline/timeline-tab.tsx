import { TimelinePanel } from '../../interventions/timeline/timeline-panel';
import type { MedicalCaseTabProps } from '../tab-props';

/** The clinical interventions of the case in time order (issue 15). */
export function TimelineTab({ medicalCase }: MedicalCaseTabProps) {
  return <TimelinePanel medicalCaseId={medicalCase.id} />;
}
