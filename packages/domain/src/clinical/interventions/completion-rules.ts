/**
 * What completing an intervention requires, by type (issue 15: "completing an intervention requires
 * its completion fields"): the day it ended, and the facts without which the record says nothing.
 */
import { hasText } from '../../notification/model-fields';
import type { FieldErrors } from '../../notification/rules';
import { labServiceStatus } from './computations';
import type { InterventionCommon } from './contracts';
import type { ClinicEvaluationDetail, LabTestDetail, QualityOfLifeDetail } from './detail-assessments';
import type {
  HistopathologyDetail,
  ImagingDetail,
  SurgeryDetail,
  TransplantDetail,
} from './detail-procedures';
import type { RadiotherapyDetail, SystemicTherapyDetail } from './detail-therapy';
import type { VisitDetail } from './detail-visit';
import type { InterventionDetail } from './details';
import { InterventionType, type InterventionTypeId, LabServiceStatus, SurgeryExtent } from './kinds';
import { interventionMsg } from './messages';
import { clinicEvaluationScales, qolItemKeys } from './reference-data';

const missing = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !hasText(v));

/** The paths of the fields that must be filled, with the detail they sit in. */
function required(errors: FieldErrors, base: string, record: object, fields: readonly string[]) {
  for (const f of fields)
    if (missing((record as Record<string, unknown>)[f]))
      errors[`${base}${f}`] = interventionMsg.completionRequired;
}

const answeredAll = (answers: Record<string, number | null>, keys: readonly string[]) =>
  keys.every((k) => typeof answers[k] === 'number');

export function completionErrors(
  type: InterventionTypeId,
  common: InterventionCommon,
  detail: InterventionDetail,
): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, '', common, ['endDate']);
  switch (type) {
    case InterventionType.HomeVisit:
    case InterventionType.ClinicVisit: {
      required(errors, '', common, ['endTime']);
      // A home visit is travelled to: the trip's times and kilometres are part of its record.
      if (type === InterventionType.HomeVisit)
        required(errors, 'detail.completion.', (detail as VisitDetail).completion, [
          'departureTime',
          'returnTime',
          'totalKm',
        ]);
      break;
    }
    case InterventionType.Radiotherapy:
      required(errors, 'detail.', detail as RadiotherapyDetail, [
        'dosePerFraction',
        'fractions',
        'totalDose',
        'lastDate',
      ]);
      break;
    case InterventionType.SystemicTherapy: {
      const d = detail as SystemicTherapyDetail;
      if (!d.cycles.length) errors['detail.cycles'] = interventionMsg.completionRequired;
      d.cycles.forEach((c, i) => {
        required(errors, `detail.cycles.${i}.`, c, ['weight', 'height']);
        if (!c.medicines.length) errors[`detail.cycles.${i}.medicines`] = interventionMsg.completionRequired;
      });
      break;
    }
    case InterventionType.ClinicEvaluation: {
      const d = detail as ClinicEvaluationDetail;
      for (const scale of clinicEvaluationScales)
        if (
          !answeredAll(
            d[scale.key as 'local' | 'systemic' | 'subjective'],
            scale.items.map((i) => i.key),
          )
        )
          errors[`detail.${scale.key}`] = interventionMsg.questionnaireIncomplete;
      break;
    }
    case InterventionType.LabTest:
      if (labServiceStatus((detail as LabTestDetail).analyses) === LabServiceStatus.Planned)
        errors['detail.analyses'] = interventionMsg.labNotDone;
      break;
    case InterventionType.QualityOfLife: {
      const d = detail as QualityOfLifeDetail;
      required(errors, 'detail.', d, ['respondentId']);
      if (!answeredAll(d.answers, qolItemKeys))
        errors['detail.answers'] = interventionMsg.questionnaireIncomplete;
      break;
    }
    case InterventionType.Surgery: {
      const d = detail as SurgeryDetail;
      required(errors, 'detail.', d, ['procedure', 'extentId']);
      // A biopsy removes no tumour: it has no resection margins.
      if (d.extentId !== SurgeryExtent.Biopsy) required(errors, 'detail.', d, ['marginsId']);
      break;
    }
    case InterventionType.Transplant:
      required(errors, 'detail.', detail as TransplantDetail, ['donorTypeId', 'sourceId', 'conditioning']);
      break;
    case InterventionType.Imaging:
      required(errors, 'detail.', detail as ImagingDetail, ['categoryId', 'result']);
      break;
    case InterventionType.Histopathology:
      required(errors, 'detail.', detail as HistopathologyDetail, ['result']);
      break;
  }
  return errors;
}
