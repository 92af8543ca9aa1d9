import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  collectAnswers,
  findLeaks,
  type IdPools,
  leakReport,
  readingCalls,
} from './access-paths.answers';
import {
  ALL_MARKERS,
  B_TYPED,
  bDraft,
  bTreatment,
  CNP_MARKED,
  lookupWindowPasses,
  makeUnitA,
  saveLookupCount,
  type UnitA,
} from './access-paths.fixtures';
import { contentBundle, TUMOURS } from './fhir-fixtures';
import { fhirHarness, notificationOf } from './fhir-harness';
import { startTestServer, type TestServer } from './harness';
import { dayFrom } from './intervention-fixtures';
import { completeBody, dictionaryIds } from './notification-fixtures';

/**
 * Issue 22 "Make it stay": path tests, not route tests. Unit B (reporter2, unit 2) plays ordinary
 * actions against unit A's child (unit 1), and after every step every answer B can get — each GET
 * and reading POST of the route table, with A's ids and B's own — is searched for A's markers
 * (access-paths.fixtures.ts). What B may see grows only as ACCESS-MODEL.md says: the identity on
 * the look-up's answers, then anywhere once B completes a follow-up from it (the follow-up unlocks
 * nothing the prefill hides); the record (contacts, social case, distance, files) once B completes a
 * new diagnosis and a reviewer confirms the link (issue 38: until then B's report claims the record,
 * it does not grant it); A's notifications and A's medical case never.
 */
let s: TestServer;
const t: Record<'a' | 'owner' | 'b', string> = { a: '', owner: '', b: '' };
let unitA: UnitA;
/** B's own objects, added as the steps make them: their ids are scanned too. */
const b = { notifications: [] as number[], cases: [] as number[] };
const range = { from: dayFrom(-30), to: dayFrom(30) };

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const ids = async (table: string) =>
  (await rows<{ id: number }>(`select id from ${table} order by id`)).map((r) => Number(r.id));

beforeAll(async () => {
  s = await startTestServer();
  t.a = await s.signIn('reporter@demo.local');
  t.owner = await s.signIn('unitadmin@demo.local');
  t.b = await s.signIn('reporter2@demo.local');
  unitA = await makeUnitA(s, t.a, t.owner);
}, 90_000);
afterAll(() => s.close());

async function pools(): Promise<IdPools> {
  const bUser = await rows<{ id: number }>("select id from users where email = 'reporter2@demo.local'");
  return {
    patient: [unitA.patientId],
    notification: [...unitA.notificationIds, ...b.notifications],
    cancerCase: [...unitA.caseIds, ...b.cases],
    medicalCase: await ids('medical_cases'),
    intervention: await ids('clinical_interventions'),
    interventionDocument: await ids('clinical_intervention_documents'),
    recommendation: await ids('medical_case_recommendations'),
    attachment: [unitA.attachmentId],
    storageName: unitA.storageNames,
    employee: unitA.employeeIds,
    user: bUser.map((r) => Number(r.id)),
    identifier: CNP_MARKED,
    morphology: [dictionaryIds.neuroblastoma, dictionaryIds.wilms],
  };
}

/** B's own notifications, read, listed or exported: after a look-up they carry the identity it disclosed. */
const B_NOTIFICATION_ANSWERS = /^(GET|POST) \/api\/(cancer-notification|report\/cancer-notifications)/;
/** What the model lets B see besides its own: grows with the steps. */
let allowed: (route: string, markerClass: string) => boolean = () => false;

/** Every answer B can get now, plus the step's own answers; one message listing all leaks. */
async function scanAsB(step: string, extra: Answer[] = []) {
  const calls = readingCalls(s, await pools(), range);
  const started = Date.now();
  const answers = [...extra, ...(await collectAnswers(s, t.b, calls))];
  console.info(`${step}: ${calls.length} calls in ${Date.now() - started} ms`);
  // A vacuous scan proves nothing: B's lists and its export must have answered.
  for (const route of [
    'POST /api/cancer-notification/filter',
    'POST /api/patient/filter',
    'POST /api/medical-case/filter',
    'POST /api/calendar/feed',
    'POST /api/report/cancer-notifications/export',
  ])
    expect(
      answers.some((a) => a.route.startsWith(route) && a.status === 200),
      route,
    ).toBe(true);
  const report = leakReport(step, findLeaks(answers, ALL_MARKERS, allowed));
  if (report) console.info(report);
  expect(report).toBe('');
}

const asAnswer = (route: string, res: { status: number; body: unknown }): Answer => ({
  route,
  status: res.status,
  text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body),
});

