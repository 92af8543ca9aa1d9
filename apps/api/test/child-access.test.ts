import { grantsHolding, reportsTheTumour } from '@registry/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsHoldingSql, reportsTheTumourSql } from '../src/platform/child-access';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { completeBody, draftBody } from './notification-fixtures';

// Issue 22, findings 1–3: a draft grants nothing it did not type, a save naming a child other units
// hold is a counted look-up, and another unit cannot silently rewrite the child's general data.
let s: TestServer;
const t: Record<string, string> = {};
const LIMIT = 6;
const CNP = '5160303400010'; // unit 1's child
const A = { firstName: 'Anastasia', lastName: 'Zmarkerescu', address: 'Strada Markerului 77' };
const B = { firstName: 'Bogdana', lastName: 'Altfelescu', address: 'Bulevardul Celălalt 3' };
let patientId = 0;
let agreement = '';
let draftId = 0;

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const lookups = async () =>
  (
    await rows<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'patient.lookup' and details->>'kind' = 'save'`,
    )
  )[0].n;
const unit2Body = (over: Record<string, unknown> = {}) =>
  draftBody({
    notificationOverview: { reportingUnitId: 2 },
    patientDetails: { identifier: CNP, ...B, countyId: 127, cityId: 54975 },
    ...over,
  });

beforeAll(async () => {
  s = await startTestServer({ PATIENT_LOOKUP_LIMIT: String(LIMIT) });
  for (const who of ['reporter', 'reporter2', 'unitadmin', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const reported = await s.request('POST', '/api/cancer-notification', {
    token: t.reporter,
    body: completeBody({ patientDetails: { identifier: CNP, ...A } }),
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  patientId = reported.body.patientDetails.patientId;
  const read = await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter });
  const saved = await s.form(
    '/api/patient',
    { ...read.body, email: 'marker.parent@example.test', phone: '0722000777', isSocialCase: false },
    { token: t.reporter, files: { agreement: ['acord.pdf', sampleFiles.pdf()] } },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  agreement = saved.body.agreementStorageName;
}, 60_000);
afterAll(() => s.close());

const markersIn = (answer: unknown) =>
  [A.firstName, A.lastName, A.address, 'marker.parent@example.test', '0722000777', agreement].filter((m) =>
    JSON.stringify(answer).includes(m),
  );

describe('a draft of another unit', () => {
  it('answers only what its unit typed, opens neither the patient nor its files', async () => {
    const before = await lookups();
    const saved = await s.request('POST', '/api/cancer-notification', {
      token: t.reporter2,
      body: unit2Body(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    draftId = saved.body.id;
    expect(markersIn(saved.body)).toEqual([]);
    expect(saved.body.patientDetails).toMatchObject(B);
    expect(saved.body.sharedWithOtherUnits).toBe(false);
    const reads = [
      await s.request('GET', `/api/cancer-notification/${draftId}`, { token: t.reporter2 }),
      await s.request('POST', '/api/cancer-notification/filter', { token: t.reporter2, body: { take: 20 } }),
      await s.request('POST', '/api/cancer-notification/filter', {
        token: t.reporter2,
        body: { take: 20, search: A.lastName.slice(0, 5) },
      }),
    ];
    for (const r of reads)
      expect(markersIn(r.body), r.body && JSON.stringify(r.body).slice(0, 200)).toEqual([]);
    expect(reads[2].body.totalRows).toBe(0);
    expect((await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter2 })).status).toBe(404);
    const file = await s.request('GET', `/api/document/${agreement}/2`, { token: t.reporter2 });
    expect(file.status).toBe(404);
    expect(
      (await s.request('POST', '/api/patient/filter', { token: t.reporter2, body: { take: 20 } })).body
        .totalRows,
    ).toBe(0);
    // The save named a child unit 1 holds: one look-up, with the identifier.
    expect(await lookups()).toBe(before + 1);
  });

  it("leaves unit 1's record and what unit 1 reads unchanged", async () => {
    const patient = await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter });
    expect(patient.body).toMatchObject({ firstName: A.firstName, lastName: A.lastName });
    const own = await s.request('POST', '/api/cancer-notification/filter', {
      token: t.reporter,
      body: { take: 20, search: A.lastName },
    });
    expect(own.body.items[0]).toMatchObject({ firstName: A.firstName, lastName: A.lastName });
  });

  describe('the look-up limit', () => {
    it('each save naming the child is a counted look-up; past the limit the save goes through, the look-up call does not', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const read = await s.request('GET', `/api/cancer-notification/${draftId}`, { token: t.reporter2 });
        const res = await s.request('POST', '/api/cancer-notification', {
          token: t.reporter2,
          body: { ...read.body, version: read.body.version },
        });
        statuses.push(res.status);
        // Issue 40 item 4: past the limit the save tells no more than before it.
        expect(markersIn(res.body)).toEqual([]);
        expect(res.body.sharedWithOtherUnits).toBe(false);
      }
      expect(statuses).toEqual(Array(LIMIT + 2).fill(200));
      expect(await lookups()).toBe(LIMIT);
      const check = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP}`, {
        token: t.reporter2,
      });
      expect(check.status).toBe(429);
      expect(check.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
});

