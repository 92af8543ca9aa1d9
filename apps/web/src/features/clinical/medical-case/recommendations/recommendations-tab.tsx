import { RecommendationsPanel } from '../../recommendations/recommendations-panel';
import type { MedicalCaseTabProps } from '../tab-props';

/** Mount point of the Recommendations tab: the panel lives in features/clinical/recommendations. */
export function RecommendationsTab({ medicalCase }: MedicalCaseTabProps) {
  return <RecommendationsPanel medicalCaseId={medicalCase.id} />;
}
