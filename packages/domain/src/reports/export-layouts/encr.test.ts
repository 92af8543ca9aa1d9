import { describe, expect, it } from 'vitest';
import { classifyIccc3 } from '../../coding/iccc3';
import { readCsvRecords, referenceFileExists } from '../../coding/testing/reference-data';
import { DeathReasonTopography, ListId } from '../../dictionaries/list-ids';
import {
  type CodeEntry,
  type ExportCase,
  type ExportDictionaries,
  headersOf,
  renderRow,
} from '../export-layout';
import { compileIcd10Conversion, type Icd10Rule } from '../standards/icd10';
import { encrLayout } from './encr';
import { cellProblems, encrDefinitions } from './testing/encr-definitions';

// Golden test generated from the variable table: records covering every ICCC-3 main group, every
// TNM prefix, deaths with and without a cause, unknown values and a foreign patient; every cell is
// checked against its definition row (type, codes or format, length, missing code).

const present =
  referenceFileExists('standards', 'encr-qcs-variables.csv') &&
  referenceFileExists('standards', 'icdo3-to-icd10.csv');

const entries: Record<string, CodeEntry> = {};
const put = (list: number | string, id: number, code: string, extra: Partial<CodeEntry> = {}) => {
  entries[`${list}:${id}`] = { code, labelRo: `${code} ro`, labelEn: `${code} en`, ...extra };
};
put(ListId.gender, 1, 'M');
put(ListId.gender, 2, 'F');
put('county', 127, '12', { labelRo: 'Cluj' });
put('county', 403, '40', { labelRo: 'București' });
put(ListId.trackingStatus, 1, 'alive-disease-free');
put(ListId.trackingStatus, 3, 'dead');
put(ListId.basisOfDiagnosis, 8, '7');
put(ListId.basisOfDiagnosis, 10, '9');
put(ListId.grade, 3, '3');
put(ListId.diagnosticExplanation, 1, '1');
put(ListId.diagnosticExplanation, 6, '6');
put(ListId.therapeuticAgent, 1, 'vincristine', { drugClass: 'Vinca alkaloid' });
put(ListId.therapeuticAgent, 2, 'imatinib', { drugClass: 'Tyrosine kinase inhibitor (BCR-ABL)' });
put(ListId.tnmT, 105, 'cT2');
put(ListId.tnmN, 102, 'cN0');
put(ListId.tnmM, 101, 'cM0');
put(ListId.tnmT, 203, 'pTis');
put(ListId.tnmT, 206, 'pT3');
put(ListId.tnmT, 304, 'yT1');
put(ListId.tnmN, 302, 'yN0');
put(ListId.tnmStage, 103, 'cII');
put(ListId.tnmStage, 208, 'pIIIA');
put(ListId.tnmStage, 302, 'yI');
put(ListId.torontoLevel1, 401, 'non-hodgkin-lymphoma:LIMITED');
put(ListId.torontoLevel2, 50001, 'neuroblastoma:L1');
put(ListId.torontoLevel2, 10001, 'acute-lymphoblastic-leukaemia:CNS1');
put(ListId.torontoLevel2, 60007, 'wilms-tumour:IV');

// One tumour per ICCC-3 main group: [topography, morphology].
const TUMOURS: [string, string][] = [
  ['C42.1', '9836/3'], // I leukaemia
  ['C77.9', '9650/3'], // II lymphoma
  ['C71.6', '9470/3'], // III CNS
  ['C74.9', '9500/3'], // IV neuroblastoma
  ['C69.2', '9510/3'], // V retinoblastoma
  ['C64.9', '8960/3'], // VI renal
  ['C22.0', '8970/3'], // VII hepatic
  ['C40.2', '9180/3'], // VIII bone
  ['C49.2', '8900/3'], // IX soft tissue
  ['C62.9', '9064/3'], // X germ cell
  ['C44.5', '8720/3'], // XI melanoma
  ['C80.9', '8000/3'], // XII unspecified
];
TUMOURS.forEach(([topography, morphology], i) => {
  put('topography', 1000 + i, topography);
  put('morphology', 2000 + i, morphology);
});
put('topography', 999, 'C34.9');

