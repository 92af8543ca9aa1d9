import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNP_DEAD_GIRL, saveNotification, seedExportDataset } from './export-dataset';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody } from './notification-fixtures';

// Golden tests of the ENCR layout (type 3) on the export data set, plus a child whose sex the
// registry does not know (a patient row without gender).
let s: TestServer;
const t: Record<string, string> = {};
const { download, exported, records } = exportHelpers(() => s);
const ids: Record<string, number> = {};

const idOf = async (query: string) => Number(((await s.sql(query)) as { rows: { id: number }[] }).rows[0].id);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  await seedExportDataset(s, t);
  await saveNotification(
    s,
    t.reporter,
    completeBody({ patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' } }),
  );
  await s.sql(`update patients set gender_id = null where identifier = '${CNP_GIRL}'`);
  ids.boyPatient = await idOf(`select id from patients where identifier = '${CNP_BOY}'`);
  ids.boyCase = await idOf(
    `select c.id from cancer_cases c join patients p on p.id = c.patient_id where p.identifier = '${CNP_BOY}'`,
  );
});
afterAll(() => s.close());

const HEADERS =
  'PAT MoB YoB Age Sex Geo_Code Geo_Label TUM MoI YoI BoD Topo Morpho Beh Grade Autopsy Vit_stat MoF YoF Surv_time ICD CoD TNM_ed cT cN cM pT pN pM ToS Stage Surgery Rt Cht Tt It Ht Ot SCT'.split(
    ' ',
  );

describe('ENCR (type 3)', () => {
  it('one full row, every variable coded as the call codes it', async () => {
    const res = await exported('encr-cancer-cases', t.reviewer, {}, 2);
    const [sheet] = res.sheets;
    expect(sheet.rows[0]).toEqual(HEADERS);
    const boy = records(sheet).find((r) => r.PAT === ids.boyPatient);
    expect(boy).toEqual({
      PAT: ids.boyPatient,
      MoB: 1,
      YoB: 2015,
      Age: 9,
      Sex: 1,
      Geo_Code: 12, // Cluj's INS code
      Geo_Label: 'Cluj',
      TUM: ids.boyCase,
      MoI: 3,
      YoI: 2024,
      BoD: 7,
      Topo: 'C749',
      Morpho: 9500,
      Beh: 3,
      Grade: 9, // none recorded
      Autopsy: 9,
      Vit_stat: 1,
      MoF: 7,
      YoF: 2025,
      Surv_time: 478,
      ICD: null,
      CoD: null,
      TNM_ed: 8,
      cT: '2',
      cN: '0',
      cM: '0',
      pT: null,
      pN: null,
      pM: null,
      ToS: 1,
      Stage: 'II', // cII without its prefix
      Surgery: 0,
      Rt: 0,
      Cht: 1,
      Tt: 9,
      It: 0,
      Ht: 0,
      Ot: 0,
      SCT: 0,
    });
  });

  it('the codings of the other rows: grade, post-therapy TNM, death, unknown sex; month and year only', async () => {
    const res = await exported('encr-cancer-cases', t.reviewer);
    const [sheet] = res.sheets;
    const rows = records(sheet);
    expect(rows).toHaveLength(3);
    const girl = rows.find((r) => r.Sex === 2);
    expect(girl).toMatchObject({
      MoB: 3,
      YoB: 2012,
      Age: 11,
      Topo: 'C649',
      Morpho: 8960,
      Grade: 3,
      Vit_stat: 2,
      MoF: 1,
      YoF: 2024,
      ICD: 10,
      CoD: 'C64',
      // yT1 yN0, stage yI: post-therapy values in the pathological columns, the stage without its y.
      TNM_ed: 8,
      cT: null,
      cN: null,
      pT: '1',
      pN: '0',
      pM: null,
      ToS: 1,
      Stage: 'I',
    });
    expect(rows.find((r) => r.Sex === 9)).toMatchObject({ YoB: 2015, TNM_ed: null, ToS: null, Stage: null });
    // No full date anywhere: the call asks for month and year only.
    for (const row of sheet.rows)
      for (const cell of row) expect(String(cell)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(JSON.stringify(sheet.rows)).not.toContain(CNP_DEAD_GIRL);
  });

  it('format csv answers the same variables as the CSV QCS reads', async () => {
    const res = await download('encr-cancer-cases', t.reviewer, { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('CancerCasesEncrExport.csv');
    const lines = res.bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(HEADERS.join(','));
    const boy = lines
      .slice(1)
      .map((l) => l.split(','))
      .find((cells) => cells[HEADERS.indexOf('PAT')] === String(ids.boyPatient));
    expect(boy?.[HEADERS.indexOf('Topo')]).toBe('C749');
    expect(boy?.[HEADERS.indexOf('BoD')]).toBe('7');
    expect(boy?.[HEADERS.indexOf('Stage')]).toBe('II');
    expect(boy?.[HEADERS.indexOf('TNM_ed')]).toBe('8');
  });
});
