import { describe, expect, it } from 'vitest';
import { readCsvRecords, referenceFileExists } from '../../coding/testing/reference-data';
import { ListId } from '../../dictionaries/list-ids';
import type { CodeEntry, ExportCase, ExportDictionaries } from '../export-layout';
import { headersOf, renderRow } from '../export-layout';
import { compileIcd10Conversion, type Icd10Rule } from '../standards';
import { concordLayout } from './concord';
import type { IarcCase } from './iarc-facts';
import { concordDefinitions } from './testing/concord-definitions';

// The golden test of the CONCORD layout from its definition: every cell of every record is checked
// against the variable table it cites (type, length, allowed codes, missing code), and the records
// cover every ICCC-3 main group, every TNM prefix, deaths with and without a cause, unknown dates and
// values and a patient living abroad. Needs the shared reference files (as the ICD-10 tests do).
const present =
  referenceFileExists('standards', 'encr-qcs-variables.csv') &&
  referenceFileExists('standards', 'icdo3-to-icd10.csv') &&
  referenceFileExists('siruta', 'judete.csv');

const entries: Record<string, CodeEntry> = {};
const put = (list: number | string, id: number, code: string) => {
  entries[`${list}:${id}`] = { code, labelRo: `ro ${code}`, labelEn: `en ${code}` };
};
put(ListId.gender, 1, 'M');
put(ListId.gender, 2, 'F');
for (const code of ['0', '1', '2', '4', '5', '6', '7', '9'])
  put(ListId.basisOfDiagnosis, 10 + Number(code), code);
for (let g = 1; g <= 9; g++) put(ListId.grade, g, String(g));
for (const [i, code] of ['0', '1', '2', '3', '4', '9'].entries()) put(ListId.laterality, i + 1, code);
for (let e = 1; e <= 6; e++) put(ListId.diagnosticExplanation, e, String(e));
for (const [i, c] of ['alive-disease-free', 'alive-with-disease', 'dead', 'unknown'].entries())
  put(ListId.trackingStatus, i + 1, c);
put(ListId.tnmT, 104, 'cT2');
put(ListId.tnmN, 102, 'cN0');
put(ListId.tnmM, 101, 'cM0');
put(ListId.tnmStage, 103, 'cII');
put(ListId.tnmT, 205, 'pT3');
put(ListId.tnmM, 202, 'pM1');
put(ListId.tnmStage, 205, 'pIV');
put(ListId.tnmT, 304, 'yT1');
put(ListId.tnmN, 302, 'yN0');
put(ListId.tnmStage, 302, 'yI');
put(ListId.torontoLevel1, 501, 'neuroblastoma:M');
put(ListId.torontoLevel2, 50004, 'neuroblastoma:MS');
put(ListId.torontoLevel2, 60001, 'acute-lymphoblastic-leukaemia:CNS2');
put('county', 127, '12'); // Cluj
put('county', 403, '40'); // București

/** Every ICCC-3 main group: [group, ICD-O-3 site, morphology, the IARC ICD-10 of SOURCE.md's spot checks]. */
const GROUPS = [
  ['I', 'C42.1', '9836/3', 'C910'],
  ['II', 'C77.9', '9650/3', 'C819'],
  ['III', 'C71.6', '9470/3', 'C716'],
  ['IV', 'C74.9', '9500/3', 'C749'],
  ['V', 'C69.2', '9510/3', 'C692'],
  ['VI', 'C64.9', '8960/3', 'C64'],
  ['VII', 'C22.0', '8970/3', 'C222'],
  ['VIII', 'C40.2', '9180/3', 'C402'],
  ['IX', 'C49.2', '8900/3', 'C492'],
  ['X', 'C62.9', '9064/3', 'C629'],
  ['XI', 'C44.5', '8720/3', 'C435'],
  ['XII', 'C80.9', '8000/3', 'C80'],
] as const;
GROUPS.forEach(([, site, morphology], i) => {
  put('topography', 100 + i, site);
  put('morphology', 200 + i, morphology);
});

