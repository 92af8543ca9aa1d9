import { concordLayout } from '@registry/domain';
import { REFERENCE_DATA_DIR } from '@registry/domain/coding/testing/reference-data';
import { concordDefinitions } from '@registry/domain/reports/export-layouts/testing/concord-definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STEPS } from '../src/modules/dictionaries/import/sources';
import { CNP_DEAD_GIRL, saveNotification, seedExportDataset } from './export-dataset';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds } from './notification-fixtures';

// The CONCORD file over real HTTP, checked cell by cell against its variable definitions (the
// shared standards tables), and every machine layout read in Romanian and in English: the same
// bytes whatever the interface language (issue 24).
let s: TestServer;
const t: Record<string, string> = {};
const { download, exported, records } = exportHelpers(() => s);
const CNP_OSTEOSARCOMA = '5140707400011'; // a boy born 2014-07-07
const FOREIGNER = 'AB12345';
const PTNM = { pT3: 206, pM1: 202, pIV: 205 } as const; // stage type p (2) × 100 + position
const sql = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  // IARC's ICD-O-3 → ICD-10 rules, as the importer loads them (the cause of death needs them).
  for (const step of IMPORT_STEPS.filter((x) => x.name === 'ICD-O-3 → ICD-10 conversion'))
    await s.database.db.transaction((tx) => step.run(tx, REFERENCE_DATA_DIR));
  for (const who of ['reporter', 'reporter2', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  await seedExportDataset(s, t);
  // The osteosarcoma: pTNM stage IV must export a stage.
  await saveNotification(
    s,
    t.reporter,
    completeBody({
      patientDetails: { identifier: CNP_OSTEOSARCOMA, firstName: 'Dan', lastName: 'Ilie' },
      cancerDiagnostic: { topologicCodeId: 1402, tumorLocationId: 4 },
      cancerMorphology: { morphologyCodeId: 91803 },
      cancerTnmStadialization: {
        stageTypeId: 2,
        stadializationTId: PTNM.pT3,
        stadializationMId: PTNM.pM1,
        stadializationStageId: PTNM.pIV,
      },
    }),
  );
  // The boy's second primary: the tumours of one child are numbered by incidence date.
  await saveNotification(
    s,
    t.reporter,
    completeBody({
      cancerDiagnostic: {
        topologicCodeId: dictionaryIds.topographyKidney,
        tumorLocationId: 12,
        diagnosticDate: '2024-06-01',
        clinicalStartDate: '2024-05-20',
      },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      cancerTreatment: { chimioDate: '2024-06-05' },
    }),
  );
  // A foreign child, dead, the date and cause of death unavailable, no Romanian county known.
  const foreign = await saveNotification(
    s,
    t.reporter,
    completeBody({
      patientDetails: { identifier: FOREIGNER, isForeigner: true, genderId: 2, birthdate: '2016-05-05' },
    }),
  );
  const set = (path: string, value: unknown) =>
    s.sql(
      `update cancer_notifications set data = jsonb_set(data, '{notificationOverview,${path}}', '${JSON.stringify(value)}') where id = ${foreign.id}`,
    );
  await set('isPatientDead', true);
  await set('isDeathDateUnavailable', true);
  await set('trackingStatusId', 3);
  await set('deathReasonTopoCodeId', 999998);
  await s.sql(`update patients set county_id = null where identifier = '${FOREIGNER}'`);
}, 120_000);
afterAll(() => s?.close());

const concord = async (language: 1 | 2 = 2) =>
  (await exported('concord-cancer-cases', t.reviewer, {}, language)).sheets[0];
const patientOf = async (identifier: string) =>
  String((await sql<{ id: number }>(`select id from patients where identifier = '${identifier}'`))[0].id);

