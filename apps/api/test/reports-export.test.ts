import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds, draftBody } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
const CNP_OTHER = '5120315400019'; // a boy born 2012-03-15, filed by unit 2
const ids: Record<string, number> = {};

const save = async (token: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  ids.boyCase = (
    await save(
      t.reporter,
      completeBody({
        patientDetails: { genderId: 1, birthdate: '2015-01-01', address: 'Strada Lalelelor 7' },
        notificationOverview: { trackingStatusId: 1 },
      }),
    )
  ).id;
  ids.girlDraft = (
    await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: CNP_GIRL,
          firstName: 'Ana',
          lastName: 'Ionescu',
          ...dictionaryIds.romaniaCluj,
        },
      }),
    )
  ).id;
  ids.otherCase = (
    await save(
      t.reporter2,
      completeBody({
        patientDetails: {
          identifier: CNP_OTHER,
          firstName: 'Mihai',
          lastName: 'Zamfir',
          genderId: 1,
          birthdate: '2012-03-15',
        },
        notificationOverview: { reportingUnitId: 2 },
        cancerDiagnostic: {
          topologicCodeId: dictionaryIds.topographyKidney,
          diagnosticDate: '2023-05-10',
          clinicalStartDate: '2023-05-01',
        },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
        cancerTreatment: { chimioDate: '2023-05-20' },
      }),
    )
  ).id;
});
afterAll(() => s.close());
const { download, exported, records } = exportHelpers(() => s);

describe('native export (type 1)', () => {
  it('streams one row per case with the spec file name, labels in the caller language', async () => {
    const res = await exported('native-cancer-cases', t.reviewer, {}, 2);
    expect(res.headers.get('content-disposition')).toContain('CancerCasesNativeExport.xlsx');
    const [sheet] = res.sheets;
    expect(sheet.rows[0].slice(0, 4)).toEqual([
      'Case id',
      'Current notification id',
      'Patient id',
      'National id (CNP)',
    ]);
    const rows = records(sheet);
    expect(rows).toHaveLength(2);
    const boy = rows.find((r) => r['National id (CNP)'] === CNP_BOY);
    expect(boy).toMatchObject({
      'Current notification id': ids.boyCase,
      'Last name': 'Popescu',
      'First name': 'Ion',
      Sex: 'Male',
      'Date of birth': '2015-01-01',
      'Date of diagnosis': '2024-03-10',
      'Basis of diagnosis': 'Histology of the primary tumour',
      'Topography code': 'C74.9 Adrenal gland, NOS',
      'Morphology code': '9500/3 Neuroblastoma, NOS',
      'Tracking status': 'Alive, disease-free',
      'Patient dead': 'No',
      Address: 'Strada Lalelelor 7',
    });
  });

  it('Romanian headers and labels for LanguageId 1', async () => {
    const res = await exported('native-cancer-cases', t.reviewer, { identifier: CNP_BOY });
    const [row] = records(res.sheets[0]);
    expect(row).toMatchObject({ Sex: 'Masculin', 'Pacient decedat': 'Nu' });
  });

  it('applies the cases list filter (a filter that matches nothing gives the header alone)', async () => {
    const res = await exported('native-cancer-cases', t.superadmin, { reportingUnitId: 2 });
    expect(records(res.sheets[0]).map((r) => r['ID notificare curentă'])).toEqual([ids.otherCase]);
    const none = await exported('native-cancer-cases', t.reviewer, { identifier: '999' });
    expect(none.sheets[0].rows).toHaveLength(1);
  });
});

describe('who may export', () => {
  it('case exports: reviewers and the super administrator, like the cases list', async () => {
    for (const path of [
      'native-cancer-cases',
      'rich-native-cancer-cases',
      'encr-cancer-cases',
      'concord-cancer-cases',
      'encoded-cancer-cases',
    ]) {
      for (const who of ['reporter', 'auditor', 'executive'])
        expect((await download(path, t[who])).status).toBe(403);
      expect((await download(path, null)).status).toBe(401);
      expect((await download(path, t.superadmin)).status).toBe(200);
    }
  });
  it('anonymised: executives and the super administrator only', async () => {
    expect((await download('anonymyzed-rich-native-cancer-cases', t.reviewer)).status).toBe(403);
    expect((await download('anonymyzed-rich-native-cancer-cases', t.reporter)).status).toBe(403);
    expect((await download('anonymyzed-rich-native-cancer-cases', null)).status).toBe(401);
    expect((await download('anonymyzed-rich-native-cancer-cases', t.superadmin)).status).toBe(200);
  });
  it('notifications: whoever reads the notification list, never executives', async () => {
    expect((await download('cancer-notifications', t.executive)).status).toBe(403);
    expect((await download('cancer-notifications', null)).status).toBe(401);
    expect((await download('cancer-notifications', t.auditor)).status).toBe(200);
  });
});

