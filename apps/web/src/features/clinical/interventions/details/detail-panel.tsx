import { InterventionType, type InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { ClinicEvaluationDetail, LabTestDetail, QualityOfLifeDetail } from './assessment-details';
import { HistopathologyDetail, ImagingDetail, SurgeryDetail, TransplantDetail } from './procedure-details';
import { RadiotherapyDetail, SystemicTherapyDetail } from './therapy-details';
import { VisitDetail } from './visit-detail';

/** The type's own fields (one panel per type; the two visits share theirs). */
export function DetailPanel({ type, medicalCaseId }: { type: InterventionTypeId; medicalCaseId: number }) {
  switch (type) {
    case InterventionType.HomeVisit:
    case InterventionType.ClinicVisit:
      return <VisitDetail />;
    case InterventionType.SystemicTherapy:
      return <SystemicTherapyDetail />;
    case InterventionType.Radiotherapy:
      return <RadiotherapyDetail />;
    case InterventionType.ClinicEvaluation:
      return <ClinicEvaluationDetail />;
    case InterventionType.LabTest:
      return <LabTestDetail />;
    case InterventionType.QualityOfLife:
      return <QualityOfLifeDetail />;
    case InterventionType.Surgery:
      return <SurgeryDetail medicalCaseId={medicalCaseId} />;
    case InterventionType.Transplant:
      return <TransplantDetail />;
    case InterventionType.Imaging:
      return <ImagingDetail />;
    case InterventionType.Histopathology:
      return <HistopathologyDetail />;
  }
}
