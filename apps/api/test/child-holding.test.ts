import { auditActionLabels, cnpCheckDigit } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  completedRow,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  toCells,
  xlsx,
} from './import-fixtures';
import { completeBody, dictionaryIds } from './notification-fixtures';

// Issue 38, item 1: a unit holds the record of a child other units hold only once a reviewer or a
// holding unit confirms it. Until then its report counts for the registry and grants it nothing.
let s: TestServer;
const t: Record<string, string> = {};
const { upload } = importCalls(() => s);
const cnp = (serial: string) => `516010140${serial}${cnpCheckDigit(`516010140${serial}`)}`;
const X = cnp('021'); // unit 1's child
const A = { firstName: 'Anastasia', lastName: 'Zmarkerescu', address: 'Strada Markerului 77' };
const B = { firstName: 'Bogdana', lastName: 'Altfelescu', address: 'Bulevardul Celălalt 3' };
const CONTACTS = { email: 'marker.parent@example.test', phone: '0722000777' };
let x = 0;

type Rows<T> = { rows: T[] };
const q = async <T = Record<string, unknown>>(text: string) => ((await s.sql(text)) as Rows<T>).rows;
const patientOf = async (identifier: string) =>
  Number((await q<{ id: number }>(`select id from patients where identifier = '${identifier}'`))[0].id);
const report = (token: string, identifier: string, unit: number, over: Record<string, unknown> = {}) =>
  s.request('POST', '/api/cancer-notification', {
    token,
    body: completeBody({
      notificationOverview: { reportingUnitId: unit },
      patientDetails: { identifier, ...(unit === 1 ? A : B) },
      ...over,
    }),
  });
const wilms = {
  cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
  cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
  diagnosticReportingReasonId: 7,
};
const requestsOf = async (token: string) =>
  (await s.request('GET', '/api/child-holding', { token })).body.items as {
    id: number;
    patientId: number;
    requestingUnitId: number;
    status: number;
    mayDecide: boolean;
    firstName: string;
  }[];
const pendingFor = async (patientId: number) =>
  (await requestsOf(t.reviewer)).find((r) => r.patientId === patientId && r.status === 1);
const decide = (token: string, id: number, confirm: boolean, language?: 1 | 2) =>
  s.request('POST', `/api/child-holding/${id}`, { token, body: { confirm }, language });
const leaksOfA = (answer: unknown) =>
  [A.firstName, A.lastName, A.address, CONTACTS.email, CONTACTS.phone].filter((m) =>
    JSON.stringify(answer).includes(m),
  );

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'unitadmin', 'reviewer', 'superadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const reported = await report(t.reporter, X, 1);
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  x = reported.body.patientDetails.patientId;
  const read = await s.request('GET', `/api/patient/${x}`, { token: t.reporter });
  const saved = await s.form(
    '/api/patient',
    { ...read.body, ...CONTACTS, isSocialCase: false },
    { token: t.reporter },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);
afterAll(() => s.close());

describe('a unit naming a child another unit holds', { timeout: 60_000 }, () => {
  it("the child's first reporter holds at once, no request filed", async () => {
    const y = cnp('022');
    const first = await report(t.reporter2, y, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.holdingAwaitsConfirmation).toBe(false);
    const patientId = first.body.patientDetails.patientId;
    expect((await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter2 })).status).toBe(200);
    expect(await pendingFor(patientId)).toBeUndefined();
  });

  it('files a pending request, audited and mailed to the holding unit; the unit sees only what it typed', async () => {
    const saved = await report(t.reporter2, X, 2);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.holdingAwaitsConfirmation).toBe(true);
    expect(saved.body.warnings.join(' ')).toMatch(/așteaptă confirmarea/);
    expect(saved.body.patientDetails).toMatchObject({ firstName: B.firstName, lastName: B.lastName });
    const read = await s.request('GET', `/api/cancer-notification/${saved.body.id}`, {
      token: t.reporter2,
      language: 2,
    });
    expect(read.body.holdingAwaitsConfirmation).toBe(true);
    const answers = [
      saved.body,
      read.body,
      await s.request('GET', `/api/patient/${x}`, { token: t.reporter2 }),
      (await s.request('POST', '/api/patient/filter', { token: t.reporter2, body: { take: 50 } })).body,
      (await s.request('POST', '/api/cancer-notification/filter', { token: t.reporter2, body: { take: 50 } }))
        .body,
    ];
    expect(answers[2].status).toBe(404);
    expect(answers.map(leaksOfA)).toEqual(answers.map(() => []));
    expect(
      await q(`select count(*)::int as n from audit_log where action = 'patient.holding-requested'
        and entity = 'patient' and entity_id = '${x}'`),
    ).toEqual([{ n: 1 }]);
    // The notice: unit 1's administrator and case owner, never the requesting unit; no child's data in it.
    const mails = await q<{ to: string; text: string }>(
      `select "to", text from mail_outbox where subject like 'O unitate cere%'`,
    );
    expect(mails.map((m) => m.to)).toEqual(['unitadmin@demo.local']);
    expect(leaksOfA(mails)).toEqual([]);
    // It leads to the page that lists the pending requests (the patient list), not to a missing one.
    expect(mails[0].text).toMatch(/https?:\/\/[^\s]+\/patient$/m);
    expect(auditActionLabels['patient.holding-requested'].en).toBeTruthy();
  });

  it('the requesting unit neither sees nor decides its own request; a holding unit and a reviewer do', async () => {
    expect(await requestsOf(t.reporter2)).toEqual([]);
    const pending = (await pendingFor(x))!;
    expect(pending).toMatchObject({ requestingUnitId: 2, mayDecide: true, firstName: A.firstName });
    const own = await decide(t.reporter2, pending.id, true, 2);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/decided by the units caring for the child/);
    const holding = await requestsOf(t.unitadmin);
    expect(holding.find((r) => r.id === pending.id)).toMatchObject({ mayDecide: true });
    expect((await s.request('GET', `/api/patient/${x}`, { token: t.reporter2 })).status).toBe(404);
  });

  it('refused: the unit stays a non-holder, its report still counts; decided twice is 409', async () => {
    const pending = (await pendingFor(x))!;
    const refused = await decide(t.unitadmin, pending.id, false);
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body).toMatchObject({ status: 3, mayDecide: false });
    const again = await decide(t.reviewer, pending.id, true, 2);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already decided/);
    expect((await s.request('GET', `/api/patient/${x}`, { token: t.reporter2 })).status).toBe(404);
    expect(
      await q(`select count(*)::int as n from cancer_notifications where patient_id = ${x}
        and reporting_unit_id = 2 and status = 2 and not is_deleted and case_id is not null`),
    ).toEqual([{ n: 1 }]);
    expect(
      await q(
        `select action from audit_log where action like 'patient.holding-%' and entity_id = '${x}' order by id`,
      ),
    ).toEqual([{ action: 'patient.holding-requested' }, { action: 'patient.holding-refused' }]);
  });

  it('confirmed by a holding unit: the unit then holds the record and reads its contacts', async () => {
    const another = await report(t.reporter2, X, 2, wilms);
    expect(another.status, JSON.stringify(another.body)).toBe(200);
    expect(another.body.holdingAwaitsConfirmation).toBe(true);
    const pending = (await pendingFor(x))!;
    const confirmed = await decide(t.unitadmin, pending.id, true);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 2, decidedBy: expect.any(String) });
    const record = await s.request('GET', `/api/patient/${x}`, { token: t.reporter2 });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject(CONTACTS);
    // Every report of the unit of the child grants now, the one of the refused request too.
    expect(
      await q(
        `select bool_and(grants_holding) as all from cancer_notifications where patient_id = ${x} and reporting_unit_id = 2`,
      ),
    ).toEqual([{ all: true }]);
    const read = await s.request('GET', `/api/cancer-notification/${another.body.id}`, {
      token: t.reporter2,
    });
    expect(read.body.holdingAwaitsConfirmation).toBe(false);
  });
});

