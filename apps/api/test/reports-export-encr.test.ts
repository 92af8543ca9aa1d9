import { ANONYMISED_EXPORT_PATH, NOTIFICATIONS_EXPORT_PATH } from '@registry/domain';
import { REFERENCE_DATA_DIR } from '@registry/domain/coding/testing/reference-data';
import {
  cellProblems,
  encrDefinitions,
} from '@registry/domain/reports/export-layouts/testing/encr-definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STEPS } from '../src/modules/dictionaries/import/sources';
import { ENCR_TUMOURS, seedEncrDataset } from './encr-dataset';
import { CNP_DEAD_GIRL, seedExportDataset } from './export-dataset';
import { exportHelpers, readSheets } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY } from './notification-fixtures';
import { hasOpenpyxl, openpyxlSheets, runOpenpyxlTests } from './openpyxl';

// The ENCR file (type 3) over real HTTP, xlsx and the QCS CSV: the export data set plus one child
// per ICCC-3 main group (encr-dataset.ts); every cell of both files is checked against the variable
// table's definition row, the CSV against the xlsx cell for cell; then every xlsx layout in openpyxl.
let s: TestServer;
const t: Record<string, string> = {};
const { download, exported, records } = exportHelpers(() => s);
const definitions = encrDefinitions();
const HEADERS = definitions.map((d) => d.name);
let refused: string[] = [];

const idOf = async (query: string) => Number(((await s.sql(query)) as { rows: { id: number }[] }).rows[0].id);
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer();
  // The conversion rules and the agents' drug classes, as the importer loads them.
  for (const step of IMPORT_STEPS.filter((x) =>
    ['ICD-O-3 → ICD-10 conversion', 'treatment lists'].includes(x.name),
  ))
    await s.database.db.transaction((tx) => step.run(tx, REFERENCE_DATA_DIR));
  for (const who of ['reporter', 'reporter2', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  await seedExportDataset(s, t);
  refused = await seedEncrDataset(s, t.reporter);
  ids.boyPatient = await idOf(`select id from patients where identifier = '${CNP_BOY}'`);
  ids.deadGirl = await idOf(`select id from patients where identifier = '${CNP_DEAD_GIRL}'`);
}, 120_000);
afterAll(() => s.close());

const problemsOf = (rows: unknown[][], fromCsv: boolean) =>
  rows.flatMap((row, r) =>
    definitions.flatMap((def, i) => cellProblems(def, row[i], fromCsv).map((p) => `row ${r + 1}: ${p}`)),
  );

