/**
 * The one-line summary of an intervention in the timeline: the type's main facts, language-neutral
 * (names, numbers, units), so the server can write it once for every reader. Its numbers are written
 * as the registry writes them, with a decimal comma (1,8 Gy), and it says nothing a reader has to
 * decode ("1 ×"): the cycles are counted in the detail (issue 23 item 13).
 */
import { hasText } from '../../notification/model-fields';
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
import { InterventionType, type InterventionTypeId } from './kinds';

const join = (...parts: (string | number | null | undefined | false)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== false && String(p).trim() !== '').join(' · ');

/** A number with a decimal comma (1,8), the registry's way; no grouping (a dose is never 1.000). */
const decimal = (value: number) => String(value).replace('.', ',');

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function interventionSummary(type: InterventionTypeId, detail: InterventionDetail): string {
  switch (type) {
    case InterventionType.SystemicTherapy: {
      const d = detail as SystemicTherapyDetail;
      const medicines = d.cycles.flatMap((c) => c.medicines.map((m) => m.name)).filter(hasText);
      return clip(join(d.otherProtocol, [...new Set(medicines)].join(', ')));
    }
    case InterventionType.Radiotherapy: {
      const d = detail as RadiotherapyDetail;
      const dose =
        d.dosePerFraction !== null && d.fractions !== null
          ? `${decimal(d.dosePerFraction)} Gy × ${d.fractions}`
          : null;
      return clip(join(d.bodyPart, dose, d.totalDose !== null ? `${decimal(d.totalDose)} Gy` : null));
    }
    case InterventionType.HomeVisit:
    case InterventionType.ClinicVisit: {
      const d = detail as VisitDetail;
      return clip(
        join(d.requestReason, d.address, d.distanceKm !== null ? `${decimal(d.distanceKm)} km` : null),
      );
    }
    case InterventionType.LabTest: {
      const d = detail as LabTestDetail;
      // The lab service status is not written here: it is a word of the reader's language, and the
      // timeline shows it from labStatus beside the summary.
      return clip(
        d.analyses
          .map((a) => a.name)
          .filter(hasText)
          .join(', '),
      );
    }
    case InterventionType.QualityOfLife: {
      const d = detail as QualityOfLifeDetail;
      return d.scores.total === null ? '' : `${d.scores.total} / 100`;
    }
    case InterventionType.ClinicEvaluation: {
      const d = detail as ClinicEvaluationDetail;
      const max = Math.max(-1, ...Object.values(d.systemic).filter((v): v is number => v !== null));
      return clip(join(max >= 0 ? `max ${max}/4` : null, d.observation));
    }
    case InterventionType.Surgery: {
      const d = detail as SurgeryDetail;
      return clip(join(d.procedure, d.surgeonUnitName));
    }
    case InterventionType.Transplant: {
      const d = detail as TransplantDetail;
      return clip(join(d.conditioning));
    }
    case InterventionType.Imaging: {
      const d = detail as ImagingDetail;
      return clip(join(d.region, d.result));
    }
    case InterventionType.Histopathology: {
      const d = detail as HistopathologyDetail;
      return clip(join(d.specimen, d.result));
    }
    default:
      return '';
  }
}