function dictionaries(): ExportDictionaries {
  const rules = readCsvRecords('standards', 'icdo3-to-icd10.csv').map(
    (r): Icd10Rule => ({
      step: r.step === '2' ? 2 : 1,
      morphology: r.morphology,
      behaviour: r.behaviour,
      topography: r.topography,
      sex: r.sex as Icd10Rule['sex'],
      icd10: r.icd10,
      sexCheck: (r.sex_check || null) as Icd10Rule['sexCheck'],
    }),
  );
  const topography = readCsvRecords('standards', 'icdo3-to-icd10-topography.csv').map((t) => ({
    topography: t.topography,
    malignant: t.icd10_malignant,
    benign: t.icd10_benign,
    inSitu: t.icd10_in_situ,
    uncertain: t.icd10_uncertain,
    secondary: t.icd10_secondary,
  }));
  const icd10 = compileIcd10Conversion({ rules, topography });
  return Object.assign({ entry: (kind: string | number, id: number) => entries[`${kind}:${id}`] }, { icd10 });
}

type Over = Partial<Omit<IarcCase, 'data'>> & { data?: Record<string, Record<string, unknown>> };
/** A tumour of group `g` (index in GROUPS), dead of it on 2023-05-01 unless `over` says otherwise. */
function tumour(g: number, over: Over = {}): ExportCase {
  const data = over.data ?? {};
  return {
    caseId: 1000 + g,
    patientId: 500 + g,
    genderId: g % 2 ? 1 : 2,
    birthdate: '2012-04-20',
    countyId: 127,
    tumour: { patientTumours: 1, tumourOrder: 1, registeredAt: null, homeCountryId: null },
    ...over,
    data: {
      notificationOverview: {
        isPatientDead: true,
        deathDate: '2023-05-01',
        deathReasonTopoCodeId: 100 + g,
        trackingStatusId: 3,
        ...data.notificationOverview,
      },
      cancerDiagnostic: {
        diagnosticDate: '2021-02-03',
        registrationBaseId: 17,
        topologicCodeId: 100 + g,
        lateralityId: 1,
        diagnosticExplanationId: 1,
        ...data.cancerDiagnostic,
      },
      cancerMorphology: { morphologyCodeId: 200 + g, degreeId: 9, ...data.cancerMorphology },
      cancerTreatment: { hasChimio: true, ...data.cancerTreatment },
      ...(data.cancerTnmStadialization ? { cancerTnmStadialization: data.cancerTnmStadialization } : {}),
      ...(data.cancerTorontoStadialization
        ? { cancerTorontoStadialization: data.cancerTorontoStadialization }
        : {}),
    },
  } as unknown as ExportCase;
}

