import { describe, expect, it } from 'vitest';
import { runConsistencyChecks, worstSeverity } from './consistency-checks';
import { AGE_MORPHOLOGY } from './consistency-checks-data';
import type { CheckSeverity, ConsistencyCheckInput, ConsistencyCheckName } from './consistency-checks-types';

// A plausible Wilms tumour in a 5-year-old girl: every family answers OK.
const BASE: ConsistencyCheckInput = {
  sex: 'female',
  birthDate: '2015-06-15',
  incidenceDate: '2020-06-15',
  topography: 'C64.9',
  histology: 8960,
  behaviour: 3,
  grade: 9,
  basisOfDiagnosis: 7,
  lastContactDate: '2023-01-01',
  today: '2024-01-01',
};

function severityOf(check: ConsistencyCheckName, overrides: Partial<ConsistencyCheckInput>): CheckSeverity {
  const found = runConsistencyChecks({ ...BASE, ...overrides }).find((r) => r.check === check);
  if (!found) throw new Error(`no result for ${check}`);
  return found.severity;
}

type Case = [name: string, overrides: Partial<ConsistencyCheckInput>, expected: CheckSeverity];

function table(check: ConsistencyCheckName, cases: Case[]) {
  describe(check, () => {
    const named = cases.map(
      ([name, overrides, expected]): Case => [`${name} → ${expected}`, overrides, expected],
    );
    it.each(named)('%s', (_name, overrides, expected) => {
      expect(severityOf(check, overrides)).toBe(expected);
    });
  });
}

describe('runConsistencyChecks', () => {
  it('answers every family once, all OK for a plausible record', () => {
    const results = runConsistencyChecks(BASE);
    expect(results.map((r) => r.check)).toEqual([
      'age-incidence-birth-date',
      'age-morphology',
      'age-topography',
      'age-topography-morphology',
      'basis-morphology',
      'grade-behaviour-morphology',
      'sex-topography',
      'sex-morphology',
      'topography-behaviour',
      'topography-morphology',
      'date-of-last-contact',
    ]);
    expect(results.every((r) => r.severity === 'OK')).toBe(true);
    expect(worstSeverity(results)).toBe('OK');
  });

  it('gives translatable keys and parameters', () => {
    const [ageCheck] = runConsistencyChecks({ ...BASE, age: 4 });
    expect(ageCheck).toEqual({
      check: 'age-incidence-birth-date',
      severity: 'Invalid',
      messageKey: 'coding.checks.ageIncidenceBirthDate.ageMismatch',
      params: { stated: 4, computed: 5 },
    });
  });

  it('ranks severities for a summary', () => {
    expect(worstSeverity(runConsistencyChecks({ ...BASE, sex: 'male', topography: 'C56.9' }))).toBe(
      'Invalid',
    );
    expect(
      worstSeverity(runConsistencyChecks({ ...BASE, incidenceDate: '2031-06-15', lastContactDate: null })),
    ).toBe('Rare');
    expect(worstSeverity([])).toBe('OK');
  });
});

table('age-incidence-birth-date', [
  ['birth date missing', { birthDate: null }, 'Missing'],
  ['incidence date missing', { incidenceDate: null }, 'Missing'],
  ['impossible calendar date', { incidenceDate: '2020-02-30' }, 'Invalid'],
  ['incidence one day before birth', { incidenceDate: '2015-06-14' }, 'Invalid'],
  ['incidence on the day of birth', { incidenceDate: '2015-06-15', age: 0 }, 'OK'],
  ['stated age equals computed (5)', { age: 5 }, 'OK'],
  ['stated age one below computed', { age: 4 }, 'Invalid'],
  ['stated age one above computed', { age: 6 }, 'Invalid'],
  ['day before 5th birthday, stated 4', { incidenceDate: '2020-06-14', age: 4 }, 'OK'],
  ['day before 5th birthday, stated 5', { incidenceDate: '2020-06-14', age: 5 }, 'Invalid'],
  [
    'born 29 Feb, day before first birthday',
    { birthDate: '2012-02-29', incidenceDate: '2013-02-28', age: 0 },
    'OK',
  ],
  ['born 29 Feb, 1 March next year', { birthDate: '2012-02-29', incidenceDate: '2013-03-01', age: 1 }, 'OK'],
  ['age stated unknown with both dates known', { age: null }, 'Query'],
  ['no stated age collected', { age: undefined }, 'OK'],
]);

