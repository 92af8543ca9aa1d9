import { describe, expect, it } from 'vitest';
import { DeathReasonTopographyId } from '../notification/constants';
import { emptyNotification } from '../notification/model';
import { ClinicalStatus, emptyMedicalCaseDetails, type MedicalCaseDetailsInput } from './medical-case-model';
import { checkMedicalCaseSave, normaliseMedicalCase, prefillMedicalCase } from './medical-case-rules';

const facts = { birthdate: '2015-03-01', reportingUnitId: 1 };
const ctx = { today: '2026-11-24' };

/** A complete, valid set of details; each test changes one thing. */
const valid = (over: MedicalCaseDetailsInput = {}): MedicalCaseDetailsInput => ({
  cancerDiagnostic: {
    diagnosticDate: '2024-05-10',
    clinicalStartDate: '2024-04-20',
    diagnosticExplanationId: 1,
    registrationBaseId: 1,
    tumorLocationId: 1,
    topologicCodeId: 100,
    ...over.cancerDiagnostic,
  },
  cancerMorphology: { behaviorId: 3, morphologyCodeId: 200, ...over.cancerMorphology },
  clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.PartialRemission, ...over.clinicalDiagnosis },
  cancerTorontoStadialization: over.cancerTorontoStadialization,
  cancerTnmStadialization: over.cancerTnmStadialization,
  care: over.care,
  death: over.death,
});

const errorsOf = (input: MedicalCaseDetailsInput) => {
  const check = checkMedicalCaseSave(input, facts, ctx);
  return check.ok ? {} : check.errors;
};
const businessOf = (input: MedicalCaseDetailsInput) => {
  const check = checkMedicalCaseSave(input, facts, ctx);
  return check.ok ? [] : check.businessErrors;
};

describe('medical case details reuse the notification rules', () => {
  it('accepts complete details and derives the age at diagnosis as the notification does', () => {
    const check = checkMedicalCaseSave(valid(), facts, ctx);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.details.cancerDiagnostic.ageAtDiagnostic).toBe(9);
  });

  it.each<[string, MedicalCaseDetailsInput, string, string]>([
    [
      'diagnostic date required',
      valid({ cancerDiagnostic: { diagnosticDate: null } }),
      'cancerDiagnostic.diagnosticDate',
      'validation.required',
    ],
    [
      'topography required',
      valid({ cancerDiagnostic: { topologicCodeId: null } }),
      'cancerDiagnostic.topologicCodeId',
      'validation.required',
    ],
    [
      'morphology required',
      valid({ cancerMorphology: { morphologyCodeId: null } }),
      'cancerMorphology.morphologyCodeId',
      'validation.required',
    ],
    [
      'diagnosis before birth',
      valid({ cancerDiagnostic: { diagnosticDate: '2014-01-01' } }),
      'cancerDiagnostic.diagnosticDate',
      'notification.dateBeforeBirth',
    ],
    [
      'diagnosis in the future',
      valid({ cancerDiagnostic: { diagnosticDate: '2027-01-01' } }),
      'cancerDiagnostic.diagnosticDate',
      'notification.dateRange',
    ],
    [
      'relapse before diagnosis',
      valid({ cancerDiagnostic: { relapseDate: '2024-01-01' } }),
      'cancerDiagnostic.relapseDate',
      'notification.dateBeforeDiagnostic',
    ],
    [
      'relapse status needs the relapse date',
      valid({ clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.Relapse } }),
      'cancerDiagnostic.relapseDate',
      'validation.required',
    ],
    [
      'death status needs the death reason',
      valid({
        clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.Death },
        death: { deathDate: '2025-01-01' },
      }),
      'death.deathReasonTopoCodeId',
      'validation.required',
    ],
    [
      'death status needs the death date',
      valid({
        clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.Death },
        death: { deathReasonTopoCodeId: 5 },
      }),
      'death.deathDate',
      'validation.required',
    ],
    [
      'other death reason needs its text',
      valid({
        clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.Death },
        death: { deathDate: '2025-01-01', deathReasonTopoCodeId: DeathReasonTopographyId.Other },
      }),
      'death.deathReason2',
      'validation.required',
    ],
    [
      'clinical status required',
      valid({ clinicalDiagnosis: { clinicalStatusId: null } }),
      'clinicalDiagnosis.clinicalStatusId',
      'validation.required',
    ],
    [
      'clinical status outside 1–5',
      valid({ clinicalDiagnosis: { clinicalStatusId: 6 } }),
      'clinicalDiagnosis.clinicalStatusId',
      'validation.invalid',
    ],
    [
      'risk class outside 1–3',
      valid({ clinicalDiagnosis: { riskClassId: 4 } }),
      'clinicalDiagnosis.riskClassId',
      'validation.invalid',
    ],
    [
      'comorbidities too long',
      valid({ care: { comorbidities: 'x'.repeat(4001) } }),
      'care.comorbidities',
      'validation.maxLength_4000',
    ],
    [
      'not a date',
      valid({ cancerDiagnostic: { diagnosticDate: '2024-02-30' } }),
      'cancerDiagnostic.diagnosticDate',
      'validation.invalid',
    ],
  ])('%s', (_label, input, path, code) => {
    expect(errorsOf(input)[path]).toBe(code);
  });

  it('runs the notification cross-date checks (start after diagnosis)', () => {
    expect(businessOf(valid({ cancerDiagnostic: { clinicalStartDate: '2024-06-01' } }))).toContain(
      'notification.crossDate2',
    );
  });

  it('a death with its date and reason is valid', () => {
    const input = valid({
      clinicalDiagnosis: { clinicalStatusId: ClinicalStatus.Death },
      death: { deathDate: '2025-01-01', deathReasonTopoCodeId: 5 },
    });
    expect(checkMedicalCaseSave(input, facts, ctx).ok).toBe(true);
  });
});

