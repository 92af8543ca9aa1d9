import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds } from './notification-fixtures';

// Golden tests of every layout on a small fixed data set: a living boy (unit 1) and a girl who died (unit 2).
let s: TestServer;
const t: Record<string, string> = {};
const CNP_DEAD_GIRL = '6120315400010'; // born 2012-03-15
const ids: Record<string, number> = {};
const { download, exported, records } = exportHelpers(() => s);

const save = async (token: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  ids.boy = (
    await save(
      t.reporter,
      completeBody({
        patientDetails: { genderId: 1, birthdate: '2015-01-01', address: 'Strada Lalelelor 7' },
        notificationOverview: { trackingStatusId: 1, vitalStatusUpdateDate: '2025-07-01' },
      }),
    )
  ).id;
  const girl = {
    identifier: CNP_DEAD_GIRL,
    firstName: 'Maria',
    lastName: 'Vasilescu',
    genderId: 2,
    birthdate: '2012-03-15',
    address: 'Bulevardul Eroilor 21',
  };
  await save(
    t.reporter2,
    completeBody({
      patientDetails: girl,
      // Her first record's last contact comes before the death reported next (follow-up rules).
      notificationOverview: { reportingUnitId: 2, lastContactDate: '2023-12-01' },
      cancerDiagnostic: {
        topologicCodeId: dictionaryIds.topographyKidney,
        diagnosticDate: '2023-05-10',
        clinicalStartDate: '2023-05-01',
      },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      cancerTreatment: { chimioDate: '2023-05-20' },
    }),
  );
  // Her death is reported on the same case (reason 8): the case's second version.
  const prefill = (
    await s.request('GET', `/api/cancer-notification/${CNP_DEAD_GIRL}/${dictionaryIds.wilms}`, {
      token: t.reporter2,
    })
  ).body;
  ids.girl = (
    await save(t.reporter2, {
      ...prefill,
      status: 2,
      diagnosticReportingReasonId: 8,
      notificationOverview: {
        ...prefill.notificationOverview,
        isPatientDead: true,
        trackingStatusId: 3,
        deathDate: '2024-01-20',
        deathReasonTopoCodeId: dictionaryIds.topographyKidney,
        lastContactDate: '2024-01-20',
        lastDoctor: 'Dr. Pop',
      },
    })
  ).id;
});
afterAll(() => s.close());

const byTumour = (rows: Record<string, unknown>[], key: string) =>
  Object.fromEntries(rows.map((r) => [r[key] === rows[0][key] ? 'first' : 'second', r]));

