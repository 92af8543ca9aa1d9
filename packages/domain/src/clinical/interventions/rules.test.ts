import { describe, expect, it } from 'vitest';
import { interventionCommon } from './contracts';
import { type InterventionTypeId, InterventionType as T } from './kinds';
import { unknownInterventionReferences } from './references';
import { checkIntervention, latestPlannedDate, proposedCompletionDate } from './rules';
import { interventionSummary } from './summary';

const today = '2026-11-24';
const common = (over: Record<string, unknown> = {}) =>
  interventionCommon.parse({ plannedDate: '2026-11-01', unitId: 1, ...over });
const errorsOf = (
  type: InterventionTypeId,
  detail: unknown,
  over: Record<string, unknown> = {},
  completing = false,
) => {
  const r = checkIntervention(type, common(over), detail, { today, completing });
  return r.ok ? {} : r.errors;
};
const ok = (type: InterventionTypeId, detail: unknown, over = {}, completing = false) => {
  const r = checkIntervention(type, common(over), detail, { today, completing });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
};

describe('dates within the registry limits', () => {
  it('plans up to two years ahead (29 February rolls to 1 March)', () => {
    expect(latestPlannedDate('2026-11-24')).toBe('2028-11-24');
    expect(latestPlannedDate('2024-02-29')).toBe('2026-03-01');
  });
  it.each([
    ['1990-01-01', false, null],
    ['1989-12-31', false, 'intervention.plannedDateRange'],
    ['2028-11-24', false, null],
    ['2028-11-25', false, 'intervention.plannedDateRange'],
  ])('planned %s → %s', (plannedDate, _c, code) => {
    expect(errorsOf(T.LabTest, {}, { plannedDate }).plannedDate ?? null).toBe(code);
  });
  it.each([
    // end date, completing, expected code
    ['2026-11-24', true, undefined],
    ['2026-11-25', true, 'intervention.dateRange'],
    ['2026-11-25', false, undefined],
    ['2026-10-31', false, 'intervention.endBeforeStart'],
  ])('end %s (completing %s) → %s', (endDate, completing, code) => {
    const detail = { analyses: [{ name: 'AFP', result: '3' }] };
    expect(errorsOf(T.LabTest, detail, { endDate }, completing).endDate).toBe(code);
  });
  it('an end time before the start on the same day is refused; on a later day it is not', () => {
    const times = { startTime: '10:00', endTime: '09:59' };
    expect(errorsOf(T.ClinicVisit, {}, { ...times, endDate: '2026-11-01' }).endTime).toBe(
      'intervention.endBeforeStart',
    );
    expect(errorsOf(T.ClinicVisit, {}, { ...times, endDate: '2026-11-02' }).endTime).toBeUndefined();
  });
});

describe('a completion carries the real date (issue 23 item 10)', () => {
  const labDone = { analyses: [{ name: 'AFP', result: '3' }] };
  const complete = (over: Record<string, unknown>, diagnosisDate: string | null = '2026-01-10') =>
    checkIntervention(T.LabTest, common(over), labDone, { today, completing: true, diagnosisDate });

  it('a test planned for later and done today completes today: the start moves to the real date', () => {
    const r = complete({ plannedDate: '2026-11-28', endDate: today });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.common).toMatchObject({ plannedDate: today, endDate: today });
    // Only a completion moves it: an edit of a planned one still refuses an end before its start.
    expect(errorsOf(T.LabTest, labDone, { plannedDate: '2026-11-28', endDate: today }).endDate).toBe(
      'intervention.endBeforeStart',
    );
  });
  it('a completion on or after the planned day keeps the plan as the start', () => {
    const r = complete({ plannedDate: '2026-11-01', endDate: '2026-11-03' });
    expect(r.ok && r.common.plannedDate).toBe('2026-11-01');
  });
  it.each([
    // real date, diagnosis date, expected code on endDate
    ['2026-11-25', '2026-01-10', 'intervention.dateRange'],
    ['2026-01-09', '2026-01-10', 'intervention.beforeDiagnosis'],
    ['2026-01-10', '2026-01-10', undefined],
    ['2025-05-01', null, undefined],
  ])('real date %s, diagnosis %s → %s', (endDate, diagnosisDate, code) => {
    const r = complete({ plannedDate: '2026-11-28', endDate }, diagnosisDate);
    expect(r.ok ? undefined : r.errors.endDate).toBe(code);
  });
  it('proposes the planned day once it has come, else today', () => {
    expect(proposedCompletionDate('2026-11-20', today)).toBe('2026-11-20');
    expect(proposedCompletionDate('2026-11-28', today)).toBe(today);
    expect(proposedCompletionDate(null, today)).toBe(today);
  });
});

