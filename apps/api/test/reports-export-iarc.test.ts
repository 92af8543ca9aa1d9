import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fixedLineProblems,
  iicc3CellProblem,
  parseCsv,
} from '@registry/domain/reports/export-layouts/iarc-definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNotification, seedExportDataset } from './export-dataset';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds } from './notification-fixtures';

// The IARC files (types 6 and 7) over real HTTP: downloaded, read back by an independent reader
// (lines split by hand, fields cut at the table's positions) and every cell checked against the
// variable tables of data/standards/.
const DATA = process.env.REFERENCE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');
const table = (name: string) => parseCsv(readFileSync(path.join(DATA, 'standards', name), 'utf8'));
const iicc3Table = table('iicc3-variables.csv');
const iarcTable = table('iarccrgtools-input.csv').filter((r) => r.layout === 'check_all');

let s: TestServer;
const t: Record<string, string> = {};
const { download } = exportHelpers(() => s);
const ids: Record<string, number> = {};
const one = async (query: string) => Number(((await s.sql(query)) as { rows: { id: number }[] }).rows[0].id);
const CNP_ABROAD = '6150524400023'; // a girl born 2015-05-24, living in Hungary
const CNP_ADULT = '5040101400015'; // a young man born 2004-01-01: 20 at incidence

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  await seedExportDataset(s, t);
  // The boy's second primary: a non-malignant CNS tumour (pilocytic astrocytoma, 9421/1).
  await saveNotification(
    s,
    t.reporter,
    completeBody({
      diagnosticReportingReasonId: 7,
      cancerDiagnostic: {
        topologicCodeId: 1710,
        diagnosticDate: '2025-01-15',
        clinicalStartDate: '2025-01-02',
      },
      cancerMorphology: { morphologyCodeId: 94211, behaviorId: 2 },
      cancerTreatment: { chimioDate: '2025-01-20' },
    }),
  );
  for (const [identifier, firstName] of [
    [CNP_ABROAD, 'Ilona'],
    [CNP_ADULT, 'Mihai'],
  ])
    await saveNotification(
      s,
      t.reporter,
      completeBody({
        patientDetails: { identifier, firstName, lastName: 'Test' },
        cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      }),
    );
  await s.sql(`update patients set is_foreigner = true, county_id = null, city_id = null, home_country_id = 348
    where identifier = '${CNP_ABROAD}'`);
  await s.sql(`update patients set birthdate = '2004-01-01' where identifier = '${CNP_ADULT}'`);
  ids.boy = await one(`select id from patients where identifier = '${CNP_BOY}'`);
  ids.cases = await one(`select count(*)::int as id from cancer_cases where not is_deleted`);
});
afterAll(() => s.close());

const lines = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
};