/** A's record keeps A's names and address, in the database and on A's reads. */
async function expectAKeepsItsRecord() {
  const [stored] = await rows<Record<string, string>>(
    `select first_name, last_name, address from patients where id = ${unitA.patientId}`,
  );
  expect
    .soft(stored)
    .toEqual({ first_name: 'Markerina', last_name: 'Zmarkerescu', address: 'Strada Markerului 77' });
  const patient = await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.a });
  expect
    .soft(patient.body)
    .toMatchObject({ firstName: 'Markerina', lastName: 'Zmarkerescu', homeAddress: 'Strada Markerului 77' });
  const notification = await s.request('GET', `/api/cancer-notification/${unitA.notificationIds[0]}`, {
    token: t.a,
  });
  expect.soft(notification.body.patientDetails).toMatchObject({
    firstName: 'Markerina',
    lastName: 'Zmarkerescu',
    address: 'Strada Markerului 77',
  });
}

describe('the scanner sees what A sees (positive control)', () => {
  it("finds every marker in unit A's own answers, so a reader that hands them to B is caught", async () => {
    // A's case owner (also a reporter of unit 1) reads A's notifications, patient and medical case.
    const answers = await collectAnswers(s, t.owner, readingCalls(s, await pools(), range));
    // The xlsx export is read cell by cell: A's own export names the child.
    const exported = answers.filter((a) =>
      a.route.startsWith('POST /api/report/cancer-notifications/export'),
    );
    expect(exported.some((a) => a.status === 200 && a.text.includes('Zmarkerescu'))).toBe(true);
    const dateVariant = /^\d\d[./-]/;
    const missing = ALL_MARKERS.filter((m) => !dateVariant.test(m.name)).filter(
      (m) => findLeaks(answers, [m]).length === 0,
    );
    expect(missing.map((m) => m.name)).toEqual([]);
  }, 60_000);
});