describe('a completed report by a unit that did not hold the record', () => {
  let proposalId = 0;
  let otherId = 0;
  it('proposes its different general data instead of rewriting the record', async () => {
    const other = completeBody({
      notificationOverview: { reportingUnitId: 2 },
      patientDetails: { identifier: CNP, ...B, countyId: 225, cityId: 95060 },
      cancerMorphology: { morphologyCodeId: 89603 },
      cancerDiagnostic: { topologicCodeId: 1649 },
      diagnosticReportingReasonId: 7,
    });
    // Unit 2's report, completed by a reviewer (reporter2 spent its look-ups above): the record's
    // reaction is decided for the notification's unit, whoever saves it.
    const saved = await s.request('POST', '/api/cancer-notification', { token: t.reviewer, body: other });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.warnings.join(' ')).toMatch(/trimise spre acceptare/);
    // What unit 2 reported is what its answer shows and its version keeps (case evolution reads versions).
    expect(saved.body.patientDetails).toMatchObject({ firstName: B.firstName, lastName: B.lastName });
    const [version] = await rows<{ last_name: string }>(
      `select snapshot->'patientDetails'->>'lastName' as last_name from notification_versions where notification_id = ${saved.body.id}`,
    );
    expect(version.last_name).toBe(B.lastName);
    otherId = saved.body.id;
    const record = await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter });
    expect(record.body).toMatchObject({ firstName: A.firstName, lastName: A.lastName });
    const proposals = await s.request('GET', `/api/patient/${patientId}/change-proposals`, {
      token: t.reporter,
    });
    expect(proposals.status).toBe(200);
    expect(proposals.body.items).toHaveLength(1);
    expect(proposals.body.items[0]).toMatchObject({
      status: 1,
      changes: { firstName: B.firstName, lastName: B.lastName },
      previous: { firstName: A.firstName, lastName: A.lastName },
      mayDecide: true,
    });
    proposalId = proposals.body.items[0].id;
  });

  it('the proposing unit cannot accept its own proposal; a holder or a reviewer decides', async () => {
    // Unit 2 does not hold the record (its report waits for a confirmation, issue 38): it cannot
    // even read the proposals, let alone accept its own.
    const own = await s.request('GET', `/api/patient/${patientId}/change-proposals`, {
      token: t.reporter2,
    });
    expect(own.status).toBe(404);
    const refused = await s.request('POST', `/api/patient/${patientId}/change-proposals/${proposalId}`, {
      token: t.reporter2,
      body: { accept: true },
    });
    expect(refused.status).toBe(404);
    expect((await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter })).body.lastName).toBe(
      A.lastName,
    );
    const accepted = await s.request('POST', `/api/patient/${patientId}/change-proposals/${proposalId}`, {
      token: t.reviewer,
      body: { accept: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.items[0]).toMatchObject({ status: 2, mayDecide: false });
    expect(accepted.body.items[0].decidedBy).toBeTruthy();
    expect((await s.request('GET', `/api/patient/${patientId}`, { token: t.reporter })).body.lastName).toBe(
      B.lastName,
    );
    const again = await s.request('POST', `/api/patient/${patientId}/change-proposals/${proposalId}`, {
      token: t.unitadmin,
      body: { accept: false },
    });
    expect(again.status).toBe(409);
    const audit = await rows<{ action: string }>(
      `select action from audit_log where entity = 'patient' and entity_id = '${patientId}' and action like 'patient.change-%' order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['patient.change-proposed', 'patient.change-accepted']);
  });

  it("the case evolution shows who proposed which change of the child's data and who accepted it", async () => {
    const evolution = (language?: 1 | 2) =>
      s.request('POST', '/api/cancer-cases/evolution', {
        token: t.reviewer,
        language,
        body: { cancerNotificationId: otherId },
      });
    const res = await evolution();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.patientId).toBe(patientId);
    expect(res.body.patientChanges).toHaveLength(1);
    const [change] = res.body.patientChanges;
    expect(change).toMatchObject({ id: proposalId, notificationId: otherId, reportingUnitId: 2, status: 2 });
    expect(change.proposedBy).toBeTruthy();
    expect(change.decidedBy).toBeTruthy();
    expect(change.decidedAt).toBeTruthy();
    const byField = Object.fromEntries(
      (change.fields as { field: string; previous: string | null; proposed: string | null }[]).map((f) => [
        f.field,
        f,
      ]),
    );
    expect(byField.lastName).toEqual({ field: 'lastName', previous: A.lastName, proposed: B.lastName });
    expect(byField.countyId).toEqual({ field: 'countyId', previous: 'Cluj', proposed: 'Iași' });
    expect(byField.cityId.previous).toBe('Cluj-Napoca');
    expect(byField.cityId.proposed).toBe('Iași');
    const en = await evolution(2);
    const enCounty = en.body.patientChanges[0].fields.find((f: { field: string }) => f.field === 'countyId');
    expect(enCounty).toMatchObject({ previous: 'Cluj', proposed: expect.stringMatching(/^Ia/) });
  });
});

describe('one rule: the SQL says what the domain predicate says', () => {
  it('reportsTheTumourSql agrees with reportsTheTumour on every state of a notification', async () => {
    const states = [1, 2].flatMap((status) =>
      [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((reportingReasonId) =>
        [false, true].map((isDeleted) => ({ status, reportingReasonId, isDeleted })),
      ),
    );
    const values = states.map(
      (x, i) => `(${i}, ${x.status}, ${x.reportingReasonId ?? 'null::int'}, ${x.isDeleted})`,
    );
    const condition = new PgDialect().sqlToQuery(reportsTheTumourSql('n')).sql;
    const found = await rows<{ idx: number }>(
      `with n(idx, status, reporting_reason_id, is_deleted) as (values ${values.join(', ')}) select idx from n where ${condition} order by idx`,
    );
    const expected = states.flatMap((x, i) => (reportsTheTumour(x) ? [i] : []));
    expect(expected.length).toBe(3);
    expect(found.map((r) => r.idx)).toEqual(expected);
  });

  it('grantsHoldingSql agrees with grantsHolding on every state of a notification (issue 38)', async () => {
    const states = [1, 2].flatMap((status) =>
      [null, 1, 2, 7, 10].flatMap((reportingReasonId) =>
        [false, true].flatMap((isDeleted) =>
          [false, true].map((grants) => ({ status, reportingReasonId, isDeleted, grantsHolding: grants })),
        ),
      ),
    );
    const values = states.map(
      (x, i) =>
        `(${i}, ${x.status}, ${x.reportingReasonId ?? 'null::int'}, ${x.isDeleted}, ${x.grantsHolding})`,
    );
    const condition = new PgDialect().sqlToQuery(grantsHoldingSql('n')).sql;
    const found = await rows<{ idx: number }>(
      `with n(idx, status, reporting_reason_id, is_deleted, grants_holding) as (values ${values.join(', ')}) select idx from n where ${condition} order by idx`,
    );
    const expected = states.flatMap((x, i) => (grantsHolding(x) ? [i] : []));
    expect(expected.length).toBe(3);
    expect(found.map((r) => r.idx)).toEqual(expected);
  });
});