// Every listed code on both sides of its boundary, plus hand-picked cases.
const ageMorphologyCases: Case[] = [
  ...AGE_MORPHOLOGY.maxAge25.flatMap((h): Case[] => [
    [`${h} at 25`, { histology: h, age: 25 }, 'Rare'],
    [`${h} at 26`, { histology: h, age: 26 }, 'OK'],
  ]),
  ...AGE_MORPHOLOGY.minAge15.flatMap((h): Case[] => [
    [`${h} at 14`, { histology: h, age: 14 }, 'OK'],
    [`${h} at 15`, { histology: h, age: 15 }, 'Rare'],
  ]),
  ...AGE_MORPHOLOGY.belowAge15
    .filter((h) => h !== 9823)
    .flatMap((h): Case[] => [
      [`${h} at 14`, { histology: h, age: 14 }, 'Rare'],
      [`${h} at 15`, { histology: h, age: 15 }, 'OK'],
    ]),
  ['Wilms 8960 at 14', { histology: 8960, age: 14 }, 'OK'],
  ['Wilms 8960 at 15', { histology: 8960, age: 15 }, 'Rare'],
  ['neuroblastoma 9500 at 15', { histology: 9500, age: 15 }, 'Rare'],
  ['9823 (CLL) at 26', { histology: 9823, age: 26 }, 'OK'],
  ['9963 not listed at 3', { histology: 9963, age: 3 }, 'OK'],
  ['age computed from the dates (5) with 8960', { histology: 8960 }, 'OK'],
  ['age computed from the dates (15) with 8960', { incidenceDate: '2030-06-15' }, 'Rare'],
  ['no age and no dates', { birthDate: null, incidenceDate: null }, 'Missing'],
  ['no histology', { histology: null }, 'Missing'],
];
table('age-morphology', ageMorphologyCases);

table('age-topography', [
  ['prostate C61.9 at 4', { topography: 'C61.9', age: 4 }, 'Rare'],
  ['prostate C61.9 at 5', { topography: 'C61.9', age: 5 }, 'OK'],
  ['cervix C53.9 at 19', { topography: 'C53.9', age: 19 }, 'Rare'],
  ['cervix C53.9 at 20', { topography: 'C53.9', age: 20 }, 'OK'],
  ['vagina C52.9 at 19 (next to C53)', { topography: 'C52.9', age: 19 }, 'OK'],
  ['uterus C55.9 at 19', { topography: 'C55.9', age: 19 }, 'Rare'],
  ['ovary C56.9 at 19 (next to C55)', { topography: 'C56.9', age: 19 }, 'OK'],
  ['oesophagus C15.9 at 19', { topography: 'C15.9', age: 19 }, 'Rare'],
  ['pharynx C14.0 at 19 (next to C15)', { topography: 'C14.0', age: 19 }, 'OK'],
  ['oesophagus C15.9 at 20', { topography: 'C15.9', age: 20 }, 'OK'],
  ['rectosigmoid C19.9 at 19', { topography: 'C19.9', age: 19 }, 'Rare'],
  ['anus C21.0 at 19', { topography: 'C21.0', age: 19 }, 'Rare'],
  ['liver C22.0 at 19', { topography: 'C22.0', age: 19 }, 'OK'],
  ['gallbladder C23.9 at 19', { topography: 'C23.9', age: 19 }, 'Rare'],
  ['biliary C24.0 at 19', { topography: 'C24.0', age: 19 }, 'Rare'],
  ['pleura C38.4 at 19', { topography: 'C38.4', age: 19 }, 'Rare'],
  ['mediastinum C38.3 at 19', { topography: 'C38.3', age: 19 }, 'OK'],
  ['breast C50.9 at 19', { topography: 'C50.9', age: 19 }, 'Rare'],
  ['breast C50.9 at 20', { topography: 'C50.9', age: 20 }, 'OK'],
  ['no topography', { topography: null }, 'Missing'],
]);