describe('every path decides the same way', { timeout: 120_000 }, () => {
  it('an import: a completed row for a child another unit holds files a pending request; a new child goes to its first reporter', async () => {
    const held = cnp('031');
    expect((await report(t.reporter, held, 1)).status).toBe(200);
    const fresh = cnp('032');
    const rows = [
      completedRow({ identifier: held, reportingUnit: '2', lastName: 'Importescu', firstName: 'Ion' }),
      completedRow({ identifier: fresh, reportingUnit: '1', lastName: 'Noulescu', firstName: 'Ion' }),
      completedRow({ identifier: fresh, reportingUnit: '2', lastName: 'Noulescu', firstName: 'Ion' }),
    ].map(toCells);
    const res = await upload(NOTIFICATIONS, t.superadmin, ['a.xlsx', await xlsx(notificationHeaders, rows)]);
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
    const heldId = await patientOf(held);
    const freshId = await patientOf(fresh);
    expect(await pendingFor(heldId)).toMatchObject({ requestingUnitId: 2 });
    expect(await pendingFor(freshId)).toMatchObject({ requestingUnitId: 2 });
    expect(
      await q(`select reporting_unit_id as unit, grants_holding as grants from cancer_notifications
        where patient_id = ${freshId} order by id`),
    ).toEqual([
      { unit: 1, grants: true },
      { unit: 2, grants: false },
    ]);
    expect((await s.request('GET', `/api/patient/${heldId}`, { token: t.reporter2 })).status).toBe(404);
    expect((await s.request('GET', `/api/patient/${freshId}`, { token: t.reporter })).status).toBe(200);
  });

  it('a merge carries the pending request with the notification to the surviving child', async () => {
    const survivor = cnp('041');
    const retired = cnp('042');
    expect((await report(t.reporter, survivor, 1)).status).toBe(200);
    expect((await report(t.reporter, retired, 1, wilms)).status).toBe(200);
    expect((await report(t.reporter2, retired, 2, wilms)).status).toBe(200);
    const [kept, gone] = [await patientOf(survivor), await patientOf(retired)];
    const before = (await pendingFor(gone))!;
    expect(before).toBeTruthy();
    await q('delete from duplicate_pairs');
    const [pair] = await q<{ id: number }>(
      `insert into duplicate_pairs (patient_a_id, patient_b_id, level, score, source, status, found_at)
       values (${Math.min(kept, gone)}, ${Math.max(kept, gone)}, 'probable', 12.5, 'entry', 'open', now()) returning id`,
    );
    const merged = await s.request('POST', `/api/duplicates/${pair.id}/answer`, {
      token: t.reviewer,
      body: { answer: 'same', survivingPatientId: kept, acknowledged: 'possible-twins' },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(await pendingFor(kept)).toMatchObject({ id: before.id, requestingUnitId: 2 });
    expect((await s.request('GET', `/api/patient/${kept}`, { token: t.reporter2 })).status).toBe(404);
    expect((await decide(t.reviewer, before.id, true)).status).toBe(200);
    expect((await s.request('GET', `/api/patient/${kept}`, { token: t.reporter2 })).status).toBe(200);
  });
});