describe('medical case dependencies are the notification’s', () => {
  it('clears the death fields when the status is not Death', () => {
    const d = emptyMedicalCaseDetails(
      valid({ death: { deathDate: '2025-01-01', deathReasonTopoCodeId: 5, deathReason2: 'x' } }),
    );
    expect(normaliseMedicalCase(d, facts, ctx).death).toEqual({
      deathDate: null,
      deathReasonTopoCodeId: null,
      deathReason2: null,
    });
  });

  it('drops Toronto and TNM values whose upper level is gone', () => {
    const d = emptyMedicalCaseDetails(
      valid({
        cancerTorontoStadialization: { diagnosticClassId: null, torontoLevel1Id: 3, torontoLevel2Id: 4 },
        cancerTnmStadialization: { stageTypeId: null, stadializationTId: 2 },
      }),
    );
    const n = normaliseMedicalCase(d, facts, ctx);
    expect(n.cancerTorontoStadialization.torontoLevel1Id).toBeNull();
    expect(n.cancerTnmStadialization.stadializationTId).toBeNull();
  });

  it('fills and locks ICCC-3 from the coding engine’s association, whatever was sent', () => {
    const d = emptyMedicalCaseDetails(valid({ cancerMorphology: { icC3PrimaryId: 99, icC3CategoryId: 98 } }));
    const association = {
      isValidAssociation: true,
      icC3PrimaryId: 1,
      icC3CategoryId: 2,
      icC3SubcategoryId: 3,
    };
    const m = normaliseMedicalCase(d, facts, { ...ctx, association }).cancerMorphology;
    expect([m.icC3PrimaryId, m.icC3CategoryId, m.icC3SubcategoryId]).toEqual([1, 2, 3]);
  });
});

describe('prefill from the case’s current record', () => {
  it('copies the tumour sections and the death, leaves the team’s fields empty', () => {
    const record = emptyNotification({
      status: 2,
      cancerDiagnostic: { diagnosticDate: '2024-05-10', topologicCodeId: 100, lateralityId: 2 },
      cancerMorphology: { morphologyCodeId: 200, icC3PrimaryId: 1 },
      cancerTorontoStadialization: { diagnosticClassId: 7 },
      cancerTnmStadialization: { stageTypeId: 1, stadializationTId: 2 },
      notificationOverview: { isPatientDead: true, deathDate: '2025-02-02', deathReasonTopoCodeId: 5 },
    });
    const d = prefillMedicalCase(record);
    expect(d.cancerDiagnostic).toMatchObject({
      diagnosticDate: '2024-05-10',
      topologicCodeId: 100,
      lateralityId: 2,
    });
    expect(d.cancerMorphology).toMatchObject({ morphologyCodeId: 200, icC3PrimaryId: 1 });
    expect(d.cancerTorontoStadialization.diagnosticClassId).toBe(7);
    expect(d.cancerTnmStadialization.stadializationTId).toBe(2);
    expect(d.clinicalDiagnosis).toEqual({
      clinicalStatusId: ClinicalStatus.Death,
      riskClassId: null,
      details: null,
    });
    expect(d.death).toEqual({ deathDate: '2025-02-02', deathReasonTopoCodeId: 5, deathReason2: null });
    expect(d.care.comorbidities).toBeNull();
  });
});
