import { describe, expect, it } from 'vitest';
import { multiplePrimaryFindings } from './multiple-primaries-pass';

const t = (caseId: number, topography: string, histology: number) => ({ caseId, topography, histology });

describe('the multiple-primary pass over a patient’s cases', () => {
  it('says OK for a single case and for tumours the rules call separate primaries', () => {
    expect(multiplePrimaryFindings([t(1, 'C64.9', 8960)]).map((f) => f.severity)).toEqual(['OK']);
    // Wilms tumour of the kidney and neuroblastoma of the adrenal: different organs.
    const findings = multiplePrimaryFindings([t(1, 'C64.9', 8960), t(2, 'C74.9', 9500)]);
    expect(findings.map((f) => [f.caseId, f.severity])).toEqual([
      [1, 'OK'],
      [2, 'OK'],
    ]);
  });

  it('raises a Query on both cases when two of them are the same tumour (same organ, same group)', () => {
    const findings = multiplePrimaryFindings([t(1, 'C64.9', 8960), t(2, 'C64.9', 8959), t(3, 'C74.9', 9500)]);
    expect(findings).toEqual([
      { caseId: 1, severity: 'Query', messageKey: 'sameTumour', otherCaseId: 2 },
      { caseId: 2, severity: 'Query', messageKey: 'sameTumour', otherCaseId: 1 },
      { caseId: 3, severity: 'OK', messageKey: 'newPrimary', otherCaseId: null },
    ]);
  });

  it('says Missing when the rules cannot decide (an unknown primary site beside a known one)', () => {
    const findings = multiplePrimaryFindings([t(1, 'C80.9', 8960), t(2, 'C64.9', 8960)]);
    expect(findings.map((f) => f.severity)).toEqual(['Missing', 'Missing']);
    expect(findings[0].otherCaseId).toBe(2);
  });
});