const records = (): ExportCase[] => [
  ...GROUPS.map((_, g) => tumour(g)),
  // Clinical, pathological (an osteosarcoma with pTNM stage IV) and post-therapy TNM.
  tumour(3, {
    caseId: 2001,
    data: {
      cancerTnmStadialization: {
        stadializationTId: 104,
        stadializationNId: 102,
        stadializationMId: 101,
        stadializationStageId: 103,
      },
      cancerTorontoStadialization: { torontoLevel1Id: 501, torontoLevel2Id: 50004 },
    },
  }),
  tumour(7, {
    caseId: 2002,
    data: {
      cancerTnmStadialization: { stadializationTId: 205, stadializationMId: 202, stadializationStageId: 205 },
    },
  }),
  tumour(5, {
    caseId: 2003,
    data: {
      cancerTnmStadialization: { stadializationTId: 304, stadializationNId: 302, stadializationStageId: 302 },
    },
  }),
  // Dead with no cause (unavailable) and with another cause.
  tumour(0, { caseId: 2004, data: { notificationOverview: { deathReasonTopoCodeId: 999998 } } }),
  tumour(0, { caseId: 2005, data: { notificationOverview: { deathReasonTopoCodeId: 999999 } } }),
  // A leukaemia, dead of a CNS tumour: that site's ICD-10 malignant code.
  tumour(0, { caseId: 2009, data: { notificationOverview: { deathReasonTopoCodeId: 102 } } }),
  // Alive, followed; status unknown; the second tumour of a child with two.
  tumour(1, {
    caseId: 2006,
    tumour: { patientTumours: 2, tumourOrder: 2, registeredAt: null, homeCountryId: null },
    data: {
      notificationOverview: {
        isPatientDead: false,
        deathDate: null,
        deathReasonTopoCodeId: null,
        trackingStatusId: 1,
        lastContactDate: '2024-01-31',
      },
      cancerTorontoStadialization: { torontoLevel2Id: 60001 },
    },
  }),
  // A patient living abroad (no county), sex, birth date and every other value unknown.
  tumour(11, {
    caseId: 2007,
    genderId: null,
    birthdate: null,
    countyId: null,
    tumour: undefined,
    data: {
      notificationOverview: {
        isPatientDead: false,
        deathDate: null,
        deathReasonTopoCodeId: null,
        trackingStatusId: 4,
      },
      cancerDiagnostic: { registrationBaseId: null, lateralityId: null, diagnosticExplanationId: null },
      cancerMorphology: { degreeId: null },
      cancerTreatment: { hasChimio: null },
    },
  }),
  // Found at autopsy, with TNM: TNM_prefix a.
  tumour(9, {
    caseId: 2008,
    data: {
      cancerDiagnostic: { diagnosticExplanationId: 6, registrationBaseId: 10 },
      cancerTnmStadialization: { stadializationTId: 205 },
    },
  }),
];

