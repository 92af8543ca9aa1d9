import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody } from './notification-fixtures';

/**
 * Issue 23 item 2: the medical-case list also offers the cases the caller's unit reported the tumour
 * of (a live completed notification with reason 1, 7 or 10) whose medical case nobody opened yet —
 * not another unit's, not those the unit only followed up — paged and counted in SQL with the opened
 * ones.
 */
let s: TestServer;
const t: Record<string, string> = {};
const caseOf: Record<string, number> = {};

type Row = { id: number | null; cancerCaseId: number; opened: boolean; reportingUnitId: number };
type Answer = { items: Row[]; totalRows: number; notOpenedRows: number };
const list = async (who: string, body: Record<string, unknown> = {}) => {
  const res = await s.request('POST', '/api/medical-case/filter', {
    token: t[who],
    body: { take: 100, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
};
const save = async (who: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification', { token: t[who], body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.caseId);
};
const child = (identifier: string, lastName: string) => ({
  patientDetails: { identifier, firstName: 'Copil', lastName },
});

beforeAll(async () => {
  s = await startTestServer();
  for (const [k, email] of Object.entries({
    unitadmin: 'unitadmin@demo.local',
    reporter1: 'reporter@demo.local',
    reporter2: 'reporter2@demo.local',
    reviewer: 'reviewer@demo.local',
  }))
    t[k] = await s.signIn(email);
  // Unit 1 reports three tumours; unit 2 reports a fourth and only follows up one of unit 1's.
  caseOf.a = await save('reporter1', completeBody(child(CNP_BOY, 'Albu')));
  caseOf.b = await save('reporter1', completeBody(child(CNP_GIRL, 'Barbu')));
  caseOf.c = await save('reporter1', completeBody(child('5150101400028', 'Cazacu')));
  caseOf.d = await save(
    'reporter2',
    completeBody({ ...child('6150524400031', 'Dinu'), notificationOverview: { reportingUnitId: 2 } }),
  );
  const followUp = completeBody({
    ...child(CNP_BOY, 'Albu'),
    diagnosticReportingReasonId: 4,
    notificationOverview: { reportingUnitId: 2, trackingStatusId: 2, lastContactDate: '2025-09-01' },
  });
  expect(await save('reporter2', followUp)).toBe(caseOf.a);
}, 60_000);
afterAll(() => s.close());

const notOpened = (a: Answer) =>
  a.items
    .filter((r) => !r.opened)
    .map((r) => r.cancerCaseId)
    .sort((x, y) => x - y);

describe('cases whose medical case nobody opened yet', () => {
  it('are offered to the unit that reported the tumour, as not opened, with that unit', async () => {
    const mine = await list('unitadmin');
    expect(notOpened(mine)).toEqual([caseOf.a, caseOf.b, caseOf.c]);
    expect(mine.items.find((r) => r.cancerCaseId === caseOf.a)).toMatchObject({
      id: null,
      opened: false,
      reportingUnitId: 1,
      version: null,
      updatedBy: null,
    });
    expect(mine).toMatchObject({ totalRows: 3, notOpenedRows: 3 });
    // A registrar of the unit may open them too (the opener joins the team): the same offer.
    expect(notOpened(await list('reporter1'))).toEqual([caseOf.a, caseOf.b, caseOf.c]);
  });

  it('not to another unit, nor to a unit that only followed the tumour up; reviewers open none', async () => {
    const other = await list('reporter2');
    expect(notOpened(other)).toEqual([caseOf.d]);
    expect(other).toMatchObject({ totalRows: 1, notOpenedRows: 1 });
    expect(other.items[0].reportingUnitId).toBe(2);
    const reviewer = await list('reviewer');
    expect(reviewer).toMatchObject({ items: [], totalRows: 0, notOpenedRows: 0 });
  });

  it('are filtered by child, name, unit, opened or not; a clinical status leaves none of them', async () => {
    expect(notOpened(await list('unitadmin', { search: 'barbu' }))).toEqual([caseOf.b]);
    expect(notOpened(await list('unitadmin', { identifier: '51501014000' }))).toEqual([caseOf.a, caseOf.c]);
    expect(notOpened(await list('unitadmin', { reportingUnitId: 2 }))).toEqual([]);
    expect(await list('unitadmin', { opened: true })).toMatchObject({
      items: [],
      totalRows: 0,
      notOpenedRows: 3,
    });
    expect((await list('unitadmin', { opened: false })).totalRows).toBe(3);
    expect(await list('unitadmin', { clinicalStatusId: 1 })).toMatchObject({
      totalRows: 0,
      notOpenedRows: 0,
    });
    const [patient] = (
      (await s.sql(`select patient_id from cancer_cases where id = ${caseOf.c}`)) as {
        rows: { patient_id: number }[];
      }
    ).rows;
    expect(notOpened(await list('unitadmin', { patientId: patient.patient_id }))).toEqual([caseOf.c]);
  });

  it('opened from its row, it becomes an opened medical case; the list pages both kinds as one', async () => {
    const open = await s.request('POST', `/api/medical-case/from-case/${caseOf.b}`, { token: t.unitadmin });
    expect(open.status).toBe(200);
    const after = await list('unitadmin', { sortBy: 'lastName' });
    expect(after.items.map((r) => [r.cancerCaseId, r.opened, r.id])).toEqual([
      [caseOf.a, false, null],
      [caseOf.b, true, open.body.id],
      [caseOf.c, false, null],
    ]);
    expect(after).toMatchObject({ totalRows: 3, notOpenedRows: 2 });
    // Page by page, sorted the other way: the same rows, the total counted over both kinds.
    const pages = [];
    for (let skip = 0; skip < 3; skip++) {
      const page = await list('unitadmin', { sortBy: 'lastName', sortDesc: true, take: 1, skip });
      expect(page.totalRows).toBe(3);
      pages.push(...page.items.map((r) => r.cancerCaseId));
    }
    expect(pages).toEqual([caseOf.c, caseOf.b, caseOf.a]);
    // Every sort column sorts the union.
    for (const sortBy of ['identifier', 'reportingUnit', 'diagnosticDate', 'clinicalStatus', 'updatedAt'])
      expect((await list('unitadmin', { sortBy })).items).toHaveLength(3);
  });

  it('a deleted notification of the tumour takes the offer away', async () => {
    const [n] = (
      (await s.sql(`select id from cancer_notifications where case_id = ${caseOf.d}`)) as {
        rows: { id: number }[];
      }
    ).rows;
    await s.sql(`update cancer_notifications set is_deleted = true where id = ${n.id}`);
    expect(await list('reporter2')).toMatchObject({ items: [], totalRows: 0, notOpenedRows: 0 });
  });
});
