import { comparePrimaries, type PrimaryTumour } from '../../coding/multiple-primaries';
import type { RegistryCheckSeverity } from './contracts';

/** One current case record of a patient, as the multiple-primary pass reads it. */
export type PatientTumour = PrimaryTumour & { caseId: number };

export type MultiplePrimaryFinding = {
  caseId: number;
  severity: RegistryCheckSeverity;
  messageKey: string;
  /** The other case the rules say is the same tumour (or cannot tell apart). */
  otherCaseId: number | null;
};

/**
 * The IARC/IACR multiple-primary rules across one patient's cases. Each case is a tumour the registry
 * counts separately, so a pair the rules call the same tumour is a likely duplicate registration
 * (Query: a reviewer merges or confirms); a pair the rules cannot decide (an unclassifiable code or an
 * unknown site) is Missing; otherwise OK. One finding per case, the most serious over its pairs.
 */
export function multiplePrimaryFindings(tumours: readonly PatientTumour[]): MultiplePrimaryFinding[] {
  return tumours.map((tumour) => {
    let unknownWith: number | null = null;
    for (const other of tumours) {
      if (other.caseId === tumour.caseId) continue;
      const { verdict } = comparePrimaries(other, tumour);
      if (verdict === 'same-tumour')
        return {
          caseId: tumour.caseId,
          severity: 'Query',
          messageKey: 'sameTumour',
          otherCaseId: other.caseId,
        };
      if (verdict === 'unknown' && unknownWith === null) unknownWith = other.caseId;
    }
    return unknownWith === null
      ? { caseId: tumour.caseId, severity: 'OK', messageKey: 'newPrimary', otherCaseId: null }
      : { caseId: tumour.caseId, severity: 'Missing', messageKey: 'undecidable', otherCaseId: unknownWith };
  });
}