describe('notifications export', () => {
  it("a reporter's export holds only their units' notifications", async () => {
    const mine = records((await exported('cancer-notifications', t.reporter)).sheets[0]);
    expect(mine.map((r) => r['ID notificare']).sort()).toEqual([ids.boyCase, ids.girlDraft].sort());
    const theirs = records((await exported('cancer-notifications', t.reporter2)).sheets[0]);
    expect(theirs.map((r) => r['ID notificare'])).toEqual([ids.otherCase]);
    // Asking for another unit's rows gives nothing, as the list does.
    const asked = await exported('cancer-notifications', t.reporter, { reportingUnitId: 2 });
    expect(asked.sheets[0].rows).toHaveLength(1);
  });
  it('the list columns and its filter', async () => {
    const res = await exported('cancer-notifications', t.reviewer, { status: 1 }, 2);
    expect(res.headers.get('content-disposition')).toContain('CancerNotifications.xlsx');
    const rows = records(res.sheets[0]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Notification id': ids.girlDraft,
      Status: 'Draft',
      'National id / identifier': CNP_GIRL,
      'First name': 'Ana',
      'Reporting unit': expect.any(String),
    });
  });
});

describe('bad input', () => {
  it('a malformed filter gets 400 and no file', async () => {
    for (const body of [
      { status: 7 },
      { notificationStartDate: '10.03.2024' },
      { identifier: 'x'.repeat(101) },
    ]) {
      const res = await download('native-cancer-cases', t.reviewer, body);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.bytes.toString()).message).toBeTruthy();
    }
    expect((await download('encr-cancer-cases', t.reviewer, { format: 'pdf' })).status).toBe(400);
    expect((await download('cancer-notifications', t.reviewer, { sortBy: 'nope' })).status).toBe(400);
  });
  it('the anonymised export refuses every filter finer than it shows (it would undo its anonymisation)', async () => {
    for (const body of [
      { identifier: '515' },
      { lastName: 'Pop' },
      { search: 'Ion' },
      { cityId: 54975 },
      { countyId: 13 },
      { reportingUnitId: 1 },
      { morphologyCodeId: dictionaryIds.wilms },
      { notificationStartDate: '2024-01-01', notificationEndDate: '2024-12-31' },
    ]) {
      const res = await download('anonymyzed-rich-native-cancer-cases', t.executive, body, 2);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.bytes.toString()).message).toContain('cannot be filtered by name');
    }
    const ro = await download('anonymyzed-rich-native-cancer-cases', t.executive, { cityId: 54975 }, 1);
    expect(JSON.parse(ro.bytes.toString()).message).toContain('localitate');
  });
  it('the anonymised export takes whole diagnosis years only: the file shows the year, nothing finer', async () => {
    for (const body of [
      { diagnosticStartDate: '2024-03-01' },
      { diagnosticEndDate: '2024-03-31' },
      { diagnosticStartDate: '2024-01-01', diagnosticEndDate: '2024-12-30' },
    ]) {
      const res = await download('anonymyzed-rich-native-cancer-cases', t.executive, body, 2);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.bytes.toString()).message).toContain('whole years');
    }
    // The whole year: sheet 1 counts the cases diagnosed in 2024 that the cases list counts.
    const year = { diagnosticStartDate: '2024-01-01', diagnosticEndDate: '2024-12-31' };
    const listed = await s.request('POST', '/api/cancer-cases/filter', { token: t.reviewer, body: year });
    const file = await exported('anonymyzed-rich-native-cancer-cases', t.executive, year, 2);
    const selected = file.sheets[0].rows.find((r) => r[0] === 'Cases selected')?.[1];
    expect(selected).toBe(listed.body.totalRows);
    expect(selected).toBeGreaterThan(0);
  });
});

const lastExportAudit = async () => {
  const result = (await s.sql(
    `select a.entity_id, a.details, u.email from audit_log a join users u on u.id = a.user_id
     where a.action = 'report.exported' order by a.id desc limit 1`,
  )) as { rows: { entity_id: string; email: string; details: Record<string, unknown> }[] };
  return result.rows[0];
};

describe('audit', () => {
  it('the anonymised and notification exports are audited too: layout, filter, rows', async () => {
    const filter = { diagnosticStartDate: '2023-01-01', diagnosticEndDate: '2024-12-31' };
    await exported('anonymyzed-rich-native-cancer-cases', t.executive, filter);
    // The rows written: none here, every case of this small registry is in a cell of fewer than 5.
    expect(await lastExportAudit()).toMatchObject({
      entity_id: 'anonymised-rich-native',
      email: 'executive@demo.local',
      details: { layout: 'anonymised-rich-native', filter, rows: 0, completed: true, format: 'xlsx' },
    });
    await exported('cancer-notifications', t.reporter, { status: 1 });
    expect(await lastExportAudit()).toMatchObject({
      entity_id: 'notifications',
      email: 'reporter@demo.local',
      details: { layout: 'notifications', filter: { status: 1 }, rows: 1, completed: true },
    });
  });

  it('every export appends who, which layout, the filter and how many rows', async () => {
    await exported('concord-cancer-cases', t.reviewer, { reportingUnitId: 1 });
    await s.sql(`select 1`);
    const result = (await s.sql(
      `select user_id, entity_id, details from audit_log where action = 'report.exported' order by id desc limit 1`,
    )) as { rows: { user_id: number; entity_id: string; details: Record<string, unknown> }[] };
    const [row] = result.rows;
    expect(row.entity_id).toBe('concord');
    expect(row.details).toMatchObject({ layout: 'concord', rows: 1, completed: true, format: 'xlsx' });
    expect(row.details.filter).toMatchObject({ reportingUnitId: 1 });
    const reviewer = (await s.sql(`select id from users where email = 'reviewer@demo.local'`)) as {
      rows: { id: number }[];
    };
    expect(row.user_id).toBe(reviewer.rows[0].id);
  });
});