describe('IICC-3 (type 6)', () => {
  it('one row per tumour the call takes, every cell coded as iicc3-variables.csv defines it', async () => {
    const res = await download('iicc3-cancer-cases', t.reviewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('CancerCasesIicc3Export.csv');
    const [header, ...rows] = lines(res.bytes).map((l) => l.split(','));
    expect(header).toEqual(
      'REGION ID SEQ SEX DOB_YYYYDDMM DOI_YYYYDDMM DOR_YYYYDDMM AGE TOPOGRAPHY LATERALITY HISTOLOGY BEHAVIOUR GRADE BASIS VITAL_STATUS ICCC3_GROUP ICCC3_SUBGROUP ICCC3_EXTENDED'.split(
        ' ',
      ),
    );
    // Five cases: the girl living abroad and the man of 20 are not the call's.
    expect(ids.cases).toBe(5);
    expect(rows).toHaveLength(3);
    for (const cells of rows) {
      const row = Object.fromEntries(iicc3Table.map((v, i) => [Number(v.order), cells[i]]));
      for (const definition of iicc3Table)
        expect(
          iicc3CellProblem(definition, row[Number(definition.order)], row),
          definition.variable,
        ).toBeNull();
    }
    const record = (cells: string[]) => Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    const boy = rows.map(record).filter((r) => r.ID === String(ids.boy));
    expect(boy.map((r) => [r.SEQ, r.TOPOGRAPHY, r.HISTOLOGY, r.BEHAVIOUR, r.ICCC3_GROUP])).toEqual([
      ['01', 'C749', '9500', '3', 'IV'],
      ['02', 'C710', '9421', '1', 'III'],
    ]);
    expect(boy[0]).toMatchObject({
      REGION: '12',
      SEX: '1',
      DOB_YYYYDDMM: '20150101',
      DOI_YYYYDDMM: '20241003',
      AGE: '9',
    });
    const girl = rows.map(record).find((r) => r.SEX === '2');
    expect(girl).toMatchObject({
      SEQ: '00',
      TOPOGRAPHY: 'C649',
      LATERALITY: '9',
      VITAL_STATUS: '2',
      ICCC3_SUBGROUP: 'VIa',
    });
    // The audit row counts the rows written.
    const audited = (await s.sql(
      `select details->>'rows' as rows from audit_log where action = 'report.exported' order by id desc limit 1`,
    )) as { rows: { rows: string }[] };
    expect(audited.rows[0].rows).toBe('3');
  });

  it('the same bytes whatever the language; the filter is honoured', async () => {
    const ro = await download('iicc3-cancer-cases', t.reviewer, {}, 1);
    const en = await download('iicc3-cancer-cases', t.reviewer, {}, 2);
    expect(en.bytes.equals(ro.bytes)).toBe(true);
    const filtered = lines(
      (await download('iicc3-cancer-cases', t.superadmin, { identifier: CNP_BOY })).bytes,
    );
    expect(filtered.slice(1).map((l) => l.split(',')[1])).toEqual([String(ids.boy), String(ids.boy)]);
  });
});

describe('IARCcrgTools (type 7)', () => {
  it('every case the filter selects, each field at the positions of iarccrgtools-input.csv', async () => {
    const res = await download('iarccrgtools-cancer-cases', t.reviewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('content-disposition')).toContain('CancerCasesIarcCrgToolsExport.txt');
    const records = lines(res.bytes);
    expect(records).toHaveLength(ids.cases);
    for (const line of records) expect(fixedLineProblems(iarcTable, line)).toEqual([]);
    const field = (line: string, name: string) => {
      const f = iarcTable.find((r) => r.field === name);
      return line.slice(Number(f?.start) - 1, Number(f?.end));
    };
    const cns = records.find((l) => field(l, 'icdo3_histology') === '9421');
    expect(cns && field(cns, 'icdo3_topography')).toBe('  710');
    expect(cns && field(cns, 'dg_date')).toBe('20250115');
    // Stated 9; from the dates 10 (the boy's second tumour), 11, 8 and 20 (the man not in IICC-3).
    expect(records.map((l) => field(l, 'dg_age')).sort()).toEqual(['008', '009', '010', '011', '020']);
    const en = await download('iarccrgtools-cancer-cases', t.reviewer, {}, 2);
    expect(en.bytes.equals(res.bytes)).toBe(true);
    const filtered = lines(
      (await download('iarccrgtools-cancer-cases', t.reviewer, { identifier: CNP_BOY })).bytes,
    );
    expect(filtered).toHaveLength(2);
  });
});

describe('who may export the IARC files', () => {
  it('reviewers and the super administrator, like the cases list', async () => {
    for (const path of ['iicc3-cancer-cases', 'iarccrgtools-cancer-cases']) {
      for (const who of ['reporter', 'auditor', 'executive']) {
        const res = await download(path, t[who]);
        expect(res.status).toBe(403);
        expect(JSON.parse(res.bytes.toString('utf8')).message).toBeTruthy();
      }
      expect((await download(path, null)).status).toBe(401);
      expect((await download(path, t.superadmin)).status).toBe(200);
    }
  });
});