describe('ENCR (type 3) over HTTP', () => {
  it('the data set is saved whole', () => expect(refused).toEqual([]));

  it('xlsx: the 39 QCS variables in order in both languages, every cell as its definition says', async () => {
    const [ro, en] = [
      await exported('encr-cancer-cases', t.reviewer, {}, 1),
      await exported('encr-cancer-cases', t.reviewer, {}, 2),
    ];
    expect(ro.sheets[0].rows[0]).toEqual(HEADERS);
    expect(en.sheets[0].rows).toEqual(ro.sheets[0].rows);
    const rows = ro.sheets[0].rows.slice(1);
    expect(rows).toHaveLength(2 + ENCR_TUMOURS.length);
    expect(problemsOf(rows, false)).toEqual([]);
  });

  it('the codings: ICD-10 cause of death, c/p/y TNM, Toronto, NUTS-3, autopsy, targeted therapy, missing codes', async () => {
    const rows = records((await exported('encr-cancer-cases', t.reviewer)).sheets[0]);
    const byTopo = (topo: string) => rows.filter((r) => r.Topo === topo);
    expect(rows.find((r) => r.PAT === String(ids.boyPatient))).toMatchObject({
      Geo_Code: 'RO113',
      Geo_Label: 'Cluj',
      Vit_stat: 1,
      CoD: null,
      // No cause of death: no edition of its code (2015's missing code, issue 39).
      ICD: 99,
      TNM_ed: 8,
      cT: 'cT2',
      cN: 'cN0',
      cM: 'cM0',
      ToS: 'cS',
      Stage: 'II',
      Surgery: 2,
      Cht: 1,
      Tt: 2,
      Autopsy: 0,
      Grade: 9,
    });
    // The girl died of her Wilms tumour (C64.9 8960/3 → C64), staged after therapy: y kept.
    expect(rows.find((r) => r.PAT === String(ids.deadGirl))).toMatchObject({
      Vit_stat: 2,
      CoD: 'C64',
      ICD: 10,
      pT: 'yT1',
      pN: 'yN0',
      ToS: 'yS',
      Stage: 'I',
    });
    expect(byTopo('C421')[0]).toMatchObject({ CoD: 'C910', ToS: 'Tier2', Stage: 'CNS1', Tt: 1 });
    expect(byTopo('C716')[0]).toMatchObject({ Vit_stat: 2, CoD: '99999', ICD: 99 });
    expect(byTopo('C692')[0]).toMatchObject({ Vit_stat: 2, CoD: '99999' });
    expect(byTopo('C749').find((r) => r.ToS === 'Tier2')).toMatchObject({ Stage: 'L1', TNM_ed: 99 });
    expect(byTopo('C649').find((r) => r.ToS === 'Tier2')).toMatchObject({ Stage: 'IV' });
    expect(byTopo('C220')[0]).toMatchObject({ pT: 'yT1', ToS: 'yS', Stage: 'I' });
    expect(byTopo('C402')[0]).toMatchObject({ pT: 'pT3', ToS: 'pS', Stage: 'IV', TNM_ed: 8 });
    expect(byTopo('C492')[0]).toMatchObject({
      // A pT with a cN (cpS) is no longer stored: the form and the save offer a stage type's own values
      // only (issue 39, coded pairs); ToS is read from the prefixes, all pathological here.
      pT: 'pTis',
      pN: 'pN0',
      ToS: 'pS',
      Stage: '9',
      Surgery: 2,
      Cht: 2,
      Tt: 2,
    });
    expect(byTopo('C629')[0]).toMatchObject({ Surgery: 9, Cht: 9, Tt: 9, SCT: 9 });
    // A foreign child living in Cluj: the file codes residence, not citizenship.
    expect(byTopo('C445')[0]).toMatchObject({ Geo_Code: 'RO113', Geo_Label: 'Cluj', Sex: 2 });
    expect(byTopo('C809')[0]).toMatchObject({ Autopsy: 1, Vit_stat: 2, CoD: 'C80', Surv_time: 1 });
    // Month and year only: no full date anywhere, no identifier.
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain(CNP_DEAD_GIRL);
  });

  it('CSV: `;`-separated, the same header, every cell as its definition says and as the xlsx has it', async () => {
    const res = await download('encr-cancer-cases', t.reviewer, { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('CancerCasesEncrExport.csv');
    const [header, ...lines] = res.bytes.toString('utf8').trimEnd().split('\n');
    expect(header).toBe(HEADERS.join(';'));
    // No field holds a separator or a quote (county names and codes are plain): a split is exact.
    const rows = lines.map((line) => line.split(';'));
    for (const row of rows) expect(row).toHaveLength(39);
    expect(problemsOf(rows, true)).toEqual([]);
    const xlsx = (await exported('encr-cancer-cases', t.reviewer)).sheets[0].rows.slice(1);
    expect(rows).toEqual(xlsx.map((row) => HEADERS.map((_, i) => (row[i] == null ? '' : String(row[i])))));
  });
});

// Every xlsx the registry hands out, read by an independent reader (openpyxl): it opens, and holds
// cell for cell what exceljs reads (the ENCR file's cells are checked against their definitions above).
const XLSX_EXPORTS: [path: string, who: string][] = [
  ['native-cancer-cases', 'reviewer'],
  ['rich-native-cancer-cases', 'reviewer'],
  ['encr-cancer-cases', 'reviewer'],
  ['concord-cancer-cases', 'reviewer'],
  ['encoded-cancer-cases', 'reviewer'],
  [ANONYMISED_EXPORT_PATH, 'executive'],
  [NOTIFICATIONS_EXPORT_PATH, 'reviewer'],
];

describe.skipIf(!runOpenpyxlTests)('every xlsx export in openpyxl', () => {
  it.each(XLSX_EXPORTS)('%s opens and holds what exceljs reads', async (exportPath, who) => {
    expect(hasOpenpyxl, 'python3 with openpyxl (apt-get install python3-openpyxl)').toBe(true);
    t[who] ??= await s.signIn(`${who}@demo.local`);
    const res = await exported(exportPath, t[who]);
    const theirs = openpyxlSheets(res.bytes);
    const mine = await readSheets(res.bytes);
    expect(theirs.map((sheet) => sheet.name)).toEqual(mine.map((sheet) => sheet.name));
    // openpyxl pads every row to the sheet's width with None; exceljs stops at the last value. Dates
    // and numbers compare as text (json.dumps(default=str) on one side, exceljs values on the other).
    const width = (rows: unknown[][]) => Math.max(0, ...rows.map((row) => row.length));
    mine.forEach((sheet, i) => {
      const w = Math.max(width(sheet.rows), width(theirs[i].rows));
      const plain = (rows: unknown[][]) =>
        rows
          .map((row) => Array.from({ length: w }, (_, c) => (row[c] == null ? null : String(row[c]))))
          .filter((row) => row.some((v) => v !== null));
      expect(plain(theirs[i].rows)).toEqual(plain(sheet.rows));
    });
  });
});