describe('ENCR (type 3)', () => {
  it('the call-for-data variables, coded as the call codes them, dates as month and year', async () => {
    const res = await exported('encr-cancer-cases', t.reviewer);
    const [sheet] = res.sheets;
    expect(sheet.rows[0]).toEqual(
      'PAT MoB YoB Age Sex Geo_Code Geo_Label TUM MoI YoI BoD Topo Morpho Beh Grade Autopsy Vit_stat MoF YoF Surv_time ICD CoD TNM_ed cT cN cM pT pN pM ToS Stage Surgery Rt Cht Tt It Ht Ot SCT'.split(
        ' ',
      ),
    );
    const rows = records(sheet);
    const boy = rows.find((r) => r.Sex === 1);
    const girl = rows.find((r) => r.Sex === 2);
    expect(boy).toMatchObject({
      MoB: 1,
      YoB: 2015,
      MoI: 3,
      YoI: 2024,
      BoD: 7,
      Topo: 'C749',
      Morpho: 9500,
      Beh: 3,
      Vit_stat: 1,
      MoF: 7,
      YoF: 2025,
      Surv_time: 478,
      ICD: null,
      CoD: null,
      Cht: 1,
      Surgery: 0,
      Tt: 9,
    });
    expect(girl).toMatchObject({
      MoB: 3,
      YoB: 2012,
      Topo: 'C649',
      Morpho: 8960,
      Vit_stat: 2,
      MoF: 1,
      YoF: 2024,
    });
    expect(girl).toMatchObject({ ICD: 10, CoD: 'C64' });
    // No full date anywhere: the call asks for month and year only.
    for (const row of sheet.rows)
      for (const cell of row) expect(String(cell)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('format csv answers the same variables as the CSV QCS reads', async () => {
    const res = await download('encr-cancer-cases', t.reviewer, { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('CancerCasesEncrExport.csv');
    const lines = res.bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0].startsWith('PAT,MoB,YoB,Age,Sex,Geo_Code,Geo_Label,TUM,MoI,YoI,BoD,Topo')).toBe(true);
    const header = lines[0].split(',');
    const boy = lines
      .slice(1)
      .map((l) => l.split(','))
      .find((cells) => cells[header.indexOf('Sex')] === '1');
    expect(boy?.[header.indexOf('Topo')]).toBe('C749');
    expect(boy?.[header.indexOf('BoD')]).toBe('7');
  });
});

describe('CONCORD (type 4)', () => {
  it('ids, sex, complete dates, vital status and its date, ICD-O-3 codes, basis, treatment', async () => {
    const res = await exported('concord-cancer-cases', t.reviewer, {}, 2);
    const rows = records(res.sheets[0]);
    expect(res.sheets[0].rows[0].slice(0, 7)).toEqual([
      'Patient id',
      'Tumour id',
      'Sex',
      'Date of birth',
      'Date of diagnosis',
      'Date of last known vital status',
      'Vital status',
    ]);
    const { first, second } = byTumour(
      rows.sort((a, b) => Number(a.Sex) - Number(b.Sex)),
      'Sex',
    );
    expect(first).toMatchObject({
      Sex: 1,
      'Date of birth': '2015-01-01',
      'Date of diagnosis': '2024-03-10',
      'Date of last known vital status': '2025-07-01',
      'Vital status': 1,
      'ICD-O-3 site': 'C749',
      'ICD-O-3 morphology': 9500,
      Behaviour: 3,
      'Basis of diagnosis': 7,
      Chemotherapy: 1,
      Surgery: 0,
    });
    expect(second).toMatchObject({
      Sex: 2,
      'Date of last known vital status': '2024-01-20',
      'Vital status': 2,
    });
  });
});

describe('rich native (type 2) and encoded (type 5)', () => {
  it('rich native adds every panel, the review state and the number of versions', async () => {
    const res = await exported('rich-native-cancer-cases', t.reviewer, { identifier: CNP_BOY }, 2);
    const [row] = records(res.sheets[0]);
    expect(row).toMatchObject({
      'Treatment: Chemotherapy': 'Yes',
      'Treatment: Chemotherapy start date': '2024-03-20',
      'Subsequent treatment: Chemotherapy': 'No',
      'Current version reviewed': 'No',
      'Number of versions': 1,
      'Reporting reason': expect.any(String),
      'Last doctor': 'Dr. Pop',
      // The label the anonymised test below looks for and must not find.
      City: 'Cluj-Napoca',
      Address: 'Strada Lalelelor 7',
    });
  });

  it('encoded writes codes, and a second sheet maps every code used to its ro/en labels', async () => {
    const res = await exported('encoded-cancer-cases', t.reviewer, {}, 2);
    const [cases, codes] = res.sheets;
    expect(codes.name).toBe('Codes');
    const rows = records(cases);
    expect(rows.map((r) => r.Sex).sort()).toEqual(['F', 'M']);
    const boy = rows.find((r) => r.Sex === 'M');
    expect(boy).toMatchObject({
      'Basis of diagnosis': '7',
      'Topography code': 'C74.9',
      'Morphology code': '9500/3',
      'Tracking status': 'alive-disease-free',
      'Patient dead': 0,
      'Diagnostic date': '2024-03-10',
    });
    expect(codes.rows[0]).toEqual(['Variable', 'Code', 'Romanian', 'English']);
    expect(codes.rows).toContainEqual(['Sex', 'M', 'Masculin', 'Male']);
    expect(codes.rows).toContainEqual(['Sex', 'F', 'Feminin', 'Female']);
    expect(codes.rows).toContainEqual([
      'Basis of diagnosis',
      '7',
      'Histologia tumorii primare',
      'Histology of the primary tumour',
    ]);
    // Only codes the rows used: unit 2's tracking status "dead" is there, "unknown" is not.
    const tracking = codes.rows.filter((r) => r[0] === 'Tracking status').map((r) => r[1]);
    expect(tracking.sort()).toEqual(['alive-disease-free', 'dead']);
  });
});

describe('anonymised rich native', () => {
  const patients = [
    {
      identifier: CNP_BOY,
      names: ['Ion', 'Popescu'],
      address: 'Strada Lalelelor 7',
      dates: ['2015-01-01', '2024-03-10'],
    },
    {
      identifier: CNP_DEAD_GIRL,
      names: ['Maria', 'Vasilescu'],
      address: 'Bulevardul Eroilor 21',
      dates: ['2012-03-15', '2023-05-10', '2024-01-20'],
    },
  ];

  it('holds no name, identifier, address, city or full date, cell by cell; every unit', async () => {
    const res = await exported('anonymyzed-rich-native-cancer-cases', t.executive, {}, 2);
    const [sheet] = res.sheets;
    expect(sheet.rows).toHaveLength(3);
    const cityLabel = 'Cluj-Napoca';
    for (const row of sheet.rows)
      for (const cell of row) {
        const text = String(cell ?? '');
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        expect(text).not.toContain(cityLabel);
        for (const p of patients) {
          expect(text).not.toContain(p.identifier);
          expect(text).not.toContain(p.address);
          for (const name of p.names) expect(text).not.toContain(name);
        }
      }
    const rows = records(sheet);
    const boy = rows.find((r) => r.Sex === 'Male');
    expect(boy).toMatchObject({ 'Date of birth': '2015-01', 'Diagnostic date': '2024-03' });
    expect(rows.find((r) => r.Sex === 'Female')).toMatchObject({ 'Date of death': '2024-01' });
    for (const header of [
      'National id (CNP)',
      'First name',
      'Last name',
      'Address',
      'City',
      'Case id',
      'Patient id',
    ])
      expect(sheet.rows[0]).not.toContain(header);
  });

  it('patient and case keys are keyed hashes, stable from one export to the next', async () => {
    const keys = async () =>
      records((await exported('anonymyzed-rich-native-cancer-cases', t.executive, {}, 2)).sheets[0])
        .map((r) => `${r['Patient key (pseudonym)']}|${r['Case key (pseudonym)']}`)
        .sort();
    const first = await keys();
    expect(first).toEqual(await keys());
    for (const key of first) expect(key).toMatch(/^[0-9a-f]{32}\|[0-9a-f]{32}$/);
    expect(new Set(first.map((k) => k.split('|')[0])).size).toBe(2);
    const secret = (await s.sql(`select value from app_settings where key = 'exportHmacSecret'`)) as {
      rows: { value: string }[];
    };
    expect(secret.rows).toHaveLength(1);
  });
});