describe.skipIf(!present && !process.env.CI)('CONCORD (type 4) from its definition', () => {
  const d = present ? dictionaries() : (null as unknown as ExportDictionaries);
  const rows = () =>
    records().map((r) =>
      Object.fromEntries(
        headersOf(concordLayout, 'en').map((h, i) => [h, renderRow(concordLayout, r, d, 'en')[i]]),
      ),
    );

  it('every cell of every record holds to its variable definition; no column without one', () => {
    const definitions = concordDefinitions(concordLayout.columns.map((c) => c.key));
    for (const column of concordLayout.columns) expect(definitions.has(column.key), column.key).toBe(true);
    for (const row of rows())
      for (const [name, cell] of Object.entries(row))
        expect(definitions.get(name)?.check(cell), `${name} of tumour ${row.Tumour_ID}`).toBeNull();
  });

  it('headers are the variable names in every language', () => {
    expect(headersOf(concordLayout, 'ro')).toEqual(headersOf(concordLayout, 'en'));
    expect(headersOf(concordLayout, 'en')).toEqual(concordLayout.columns.map((c) => c.key));
    for (const r of records())
      expect(renderRow(concordLayout, r, d, 'ro')).toEqual(renderRow(concordLayout, r, d, 'en'));
  });

  it('the 2015 call’s variables in its order, then ours', () => {
    const order = new Map(
      readCsvRecords('standards', 'encr-qcs-variables.csv')
        .filter((v) => v.call2015_name)
        .map((v) => [v.call2015_name, Number(v.call2015_order)]),
    );
    const keys = concordLayout.columns.map((c) => c.key);
    const ours = keys.filter((k) => !order.has(k));
    expect(ours).toEqual(['Tumour_seq', 'Geo_Code', 'Toronto_tier1', 'Toronto_tier2']);
    expect(keys.slice(-ours.length)).toEqual(ours);
    const calls = keys.filter((k) => order.has(k)).map((k) => order.get(k) as number);
    expect(calls).toEqual([...calls].sort((a, b) => a - b));
  });

  it('laterality not recorded: 0 at a site that is not paired, 9 at a paired one', () => {
    const laterality = (g: number) => {
      const row = tumour(g, { data: { cancerDiagnostic: { lateralityId: null } } });
      return renderRow(concordLayout, row, d, 'en')[
        concordLayout.columns.findIndex((c) => c.key === 'Laterality')
      ];
    };
    // I leukaemia C42.1, II lymph node C77.9, IV adrenal C74.9, V eye C69.2, VI kidney C64.9.
    expect([0, 1, 3, 4, 5].map(laterality)).toEqual([0, 0, 9, 9, 9]);
  });

  it('cause of death is ICD-10 by IARC’s conversion, for every ICCC-3 group; 99999 without one', () => {
    const byId = new Map(rows().map((r) => [r.Tumour_ID, r]));
    GROUPS.forEach(([group, , , icd10], g) => {
      expect(byId.get(String(1000 + g)), group).toMatchObject({
        Cause_death: icd10,
        ICD_edition: 10,
        Vital_status: 2,
      });
    });
    expect(byId.get('2009')).toMatchObject({ Cause_death: 'C716', ICD_edition: 10 });
    for (const id of ['2004', '2005', '2006', '2007'])
      expect(byId.get(id)).toMatchObject({ Cause_death: '99999', ICD_edition: 99 });
  });

  it('dates as day, month and year fields, 99 / 99 / 9999 unknown; survival in days', () => {
    const byId = new Map(rows().map((r) => [r.Tumour_ID, r]));
    expect(byId.get('1000')).toMatchObject({
      Day_DoB: 20,
      Month_DoB: 4,
      Year_DoB: 2012,
      Day_DoI: 3,
      Month_DoI: 2,
      Year_DoI: 2021,
      Day_FU: 1,
      Month_FU: 5,
      Year_FU: 2023,
      Age: 8,
      Survival: 817,
      Geo_Code: 'RO113',
      Sex: 2,
      Tumour_seq: '00',
      Laterality: 0,
      Autopsy: 0,
    });
    expect(byId.get('2006')).toMatchObject({
      Vital_status: 1,
      Day_FU: 31,
      Month_FU: 1,
      Year_FU: 2024,
      Tumour_seq: '02',
    });
    expect(byId.get('2007')).toMatchObject({
      Day_DoB: 99,
      Month_DoB: 99,
      Year_DoB: 9999,
      Age: 999,
      Sex: 9,
      Geo_Code: '99999',
      Tumour_seq: '99',
      Vital_status: 9,
      Day_FU: 99,
      Month_FU: 99,
      Year_FU: 9999,
      Survival: 99999,
      BoD: 9,
      Grade: 9,
      // Not recorded at C80.9, not a paired site: 0 "not applicable" (2015 var. 23), not 9.
      Laterality: 0,
      Autopsy: 9,
      Systemic_th: 9,
      Surgery: 9,
    });
  });

  it('TNM keeps c, p and y apart, with the stage group; Toronto by tier; autopsy', () => {
    const byId = new Map(rows().map((r) => [r.Tumour_ID, r]));
    expect(byId.get('2001')).toMatchObject({
      TNM_edition: 8,
      TNM_prefix: null,
      cT: '2',
      cN: '0',
      cM: '0',
      pT: '9',
      pN: '9',
      pM: '9',
      Stage: 'II',
      Toronto_tier1: 'M',
      Toronto_tier2: 'MS',
    });
    // The osteosarcoma: pTNM stage IV exports a stage.
    expect(byId.get('2002')).toMatchObject({
      TNM_prefix: null,
      cT: '9',
      pT: '3',
      pN: '9',
      pM: '1',
      Stage: 'IV',
    });
    expect(byId.get('2003')).toMatchObject({ TNM_prefix: 'y', cT: '9', pT: '1', pN: '0', Stage: 'I' });
    expect(byId.get('2006')).toMatchObject({
      TNM_edition: 99,
      Stage: '9',
      Toronto_tier1: '9',
      Toronto_tier2: 'CNS2',
    });
    expect(byId.get('2008')).toMatchObject({ Autopsy: 1, TNM_prefix: 'a', BoD: 0 });
  });
});