describe('CONCORD (type 4) from its definition', () => {
  it('headers are the variable names; every cell holds to its definition', async () => {
    const sheet = await concord();
    expect(sheet.rows[0]).toEqual(concordLayout.columns.map((c) => c.key));
    const definitions = concordDefinitions(concordLayout.columns.map((c) => c.key));
    const rows = records(sheet);
    expect(rows).toHaveLength(5);
    for (const row of rows)
      for (const [name, cell] of Object.entries(row)) {
        const definition = definitions.get(name);
        expect(definition, name).toBeDefined();
        expect(definition?.check(cell), `${name} of tumour ${row.Tumour_ID}`).toBeNull();
      }
  });

  it('stage: TNM with its c / p / y kept, the osteosarcoma’s pTNM IV included', async () => {
    const rows = records(await concord());
    const of = async (identifier: string) => {
      const id = await patientOf(identifier);
      return rows.filter((r) => r.Patient_ID === id);
    };
    const [osteosarcoma] = await of(CNP_OSTEOSARCOMA);
    expect(osteosarcoma).toMatchObject({
      TNM_edition: 8,
      TNM_prefix: null,
      cT: '9',
      pT: '3',
      pN: '9',
      pM: '1',
      Stage: 'IV',
    });
    const [girl] = await of(CNP_DEAD_GIRL);
    expect(girl).toMatchObject({ TNM_prefix: 'y', cT: '9', pT: '1', pN: '0', Stage: 'I', Grade: 3 });
    const boy = (await of(CNP_BOY)).sort((a, b) => String(a.Tumour_seq).localeCompare(String(b.Tumour_seq)));
    expect(boy[0]).toMatchObject({
      Tumour_seq: '01',
      cT: '2',
      cN: '0',
      cM: '0',
      pT: '9',
      Stage: 'II',
      Day_DoI: 10,
      Month_DoI: 3,
      Year_DoI: 2024,
    });
    expect(boy[1]).toMatchObject({
      Tumour_seq: '02',
      TNM_edition: 99,
      Stage: '9',
      Morpho: 8960,
      Day_DoI: 1,
      Month_DoI: 6,
    });
    expect(osteosarcoma.Tumour_seq).toBe('00');
  });

  it('dates as day, month and year; a death without date or cause is 99 / 9999 / 99999; geography NUTS 3', async () => {
    const byPatient = new Map<string, Record<string, unknown>>();
    for (const r of records(await concord())) byPatient.set(String(r.Patient_ID), r);
    expect(byPatient.get(await patientOf(CNP_DEAD_GIRL))).toMatchObject({
      Sex: 2,
      Day_DoB: 15,
      Month_DoB: 3,
      Year_DoB: 2012,
      Age: 11,
      Vital_status: 2,
      Day_FU: 20,
      Month_FU: 1,
      Year_FU: 2024,
      Survival: 255,
      Geo_Code: 'RO113',
      // Dead of her Wilms tumour (C64.9, 8960/3): IARC's ICD-10 is C64.
      Cause_death: 'C64',
      ICD_edition: 10,
      Autopsy: 0,
      Laterality: 9,
    });
    expect(byPatient.get(await patientOf(FOREIGNER))).toMatchObject({
      Sex: 2,
      Year_DoB: 2016,
      Vital_status: 2,
      Day_FU: 99,
      Month_FU: 99,
      Year_FU: 9999,
      Survival: 99999,
      Cause_death: '99999',
      ICD_edition: 99,
      Geo_Code: '99999',
    });
  });
});

describe('machine layouts never change with the language', () => {
  const both = async (path: string, body: unknown = {}) =>
    Promise.all([download(path, t.reviewer, body, 1), download(path, t.reviewer, body, 2)]);

  it('ENCR (xlsx and the QCS CSV) and CONCORD: the same headers and cells in ro and en, byte for byte', async () => {
    for (const path of ['concord-cancer-cases', 'encr-cancer-cases']) {
      const [ro, en] = await Promise.all([sheetOf(path, 1), sheetOf(path, 2)]);
      expect(ro.rows.length, path).toBeGreaterThan(1);
      expect(JSON.stringify(ro), path).toBe(JSON.stringify(en));
    }
    const [ro, en] = await both('encr-cancer-cases', { format: 'csv' });
    expect(ro.status).toBe(200);
    expect(ro.bytes.equals(en.bytes)).toBe(true);
  });

  it('IICC-3 (CSV) and IARCcrgTools (fixed width): the same bytes in ro and en', async () => {
    for (const path of ['iicc3-cancer-cases', 'iarccrgtools-cancer-cases']) {
      const [ro, en] = await both(path);
      expect(ro.status, path).toBe(200);
      expect(ro.bytes.length, path).toBeGreaterThan(0);
      expect(ro.bytes.equals(en.bytes), path).toBe(true);
    }
  });

  it('encoded: the same codes in ro and en (its headers and legend stay translated for people)', async () => {
    const [ro, en] = await Promise.all([
      exported('encoded-cancer-cases', t.reviewer, {}, 1),
      exported('encoded-cancer-cases', t.reviewer, {}, 2),
    ]);
    expect(JSON.stringify(ro.sheets[0].rows.slice(1))).toBe(JSON.stringify(en.sheets[0].rows.slice(1)));
    // The code column of the legend: the same codes, only the labels of the other columns differ.
    const codes = (rows: unknown[][]) => JSON.stringify(rows.slice(1).map((r) => r[1]));
    expect(codes(ro.sheets[1].rows)).toBe(codes(en.sheets[1].rows));
  });

  it('human layouts keep their translated headers', async () => {
    for (const path of ['native-cancer-cases', 'rich-native-cancer-cases']) {
      const [ro, en] = await Promise.all([
        exported(path, t.reviewer, {}, 1),
        exported(path, t.reviewer, {}, 2),
      ]);
      expect(ro.sheets[0].rows[0], path).not.toEqual(en.sheets[0].rows[0]);
    }
  });
});

/** A machine layout's sheet (name, rows) in one language. */
async function sheetOf(path: string, language: 1 | 2) {
  const [sheet] = (await exported(path, t.reviewer, {}, language)).sheets;
  return sheet;
}