const d = (): ExportDictionaries => ({
  entry: (kind, id) => entries[`${kind}:${id}`],
  icd10: compileIcd10Conversion({
    rules: readCsvRecords('standards', 'icdo3-to-icd10.csv').map((r) => ({
      step: r.step === '2' ? 2 : 1,
      morphology: r.morphology,
      behaviour: r.behaviour,
      topography: r.topography,
      sex: r.sex as Icd10Rule['sex'],
      icd10: r.icd10,
      sexCheck: (r.sex_check || null) as Icd10Rule['sexCheck'],
    })),
    topography: readCsvRecords('standards', 'icdo3-to-icd10-topography.csv').map((t) => ({
      topography: t.topography,
      malignant: t.icd10_malignant,
      benign: t.icd10_benign,
      inSitu: t.icd10_in_situ,
      uncertain: t.icd10_uncertain,
      secondary: t.icd10_secondary,
    })),
  }),
});

type Case = Partial<Omit<ExportCase, 'data'>> & { data: Record<string, unknown> };
const tumour = (i: number, more: Record<string, unknown> = {}): Case => ({
  caseId: 100 + i,
  patientId: 10 + i,
  genderId: i % 2 ? 2 : 1,
  birthdate: '2015-06-20',
  countyId: 127,
  data: {
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      topologicCodeId: 1000 + i,
      registrationBaseId: 8,
      diagnosticExplanationId: 1,
    },
    cancerMorphology: { morphologyCodeId: 2000 + i, degreeId: 3 },
    notificationOverview: { trackingStatusId: 1, vitalStatusUpdateDate: '2025-07-01' },
    cancerTreatment: { hasChimio: true, therapeuticAgentsIds: [1] },
    ...more,
  },
});
const dead = (reason: number | null) => ({
  notificationOverview: {
    isPatientDead: true,
    trackingStatusId: 3,
    deathDate: '2025-01-15',
    deathReasonTopoCodeId: reason,
  },
});

const CASES: Record<string, Case> = {
  ...Object.fromEntries(TUMOURS.map((_, i) => [`group ${i + 1}`, tumour(i)])),
  clinical: tumour(3, {
    cancerTnmStadialization: {
      stadializationTId: 105,
      stadializationNId: 102,
      stadializationMId: 101,
      stadializationStageId: 103,
    },
  }),
  pathological: tumour(7, {
    cancerTnmStadialization: { stadializationTId: 206, stadializationStageId: 208 },
  }),
  mixed: tumour(7, { cancerTnmStadialization: { stadializationTId: 203, stadializationNId: 102 } }),
  postTherapy: tumour(5, {
    cancerTnmStadialization: { stadializationTId: 304, stadializationNId: 302, stadializationStageId: 302 },
  }),
  neuroblastoma: tumour(3, {
    cancerTorontoStadialization: { torontoLevel1Id: null, torontoLevel2Id: 50001 },
  }),
  leukaemiaCns: tumour(0, { cancerTorontoStadialization: { torontoLevel1Id: null, torontoLevel2Id: 10001 } }),
  wilms: tumour(5, { cancerTorontoStadialization: { torontoLevel1Id: null, torontoLevel2Id: 60007 } }),
  lymphomaTier1: tumour(1, { cancerTorontoStadialization: { torontoLevel1Id: 401, torontoLevel2Id: null } }),
  deadOfTumour: tumour(0, dead(1000)),
  deadOfOtherCancer: tumour(3, dead(999)),
  deadOtherCause: tumour(4, dead(DeathReasonTopography.other)),
  deadCauseUnavailable: tumour(6, dead(DeathReasonTopography.unavailable)),
  foundAtAutopsy: tumour(11, {
    ...dead(1011),
    cancerDiagnostic: { diagnosticDate: '2025-01-15', topologicCodeId: 1011, diagnosticExplanationId: 6 },
  }),
  targeted: tumour(0, { cancerTreatment: { hasChimio: true, therapeuticAgentsIds: [1, 2] } }),
  noTreatment: tumour(2, { cancerTreatment: { isWithoutTreatment: true } }),
  // Everything unknown but what a completed record requires (incidence date, site, morphology).
  unknown: {
    caseId: 900,
    patientId: 90,
    genderId: null,
    birthdate: null,
    countyId: null,
    data: {
      cancerDiagnostic: { diagnosticDate: '2024-03-10', topologicCodeId: 1000 },
      cancerMorphology: { morphologyCodeId: 2000 },
    },
  },
  foreigner: { ...tumour(9), isForeigner: true, countyId: null, birthdate: null, patientId: 91 },
};