describe('unit B against unit A’s child, step by step', () => {
  it('0 before anything: B gets nothing of A', async () => {
    expect((await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.b })).status).toBe(404);
    await scanAsB('0 before anything');
  }, 60_000);

  it('1 the draft door: a draft naming the child opens neither the record nor its files', async () => {
    // First with the identifier and names only: the answer must not fill in A's stored address.
    const bare = await s.request('POST', '/api/cancer-notification', {
      token: t.b,
      body: bDraft({
        patientDetails: {
          identifier: CNP_MARKED,
          firstName: 'Bogdana',
          lastName: 'Ciornescu',
          countyId: 127,
          cityId: 54975,
        },
      }),
    });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    const saved = await s.request('POST', '/api/cancer-notification', { token: t.b, body: bDraft() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    b.notifications.push(bare.body.id, saved.body.id);
    // The answers are B's typed copy: nothing stored of A, and no "shared" hint carrying A's values.
    expect.soft(saved.body.patientDetails).toMatchObject(B_TYPED);
    expect
      .soft(await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.b }))
      .toMatchObject({ status: 404 });
    await expectAKeepsItsRecord();
    await scanAsB('1 the draft door', [
      asAnswer('POST /api/cancer-notification (draft without address)', bare),
      asAnswer('POST /api/cancer-notification (draft)', saved),
    ]);
  }, 60_000);

  it("1b the FHIR door: B's hospital system reports the child; its draft opens nothing of A", async () => {
    // Issue 43: a report received from unit B's own system gets exactly what B's save would.
    const h = fhirHarness(s);
    const client = await h.newClient(await s.signIn('superadmin@demo.local'), 2, 'HIS unitatea B');
    const received = await h.send(
      '/fhir/R4/Bundle',
      client.token,
      contentBundle(
        'paths-b-1',
        { cnp: CNP_MARKED, given: 'Bogdana', family: 'Ciornescu' },
        // Not A's tumour, and no staging: A's coding (its stage type among them) is a marker.
        TUMOURS.all,
      ),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const id = notificationOf(received.body);
    b.notifications.push(id);
    const intake = await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, { token: t.b });
    expect.soft(intake.status).toBe(200);
    expect
      .soft(await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.b }))
      .toMatchObject({ status: 404 });
    await expectAKeepsItsRecord();
    await scanAsB('1b the FHIR door', [
      asAnswer('POST /fhir/R4/Bundle', received),
      asAnswer(`GET /api/cancer-notification/${id}/fhir-intake`, intake),
    ]);
  }, 60_000);

  it('2 the oracle: 40 draft saves naming the child are look-ups, limited and audited; past the limit they go through and tell nothing', async () => {
    await lookupWindowPasses(s);
    const before = await saveLookupCount(s);
    const statuses: number[] = [];
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await s.request('POST', '/api/cancer-notification', { token: t.b, body: bDraft() });
      statuses.push(res.status);
      answers.push(asAnswer(`POST /api/cancer-notification (draft ${i + 1})`, res));
      if (res.status === 200) expect.soft(res.body.patientDetails).toMatchObject(B_TYPED);
    }
    // Issue 40 item 4: the limit guards disclosure, not work — every save is taken.
    expect.soft(statuses.join(','), 'every draft save is taken').toBe(Array(40).fill(200).join(','));
    expect
      .soft(
        (await saveLookupCount(s)) - before,
        'one patient.lookup (kind save) per look-up within the limit',
      )
      .toBe(30);
    const leaks = findLeaks(answers, ALL_MARKERS, allowed);
    expect.soft(leakReport('2 the oracle (save answers)', leaks)).toBe('');
    await scanAsB('2 the oracle');
  }, 60_000);

  it('3 the look-ups: the identity and the coding, nothing else', async () => {
    await lookupWindowPasses(s);
    const check = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_MARKED}`, {
      token: t.b,
    });
    const prefill = await s.request('GET', `/api/cancer-notification/${CNP_MARKED}/${dictionaryIds.wilms}`, {
      token: t.b,
    });
    expect(prefill.status).toBe(200);
    allowed = (route, markerClass) => markerClass === 'identity' && B_NOTIFICATION_ANSWERS.test(route);
    await scanAsB('3 the look-ups', [
      asAnswer(`GET /api/cancer-notification/check-identifier/${CNP_MARKED}`, check),
      asAnswer(`GET /api/cancer-notification/${CNP_MARKED}/${dictionaryIds.wilms}`, prefill),
    ]);
  }, 60_000);

  it('4 the second door: a completed follow-up neither shows A’s case nor opens its medical case', async () => {
    const prefill = (
      await s.request('GET', `/api/cancer-notification/${CNP_MARKED}/${dictionaryIds.wilms}`, { token: t.b })
    ).body;
    const followUp = await s.request('POST', '/api/cancer-notification', {
      token: t.b,
      body: {
        ...prefill,
        version: 0,
        status: 2,
        diagnosticReportingReasonId: 2,
        observation: 'Observația unității doi',
        notificationOverview: {
          ...prefill.notificationOverview,
          reportingUnitId: 2,
          lastContactDate: '2025-08-01',
          lastDoctor: 'Dr. Doiulescu',
        },
        cancerTreatment: { ...prefill.cancerTreatment, ...bTreatment },
      },
    });
    expect(followUp.status, JSON.stringify(followUp.body)).toBe(200);
    b.notifications.push(followUp.body.id);
    const opens = [];
    for (const caseId of unitA.caseIds) {
      const opened = await s.request('POST', `/api/medical-case/from-case/${caseId}`, { token: t.b });
      opens.push(asAnswer(`POST /api/medical-case/from-case/${caseId}`, opened));
      expect
        .soft(
          opened.status === 200 && opened.body?.created === true,
          `from-case ${caseId}: ${opened.status} ${JSON.stringify(opened.body)}`,
        )
        .toBe(false);
    }
    // B now reports the child by a follow-up: the identity the prefill gave is B's to read anywhere;
    // what the prefill hides stays hidden ("a follow-up never unlocks what the prefill hides").
    allowed = (_route, markerClass) => markerClass === 'identity';
    await scanAsB('4 the second door', [
      asAnswer('POST /api/cancer-notification (follow-up)', followUp),
      ...opens,
    ]);
  }, 60_000);

  it('5 the rename: B completes a new diagnosis with other names; A’s record keeps A’s values', async () => {
    await lookupWindowPasses(s);
    const saved = await s.request('POST', '/api/cancer-notification', {
      token: t.b,
      body: completeBody({
        patientDetails: {
          identifier: CNP_MARKED,
          firstName: 'Bogdana',
          lastName: 'Noulescu',
          address: 'Strada Nouă 3',
        },
        notificationOverview: {
          reportingUnitId: 2,
          lastDoctor: 'Dr. Doiulescu',
          lastContactDate: '2025-08-02',
        },
        cancerDiagnostic: { clinicalStartDate: '2024-01-05' },
        cancerTreatment: bTreatment,
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    b.notifications.push(saved.body.id);
    if (!unitA.caseIds.includes(saved.body.caseId)) b.cases.push(saved.body.caseId);
    await expectAKeepsItsRecord();
    // B now reports the tumour of a child A holds: that claims the record, it does not grant it
    // (issue 38). Until a reviewer or A confirms the link B sees what it typed and nothing more.
    expect.soft(saved.body.holdingAwaitsConfirmation).toBe(true);
    expect.soft(saved.body.warnings.join(' ')).toMatch(/așteaptă confirmarea/);
    await scanAsB('5 the rename', [asAnswer('POST /api/cancer-notification (new diagnosis)', saved)]);
  }, 60_000);

  it('5a the claim: unconfirmed, B reads, rewrites, opens and joins nothing of the child', async () => {
    const answers: Answer[] = [];
    const record = await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.b });
    answers.push(asAnswer(`GET /api/patient/${unitA.patientId}`, record));
    expect.soft(record.status).toBe(404);
    // The patient save: another surname and address, as B's report typed them, with the record's
    // own version (as if B had guessed it). B may not read the record, so it has none to edit: 404,
    // and the record keeps A's values (B's report already proposed its differing general data).
    const [{ version }] = await rows<{ version: number }>(
      `select version from patients where id = ${unitA.patientId}`,
    );
    const rewrite = await s.form(
      '/api/patient',
      {
        id: unitA.patientId,
        identifier: CNP_MARKED,
        isForeigner: false,
        firstName: 'Bogdana',
        lastName: 'Noulescu',
        genderId: 2,
        birthdate: '2016-03-03',
        homeAddress: 'Strada Nouă 3',
        isSocialCase: false,
        homeCountryId: 1,
        homeCountyId: 127,
        homeCityId: 54975,
        version,
      },
      { token: t.b },
    );
    answers.push(asAnswer('POST /api/patient (rewrite)', rewrite));
    expect.soft(rewrite.status, JSON.stringify(rewrite.body)).toBe(404);
    await expectAKeepsItsRecord();
    // The medical cases: B opens none and asks to join none (its report grants nothing yet).
    for (const caseId of [...unitA.caseIds, ...b.cases]) {
      const opened = await s.request('POST', `/api/medical-case/from-case/${caseId}`, { token: t.b });
      answers.push(asAnswer(`POST /api/medical-case/from-case/${caseId}`, opened));
      expect.soft(opened.status === 200 && opened.body?.created === true, `open ${caseId}`).toBe(false);
      const join = await s.request('POST', `/api/medical-case/from-case/${caseId}/join-request`, {
        token: t.b,
      });
      answers.push(asAnswer(`POST /api/medical-case/from-case/${caseId}/join-request`, join));
      expect.soft(join.status, `join ${caseId}: ${JSON.stringify(join.body)}`).toBeGreaterThanOrEqual(400);
    }
    const asked = await rows<{ n: number }>(
      `select count(*)::int as n from medical_case_join_requests r join employees e on e.id = r.employee_id where e.reporting_unit_id = 2`,
    );
    expect.soft(asked[0].n).toBe(0);
    // Nor does B see the request: its entry shows the record's identity.
    const listed = await s.request('GET', '/api/child-holding', { token: t.b });
    answers.push(asAnswer('GET /api/child-holding', listed));
    expect.soft(listed.body.items).toEqual([]);
    await scanAsB('5a the claim', answers);
  }, 60_000);

  it('5b the confirmation: once a reviewer confirms the link, B holds the record', async () => {
    const reviewer = await s.signIn('reviewer@demo.local');
    const pending = await s.request('GET', '/api/child-holding', { token: reviewer });
    const request = pending.body.items.find((r: { patientId: number }) => r.patientId === unitA.patientId);
    expect(request).toMatchObject({ requestingUnitId: 2, status: 1, mayDecide: true });
    const own = await s.request('POST', `/api/child-holding/${request.id}`, {
      token: t.b,
      body: { confirm: true },
    });
    expect(own.status).toBe(403);
    const confirmed = await s.request('POST', `/api/child-holding/${request.id}`, {
      token: reviewer,
      body: { confirm: true },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 2, mayDecide: false });
    expect((await s.request('GET', `/api/patient/${unitA.patientId}`, { token: t.b })).status).toBe(200);
    // B holds the record now (identity, contacts, files), not A's notifications nor A's medical case.
    allowed = (_route, markerClass) => markerClass === 'identity' || markerClass === 'record';
    await scanAsB('5b the confirmation');
  }, 60_000);

  it('6 the takeover: A’s case owner still opens, reads and manages the medical case of C2', async () => {
    const opened = await s.request('POST', `/api/medical-case/from-case/${unitA.caseIds[1]}`, {
      token: t.owner,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const read = await s.request('GET', `/api/medical-case/${opened.body.id}`, { token: t.owner });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.reportingUnitId).toBe(1);
    const reporter = unitA.employeeIds.find((id) => id !== read.body.ownerEmployeeId);
    const member = await s.request('POST', `/api/medical-case/${opened.body.id}/team`, {
      token: t.owner,
      body: { employeeId: reporter, teamKind: 2, reportingUnitId: 1 },
    });
    expect(member.status, JSON.stringify(member.body)).toBe(204);
  });
});