table('age-topography-morphology', [
  ['prostate adenocarcinoma 8140 at 39', { topography: 'C61.9', histology: 8140, age: 39 }, 'Rare'],
  ['prostate adenocarcinoma 8140 at 40', { topography: 'C61.9', histology: 8140, age: 40 }, 'OK'],
  ['prostate 8150 (not 814x) at 39', { topography: 'C61.9', histology: 8150, age: 39 }, 'OK'],
  ['small intestine 9589 at 19', { topography: 'C17.0', histology: 9589, age: 19 }, 'Rare'],
  ['small intestine lymphoma 9590 at 19', { topography: 'C17.0', histology: 9590, age: 19 }, 'OK'],
  ['small intestine carcinoma at 20', { topography: 'C17.0', histology: 8140, age: 20 }, 'OK'],
  ['colon adenocarcinoma at 19', { topography: 'C18.7', histology: 8140, age: 19 }, 'Rare'],
  ['colon carcinoid 8240 at 19', { topography: 'C18.7', histology: 8240, age: 19 }, 'OK'],
  ['colon 8250 (not 824x) at 19', { topography: 'C18.7', histology: 8250, age: 19 }, 'Rare'],
  ['lung adenocarcinoma at 19', { topography: 'C34.1', histology: 8140, age: 19 }, 'Rare'],
  ['trachea carcinoma at 19', { topography: 'C33.9', histology: 8070, age: 19 }, 'Rare'],
  ['lung adenocarcinoma at 20', { topography: 'C34.1', histology: 8140, age: 20 }, 'OK'],
  [
    'rectum C20.9 adenocarcinoma at 19 (not in the list)',
    { topography: 'C20.9', histology: 8140, age: 19 },
    'OK',
  ],
  ['retinoblastoma 9510 at 5', { topography: 'C69.2', histology: 9510, age: 5 }, 'OK'],
  ['retinoblastoma 9510 at 6', { topography: 'C69.2', histology: 9510, age: 6 }, 'Rare'],
  ['retinoblastoma 9512 at 6', { topography: 'C69.2', histology: 9512, age: 6 }, 'Rare'],
  ['retinoblastoma 9511 at 6 (not in the IARC rule)', { topography: 'C69.2', histology: 9511, age: 6 }, 'OK'],
  ['placental choriocarcinoma at 14', { topography: 'C58.9', histology: 9100, age: 14 }, 'Rare'],
  ['placental choriocarcinoma at 15', { topography: 'C58.9', histology: 9100, age: 15 }, 'OK'],
  ['placental choriocarcinoma at 45', { topography: 'C58.9', histology: 9100, age: 45 }, 'OK'],
  ['placental choriocarcinoma at 46', { topography: 'C58.9', histology: 9100, age: 46 }, 'Rare'],
]);

table('basis-morphology', [
  ['Wilms 8960 diagnosed clinically (exempt)', { basisOfDiagnosis: 1 }, 'OK'],
  ['rhabdoid 8963 diagnosed clinically', { histology: 8963, basisOfDiagnosis: 1 }, 'Query'],
  ['rhabdoid 8963 by tumour markers (4)', { histology: 8963, basisOfDiagnosis: 4 }, 'Query'],
  ['rhabdoid 8963 by cytology (5)', { histology: 8963, basisOfDiagnosis: 5 }, 'OK'],
  ['rhabdoid 8963 by histology of the primary (7)', { histology: 8963, basisOfDiagnosis: 7 }, 'OK'],
  ['rhabdoid 8963 basis unknown (9)', { histology: 8963, basisOfDiagnosis: 9 }, 'Query'],
  ['rhabdoid 8963 death certificate only (0)', { histology: 8963, basisOfDiagnosis: 0 }, 'Query'],
  ['neuroblastoma 9500 clinical (exempt)', { histology: 9500, basisOfDiagnosis: 2 }, 'OK'],
  ['meningioma 9530 clinical (exempt)', { histology: 9530, basisOfDiagnosis: 2 }, 'OK'],
  ['meningioma 9539 clinical (exempt)', { histology: 9539, basisOfDiagnosis: 2 }, 'OK'],
  ['nerve sheath 9540 clinical', { histology: 9540, basisOfDiagnosis: 2 }, 'Query'],
  ['pituitary 8281 clinical (exempt)', { histology: 8281, basisOfDiagnosis: 2 }, 'OK'],
  ['8282 clinical', { histology: 8282, basisOfDiagnosis: 2 }, 'Query'],
  ['HCC 8170 clinical (exempt)', { histology: 8170, basisOfDiagnosis: 2 }, 'OK'],
  ['8171 clinical', { histology: 8171, basisOfDiagnosis: 2 }, 'Query'],
  ['melanoma 8720 of skin clinical', { histology: 8720, topography: 'C44.3', basisOfDiagnosis: 1 }, 'OK'],
  ['melanoma 8720 of eye clinical', { histology: 8720, topography: 'C69.3', basisOfDiagnosis: 1 }, 'OK'],
  [
    'melanoma 8720 of rectum clinical',
    { histology: 8720, topography: 'C20.9', basisOfDiagnosis: 1 },
    'Query',
  ],
  ['basis missing', { basisOfDiagnosis: null }, 'Missing'],
  // In situ is microscopic by definition: even an exempt histology is queried without microscopy.
  ['in situ 8000/2 diagnosed clinically', { histology: 8000, behaviour: 2, basisOfDiagnosis: 2 }, 'Query'],
  ['in situ 8500/2 death certificate only', { histology: 8500, behaviour: 2, basisOfDiagnosis: 0 }, 'Query'],
  ['in situ 8500/2 by histology', { histology: 8500, behaviour: 2, basisOfDiagnosis: 7 }, 'OK'],
]);