describe.skipIf(!present && !process.env.CI)('ENCR (QCS incidence file) to the letter', () => {
  const definitions = present ? encrDefinitions() : [];
  const dictionaries = present ? d() : { entry: () => undefined };
  const rows = Object.fromEntries(
    Object.entries(CASES).map(([name, c]) => {
      const cells = renderRow(encrLayout, c as unknown as ExportCase, dictionaries, 'ro');
      return [name, Object.fromEntries(encrLayout.columns.map((col, i) => [col.key, cells[i]]))];
    }),
  );

  it('the 39 variables in the QCS order; headers are the names in both languages', () => {
    expect(definitions.map((v) => v.name)).toHaveLength(39);
    expect(headersOf(encrLayout, 'ro')).toEqual(definitions.map((v) => v.name));
    expect(headersOf(encrLayout, 'en')).toEqual(definitions.map((v) => v.name));
    expect(encrLayout.csvSeparator).toBe(';');
  });

  it('the records cover every ICCC-3 main group', () => {
    const groups = TUMOURS.map(
      ([topography, morphology]) =>
        classifyIccc3({
          topography,
          histology: Number(morphology.slice(0, 4)),
          behaviour: Number(morphology[5]),
        }).mainGroup,
    );
    expect(new Set(groups).size).toBe(12);
  });

  it('every cell of every row is as its definition row says', () => {
    const problems = Object.entries(rows).flatMap(([name, row]) =>
      definitions.flatMap((def) => cellProblems(def, row[def.name]).map((p) => `${name}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('codes: ICD-10 cause of death, TNM prefixes kept, Toronto codes, NUTS-3, autopsy, targeted therapy', () => {
    expect(rows['group 1']).toMatchObject({
      Geo_Code: 'RO113',
      Geo_Label: 'Cluj',
      CoD: null,
      Vit_stat: 1,
      // No cause of death, no edition of its code: the 2015 missing code.
      ICD: 99,
    });
    expect(rows.deadOfTumour).toMatchObject({ Vit_stat: 2, CoD: 'C910', ICD: 10, MoF: 1, YoF: 2025 });
    expect(rows.deadOfOtherCancer).toMatchObject({ CoD: 'C349', ICD: 10 });
    expect(rows.deadOtherCause).toMatchObject({ CoD: '99999', ICD: 99 });
    expect(rows.deadCauseUnavailable).toMatchObject({ CoD: '99999', ICD: 99 });
    expect(rows.foundAtAutopsy).toMatchObject({ Autopsy: 1, CoD: 'C80', Surv_time: 0 });
    expect(rows['group 1']).toMatchObject({ Autopsy: 0, Tt: 2, Cht: 1, Surgery: 2, SCT: 2 });
    expect(rows.targeted).toMatchObject({ Tt: 1 });
    expect(rows.noTreatment).toMatchObject({ Surgery: 2, Cht: 2, Tt: 2 });
    expect(rows.clinical).toMatchObject({
      TNM_ed: 8,
      cT: 'cT2',
      cN: 'cN0',
      cM: 'cM0',
      pT: null,
      ToS: 'cS',
      Stage: 'II',
    });
    expect(rows.pathological).toMatchObject({ cT: null, pT: 'pT3', ToS: 'pS', Stage: 'IIIA' });
    expect(rows.mixed).toMatchObject({ pT: 'pTis', cN: 'cN0', ToS: 'cpS', Stage: '9' });
    expect(rows.postTherapy).toMatchObject({ pT: 'yT1', pN: 'yN0', cT: null, ToS: 'yS', Stage: 'I' });
    expect(rows.neuroblastoma).toMatchObject({ ToS: 'Tier2', Stage: 'L1', TNM_ed: 99 });
    expect(rows.leukaemiaCns).toMatchObject({ ToS: 'Tier2', Stage: 'CNS1' });
    expect(rows.wilms).toMatchObject({ ToS: 'Tier2', Stage: 'IV' });
    expect(rows.lymphomaTier1).toMatchObject({ ToS: 'Tier1', Stage: 'LIM' });
  });

  it('unknown values are the missing codes, or empty where the QCS template leaves them empty', () => {
    expect(rows.unknown).toMatchObject({
      MoB: 99,
      YoB: 9999,
      Age: 999,
      Sex: 9,
      Geo_Code: null,
      BoD: 9,
      Grade: 9,
      Autopsy: 9,
      Vit_stat: 9,
      MoF: 99,
      YoF: 9999,
      Surv_time: 99999,
      CoD: null,
      TNM_ed: 99,
      cT: null,
      ToS: null,
      Stage: '9',
      Surgery: 9,
      Tt: 9,
      SCT: 9,
    });
    expect(rows.foreigner).toMatchObject({ Geo_Code: null, Geo_Label: null, MoB: 99, YoB: 9999, Age: 999 });
  });
});
