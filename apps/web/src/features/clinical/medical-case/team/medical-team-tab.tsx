import { MedicalTeamPanel } from '../../medical-team/medical-team-panel';
import type { MedicalCaseTabProps } from '../tab-props';

/** Mount point of the Medical team tab: the panel lives in features/clinical/medical-team. */
export function MedicalTeamTab({ medicalCase, onChanged }: MedicalCaseTabProps) {
  return <MedicalTeamPanel medicalCaseId={medicalCase.id} onChanged={onChanged} />;
}