table('grade-behaviour-morphology', [
  ['benign without grade', { behaviour: 0, grade: null }, 'OK'],
  ['benign with grade 9', { behaviour: 0, grade: 9 }, 'OK'],
  ['uncertain with grade 2', { behaviour: 1, grade: 2 }, 'Invalid'],
  ['in situ with grade 1', { behaviour: 2, grade: 1 }, 'Invalid'],
  ['malignant without grade', { grade: null }, 'Missing'],
  ['grade 0', { grade: 0 }, 'Invalid'],
  ['grade 10', { grade: 10 }, 'Invalid'],
  ['undifferentiated carcinoma 8020 grade 4', { histology: 8020, grade: 4 }, 'OK'],
  ['undifferentiated carcinoma 8020 grade 3', { histology: 8020, grade: 3 }, 'Invalid'],
  ['undifferentiated carcinoma 8020 grade 9', { histology: 8020, grade: 9 }, 'OK'],
  ['retinoblastoma differentiated 9511 grade 1', { histology: 9511, grade: 1 }, 'OK'],
  ['retinoblastoma differentiated 9511 grade 2', { histology: 9511, grade: 2 }, 'Invalid'],
  ['retinoblastoma undifferentiated 9512 grade 4', { histology: 9512, grade: 4 }, 'OK'],
  ['8249 grade 2', { histology: 8249, grade: 2 }, 'OK'],
  ['8249 grade 1', { histology: 8249, grade: 1 }, 'Invalid'],
  ['8631 grade 3', { histology: 8631, grade: 3 }, 'OK'],
  ['8631 grade 4', { histology: 8631, grade: 4 }, 'Invalid'],
  ['adenocarcinoma 8140 grade 5 (lineage)', { histology: 8140, grade: 5 }, 'Invalid'],
  ['9589 grade 6 (last solid code)', { histology: 9589, grade: 6 }, 'Invalid'],
  ['9590 grade 6 (first lymphoma code)', { histology: 9590, grade: 6 }, 'OK'],
  ['T-cell 9702 grade 5', { histology: 9702, grade: 5 }, 'OK'],
  ['T-cell 9702 grade 6', { histology: 9702, grade: 6 }, 'Invalid'],
  ['T/NK 9700 grade 8', { histology: 9700, grade: 8 }, 'OK'],
  ['T/NK 9719 grade 6', { histology: 9719, grade: 6 }, 'Invalid'],
  ['ALCL 9714 grade 7', { histology: 9714, grade: 7 }, 'OK'],
  ['ALCL 9714 grade 8', { histology: 9714, grade: 8 }, 'Invalid'],
  ['intravascular B 9712 grade 6', { histology: 9712, grade: 6 }, 'OK'],
  ['B-cell 9680 grade 6', { histology: 9680, grade: 6 }, 'OK'],
  ['B-cell 9680 grade 5', { histology: 9680, grade: 5 }, 'Invalid'],
  ['B-lymphoblastic 9811 grade 6', { histology: 9811, grade: 6 }, 'OK'],
  ['B-lymphoblastic 9818 grade 5', { histology: 9818, grade: 5 }, 'Invalid'],
  ['T-lymphoblastic 9837 grade 5', { histology: 9837, grade: 5 }, 'OK'],
  ['T-lymphoblastic 9837 grade 6', { histology: 9837, grade: 6 }, 'Invalid'],
  ['NK 9948 grade 8', { histology: 9948, grade: 8 }, 'OK'],
  ['NK 9948 grade 5', { histology: 9948, grade: 5 }, 'Invalid'],
  ['ALL NOS 9835 grade 5 (no lineage implied)', { histology: 9835, grade: 5 }, 'OK'],
  ['behaviour missing', { behaviour: null }, 'Missing'],
]);

table('sex-topography', [
  ['male, breast C50.9', { sex: 'male', topography: 'C50.9' }, 'OK'],
  ['male, vulva C51.0', { sex: 'male', topography: 'C51.0' }, 'Invalid'],
  ['male, placenta C58.9', { sex: 'male', topography: 'C58.9' }, 'Invalid'],
  ['male, penis C60.0', { sex: 'male', topography: 'C60.0' }, 'OK'],
  ['female, placenta C58.9', { sex: 'female', topography: 'C58.9' }, 'OK'],
  ['female, penis C60.0', { sex: 'female', topography: 'C60.0' }, 'Invalid'],
  ['female, testis C62.9', { sex: 'female', topography: 'C62.9' }, 'Invalid'],
  ['female, male genital NOS C63.9', { sex: 'female', topography: 'C63.9' }, 'Invalid'],
  ['female, kidney C64.9', { sex: 'female', topography: 'C64.9' }, 'OK'],
  ['sex unknown', { sex: null }, 'Missing'],
]);