describe('common fields', () => {
  it('needs a registry unit or an external one; a registry unit drops the external name', () => {
    expect(errorsOf(T.Imaging, {}, { unitId: null }).unitId).toBe('intervention.unitRequired');
    expect(errorsOf(T.Imaging, {}, { unitId: null, externalUnit: '   ' }).unitId).toBe(
      'intervention.unitRequired',
    );
    expect(ok(T.Imaging, {}, { unitId: null, externalUnit: 'Spital Viena' }).common.externalUnit).toBe(
      'Spital Viena',
    );
    expect(ok(T.Imaging, {}, { externalUnit: 'Spital Viena' }).common.externalUnit).toBeNull();
  });
  it('refuses a detail of the wrong shape by path', () => {
    expect(errorsOf(T.LabTest, { analyses: [{ categoryId: 9 }] })).toEqual({
      'detail.analyses.0.categoryId': 'validation.invalid',
    });
    expect(Object.keys(errorsOf(T.Radiotherapy, { fractions: 61 }))).toEqual(['detail.fractions']);
    expect(Object.keys(errorsOf(T.HomeVisit, { completion: { departureTime: '7:00' } }))).toEqual([
      'detail.completion.departureTime',
    ]);
  });
});

describe('what completing requires, per type', () => {
  const base = { endDate: '2026-11-02' };
  it.each<[string, InterventionTypeId, Record<string, unknown>, string[]]>([
    ['systemic therapy', T.SystemicTherapy, {}, ['detail.cycles']],
    [
      'systemic cycle',
      T.SystemicTherapy,
      { cycles: [{}] },
      ['detail.cycles.0.weight', 'detail.cycles.0.height', 'detail.cycles.0.medicines'],
    ],
    [
      'radiotherapy',
      T.Radiotherapy,
      {},
      ['detail.dosePerFraction', 'detail.fractions', 'detail.totalDose', 'detail.lastDate'],
    ],
    ['surgery', T.Surgery, {}, ['detail.procedure', 'detail.extentId', 'detail.marginsId']],
    ['surgery biopsy', T.Surgery, { procedure: 'Biopsie', extentId: 1 }, []],
    ['imaging', T.Imaging, {}, ['detail.categoryId', 'detail.result']],
    ['lab test', T.LabTest, { analyses: [{ name: 'AFP' }] }, ['detail.analyses']],
    [
      'home visit',
      T.HomeVisit,
      {},
      [
        'endTime',
        'detail.completion.departureTime',
        'detail.completion.returnTime',
        'detail.completion.totalKm',
      ],
    ],
    ['clinic visit', T.ClinicVisit, {}, ['endTime']],
    ['transplant', T.Transplant, {}, ['detail.donorTypeId', 'detail.sourceId', 'detail.conditioning']],
    ['histopathology', T.Histopathology, {}, ['detail.result']],
    ['clinic evaluation', T.ClinicEvaluation, {}, ['detail.local', 'detail.systemic', 'detail.subjective']],
    ['quality of life', T.QualityOfLife, {}, ['detail.respondentId', 'detail.answers']],
  ])('%s', (_, type, detail, missing) => {
    expect(Object.keys(errorsOf(type, detail, base, true)).sort()).toEqual(missing.sort());
    // Planning needs none of them.
    expect(errorsOf(type, detail, base, false)).toEqual({});
  });
  it('the end date itself', () => {
    expect(errorsOf(T.Histopathology, { result: 'x' }, {}, true)).toEqual({
      endDate: 'intervention.completionRequired',
    });
  });
});