table('sex-morphology', [
  ['male, granulosa cell 8620', { sex: 'male', histology: 8620 }, 'Rare'],
  ['female, granulosa cell 8620', { sex: 'female', histology: 8620 }, 'OK'],
  ['male, endometrioid 8380', { sex: 'male', histology: 8380 }, 'Rare'],
  ['male, malignant dermoid 9084/3', { sex: 'male', histology: 9084, behaviour: 3 }, 'Rare'],
  ['male, benign dermoid 9084/0', { sex: 'male', histology: 9084, behaviour: 0 }, 'OK'],
  ['female, spermatocytic seminoma 9063', { sex: 'female', histology: 9063 }, 'Rare'],
  ['male, spermatocytic seminoma 9063', { sex: 'male', histology: 9063 }, 'OK'],
  ['male, Sertoli-Leydig 8631 (both sexes)', { sex: 'male', histology: 8631 }, 'OK'],
  ['female, germinoma 9064 (both sexes)', { sex: 'female', histology: 9064 }, 'OK'],
  ['sex unknown', { sex: null }, 'Missing'],
]);

table('topography-behaviour', [
  ['in situ in bone C40.0', { topography: 'C40.0', behaviour: 2 }, 'Rare'],
  ['in situ in respiratory NOS C39.9', { topography: 'C39.9', behaviour: 2 }, 'OK'],
  ['in situ in marrow C42.1', { topography: 'C42.1', behaviour: 2 }, 'Rare'],
  ['in situ in skin C44.9', { topography: 'C44.9', behaviour: 2 }, 'OK'],
  ['in situ in peripheral nerves C47.0', { topography: 'C47.0', behaviour: 2 }, 'Rare'],
  ['in situ in peritoneum C48.0', { topography: 'C48.0', behaviour: 2 }, 'OK'],
  ['in situ in soft tissue C49.9', { topography: 'C49.9', behaviour: 2 }, 'Rare'],
  ['in situ in eye C69.9', { topography: 'C69.9', behaviour: 2 }, 'OK'],
  ['in situ in meninges C70.0', { topography: 'C70.0', behaviour: 2 }, 'Rare'],
  ['in situ in CNS C72.9', { topography: 'C72.9', behaviour: 2 }, 'Rare'],
  ['in situ in thyroid C73.9', { topography: 'C73.9', behaviour: 2 }, 'OK'],
  ['malignant in brain C71.0', { topography: 'C71.0', behaviour: 3 }, 'OK'],
]);

table('topography-morphology', [
  ['Wilms 8960/3 in kidney', {}, 'OK'],
  ['Wilms 8960/3 in brain', { topography: 'C71.9' }, 'Rare'],
  ['retinoblastoma 9510/3 in retina', { topography: 'C69.2', histology: 9510 }, 'OK'],
  ['retinoblastoma 9510/3 in kidney', { histology: 9510 }, 'Rare'],
  ['code outside the starter list', { histology: 8140 }, 'OK'],
  ['no topography', { topography: null }, 'Missing'],
]);

describe('topography-morphology with a caller-built table', () => {
  it('uses the lookup it is given', () => {
    const checks = (validity: () => boolean | undefined) =>
      runConsistencyChecks(BASE, { siteHistologyValidity: validity }).find(
        (r) => r.check === 'topography-morphology',
      );
    expect(checks(() => false)?.severity).toBe('Rare');
    expect(checks(() => true)?.severity).toBe('OK');
    expect(checks(() => undefined)?.severity).toBe('OK');
  });
});

table('date-of-last-contact', [
  ['not recorded', { lastContactDate: null }, 'OK'],
  ['same day as incidence', { lastContactDate: '2020-06-15' }, 'OK'],
  ['day before incidence', { lastContactDate: '2020-06-14' }, 'Invalid'],
  ['today', { lastContactDate: '2024-01-01' }, 'OK'],
  ['tomorrow', { lastContactDate: '2024-01-02' }, 'Invalid'],
  ['not a date', { lastContactDate: '2023-13-01' }, 'Invalid'],
  ['incidence missing', { incidenceDate: null }, 'Missing'],
]);