describe('type rules', () => {
  it('BMI and BSA: computed and stored; a value sent within rounding passes, beyond it not', () => {
    const cycle = { weight: 20, height: 110, medicines: [{ name: 'VCR' }] };
    expect(ok(T.SystemicTherapy, { cycles: [cycle] }).detail).toMatchObject({
      cycles: [{ bmi: 16.5, bsa: 0.78 }],
    });
    expect(ok(T.SystemicTherapy, { cycles: [{ ...cycle, bmi: 16.55, bsa: 0.785 }] }).detail).toMatchObject({
      cycles: [{ bmi: 16.5, bsa: 0.78 }],
    });
    expect(errorsOf(T.SystemicTherapy, { cycles: [{ ...cycle, bmi: 16.6, bsa: 0.79 }] })).toEqual({
      'detail.cycles.0.bmi': 'intervention.computedMismatch',
      'detail.cycles.0.bsa': 'intervention.computedMismatch',
    });
    expect(Object.keys(errorsOf(T.SystemicTherapy, { cycles: [{ bmi: 16 }] }))).toEqual([
      'detail.cycles.0.bmi',
    ]);
    expect(Object.keys(errorsOf(T.SystemicTherapy, { cycles: [{ weight: 0.4 }] }))).toEqual([
      'detail.cycles.0.weight',
    ]);
  });
  it('radiotherapy: a total dose off the product needs an explanation', () => {
    const d = { dosePerFraction: 2, fractions: 10, totalDose: 24 };
    expect(errorsOf(T.Radiotherapy, d)).toEqual({
      'detail.totalDoseExplanation': 'intervention.totalDoseMismatch',
    });
    expect(errorsOf(T.Radiotherapy, { ...d, totalDoseExplanation: 'Boost 4 Gy' })).toEqual({});
    expect(errorsOf(T.Radiotherapy, { ...d, totalDose: 20 })).toEqual({});
    expect(errorsOf(T.Radiotherapy, { lastDate: '2026-10-31' })).toEqual({
      'detail.lastDate': 'intervention.endBeforeStart',
    });
  });
  it('surgery: complications described when there were any, cleared when not', () => {
    expect(errorsOf(T.Surgery, { hasComplications: true })).toEqual({
      'detail.complications': 'validation.required',
    });
    expect(ok(T.Surgery, { complications: 'x', complicationGradeId: 2 }).detail).toMatchObject({
      complications: null,
      complicationGradeId: null,
    });
  });
  it('transplant: engraftment not before the infusion nor in the future', () => {
    const over = { endDate: '2026-11-05' };
    expect(errorsOf(T.Transplant, { engraftmentDate: '2026-11-04' }, over)).toEqual({
      'detail.engraftmentDate': 'intervention.endBeforeStart',
    });
    expect(errorsOf(T.Transplant, { engraftmentDate: '2026-11-25' }, over)).toEqual({
      'detail.engraftmentDate': 'intervention.dateRange',
    });
    expect(errorsOf(T.Transplant, { engraftmentDate: '2026-11-24' }, over)).toEqual({});
  });
  it('visits: medications name their substance; the return is not before the departure', () => {
    expect(errorsOf(T.HomeVisit, { medications: [{ dose: '5 mg' }] })).toEqual({
      'detail.medications.0.substance': 'validation.required',
    });
    expect(errorsOf(T.HomeVisit, { completion: { departureTime: '10:00', returnTime: '09:00' } })).toEqual({
      'detail.completion.returnTime': 'intervention.endBeforeStart',
    });
  });
  it('questionnaires refuse unknown items and answers off the scale', () => {
    expect(Object.keys(errorsOf(T.QualityOfLife, { answers: { 'physical.pain': 5 } }))).toEqual([
      'detail.answers.physical.pain',
    ]);
    expect(Object.keys(errorsOf(T.QualityOfLife, { answers: { nope: 1 } }))).toEqual(['detail.answers']);
    expect(
      Object.keys(errorsOf(T.ClinicEvaluation, { subjective: { pain: 10 }, local: { pain: 5 } })),
    ).toEqual(['detail.local.pain']);
  });
});

describe('references and summary', () => {
  it('names the dictionary ids the lists do not hold', () => {
    const known = (list: string) =>
      new Set(list === 'therapeuticAgent' ? [7] : list === 'imagingCategory' ? [3] : []);
    const d = ok(T.SystemicTherapy, {
      protocolId: 5,
      cycles: [{ medicines: [{ agentId: 7 }, { agentId: 8 }] }],
    }).detail;
    expect(unknownInterventionReferences(T.SystemicTherapy, d, known)).toEqual([
      'detail.protocolId',
      'detail.cycles.0.medicines.1.agentId',
    ]);
    const img = ok(T.Imaging, { categoryId: 3, subcategoryIds: [301] }).detail;
    expect(unknownInterventionReferences(T.Imaging, img, known)).toEqual(['detail.subcategoryIds']);
  });
  it('summarises the main facts in one line', () => {
    const rt = ok(T.Radiotherapy, {
      bodyPart: 'Craniu',
      dosePerFraction: 1.8,
      fractions: 10,
      totalDose: 18,
    }).detail;
    // A decimal comma, as the registry writes numbers (issue 23 item 13).
    expect(interventionSummary(T.Radiotherapy, rt)).toBe('Craniu · 1,8 Gy × 10 · 18 Gy');
    const lab = ok(T.LabTest, { analyses: [{ name: 'AFP', result: '2' }, { name: 'LDH' }] }).detail;
    expect(interventionSummary(T.LabTest, lab)).toBe('AFP, LDH');
    // No bare "1 ×": the protocol and the medicines, the cycles are counted in the detail.
    const st = ok(T.SystemicTherapy, {
      otherProtocol: 'COG',
      cycles: [{ medicines: [{ name: 'Cisplatină' }] }, { medicines: [{ name: 'Cisplatină' }] }],
    }).detail;
    expect(interventionSummary(T.SystemicTherapy, st)).toBe('COG · Cisplatină');
  });
});
