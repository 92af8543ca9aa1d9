import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

// Issue 17 item 1: the save route is no way around the look-up rules. A save that finds another
// unit's case is an audited, limited look-up; it tells a reporter of that other unit nothing the
// prefill would not, and what the server took from the case stays with the registry.
let s: TestServer;
const t: Record<string, string> = {};
const LIMIT = 6;
const SECRETS = ['Strada Ascunsă', '2024-02-01', 'Dr. Unitate Unu', 'Observație secretă'];

beforeAll(async () => {
  s = await startTestServer({ PATIENT_LOOKUP_LIMIT: String(LIMIT), PATIENT_LOOKUP_WINDOW_MINUTES: '10' });
  for (const who of ['reporter', 'reporter2', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  const first = await s.request('POST', '/api/cancer-notification/', {
    token: t.reporter,
    body: completeBody({
      observation: 'Observație secretă a unității 1',
      patientDetails: { address: 'Strada Ascunsă 7' },
      notificationOverview: {
        lastContactDate: '2025-06-01',
        lastDoctor: 'Dr. Unitate Unu',
        trackingStatusId: 1,
      },
      cancerTnmStadialization: { stageTypeId: 1 },
    }),
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  // A second child of unit 1, whose case stays unit 1's (the first one's passes to unit 2 below).
  const second = await s.request('POST', '/api/cancer-notification/', {
    token: t.reporter,
    body: completeBody({ patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Pop' } }),
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
});
afterAll(() => s.close());

/** A follow-up body written blind, without the prefill: what a probing client would send. */
const blindFollowUp = (over: Record<string, any> = {}) => {
  const body = completeBody();
  return {
    ...body,
    id: 0,
    version: 0,
    status: 2,
    diagnosticReportingReasonId: 4,
    ...over,
    notificationOverview: {
      ...body.notificationOverview,
      reportingUnitId: 2,
      trackingStatusId: 2,
      lastContactDate: '2024-04-01',
      ...over.notificationOverview,
    },
  };
};
const save = (token: string, body: unknown) =>
  s.request('POST', '/api/cancer-notification/', { token, body, language: 2 });
const lookups = (email: string, action = 'patient.lookup') =>
  s.database.db.query.auditLog.findMany({
    where: (a, { and, eq, sql }) =>
      and(eq(a.action, action), eq(a.userId, sql`(select id from users where email = ${email})`)),
    orderBy: (a, { asc }) => asc(a.id),
  });

describe('a save that finds another unit’s case', () => {
  it('refuses an early contact without telling the date, and is audited as a look-up', async () => {
    const res = await save(t.reporter2, blindFollowUp());
    expect(res.status).toBe(400);
    expect(res.body.codes['notificationOverview.lastContactDate']).toBe(
      'notification.contactAfterPreviousRecord',
    );
    expect(res.body.errors['notificationOverview.lastContactDate']).toBe(
      "The last contact must be after the previous notification's last contact",
    );
    expect(JSON.stringify(res.body)).not.toContain('2025');
    const rows = await lookups('reporter2@demo.local');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'patient', patientIdentifier: CNP_BOY });
    expect(rows[0].details).toMatchObject({
      identifier: CNP_BOY,
      kind: 'save',
      resultCount: 1,
      morphologyCodeId: dictionaryIds.neuroblastoma,
      disclosure: 'coding',
    });
  });

  it('the record’s own unit is told the date, and its save is no look-up', async () => {
    const res = await save(t.reporter, blindFollowUp({ notificationOverview: { reportingUnitId: 1 } }));
    expect(res.status).toBe(400);
    expect(res.body.codes['notificationOverview.lastContactDate']).toBe(
      'notification.contactAfterPrevious_01-06-2025',
    );
    expect(await lookups('reporter@demo.local')).toHaveLength(0);
  });

  it('a draft follow-up keeps the case’s sections server-side: neither its answer nor its reads show them', async () => {
    const draft = blindFollowUp({ status: 1, notificationOverview: { lastContactDate: null } });
    const res = await save(t.reporter2, draft);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.id;
    const hidden = (n: {
      codingOnly?: boolean;
      patientDetails: unknown;
      cancerDiagnostic: unknown;
      cancerTnmStadialization: { stageTypeId: number | null };
    }) => {
      // The page shows its "reported by another unit" notice.
      expect(n.codingOnly).toBe(true);
      expect(n.patientDetails).toMatchObject({
        firstName: 'Ion',
        address: null,
        countyId: null,
        cityId: null,
      });
      expect(n.cancerDiagnostic).toMatchObject({
        topologicCodeId: dictionaryIds.topographyAdrenal,
        clinicalStartDate: null,
      });
      expect(n.cancerTnmStadialization.stageTypeId).toBeNull();
      for (const secret of SECRETS) expect(JSON.stringify(n)).not.toContain(secret);
    };
    hidden(res.body);
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter2 });
    expect(read.status).toBe(200);
    hidden(read.body);
    // The registry keeps the whole description: a reviewer reads it.
    const full = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reviewer });
    expect(full.body.codingOnly).toBe(false);
    expect(full.body.patientDetails.address).toBe('Strada Ascunsă 7');
    expect(full.body.cancerDiagnostic.clinicalStartDate).toBe('2024-02-01');
    expect(full.body.cancerTnmStadialization.stageTypeId).toBe(1);

    // The list neither shows nor filters on the child's county and city for unit 2.
    const listed = async (token: string, filter: Record<string, unknown> = {}) => {
      const list = await s.request('POST', '/api/cancer-notification/filter', {
        token,
        body: { take: 100, ...filter },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return list.body.items.find((i: { id: number }) => i.id === id);
    };
    expect(await listed(t.reporter2)).toMatchObject({ county: null, city: null, firstName: 'Ion' });
    expect(await listed(t.reporter2, { countyId: 127 })).toBeUndefined();
    expect((await listed(t.reviewer)).county).toBeTruthy();
    expect(await listed(t.reviewer, { countyId: 127 })).toBeDefined();

    // Saved again as it was read (masked), the draft keeps the case's sections and completes.
    const again = await save(t.reporter2, {
      ...read.body,
      version: read.body.version,
      status: 2,
      notificationOverview: {
        ...read.body.notificationOverview,
        trackingStatusId: 2,
        lastContactDate: '2025-07-01',
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    hidden(again.body);
    const after = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reviewer });
    expect(after.body.patientDetails.address).toBe('Strada Ascunsă 7');
    expect(after.body.cancerTnmStadialization.stageTypeId).toBe(1);
    // The unit's own sections are its own: what it reported comes back as it was written.
    hidden((await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter2 })).body);
    expect(after.body.notificationOverview.lastContactDate).toBe('2025-07-01');

    // Unit 2's record is now the case's current one; what it holds of unit 1 is still not handed on:
    // neither by the prefill nor by a second follow-up that takes its sections from it.
    const next = await s.request(
      'GET',
      `/api/cancer-notification/${CNP_BOY}/${dictionaryIds.neuroblastoma}`,
      {
        token: t.reporter2,
      },
    );
    expect(next.status).toBe(200);
    hidden(next.body);
    const second = await save(t.reporter2, { ...next.body, version: 0, diagnosticReportingReasonId: 4 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    hidden(second.body);
    hidden(
      (await s.request('GET', `/api/cancer-notification/${second.body.id}`, { token: t.reporter2 })).body,
    );
    const kept = await s.request('GET', `/api/cancer-notification/${second.body.id}`, { token: t.reviewer });
    expect(kept.body.patientDetails.address).toBe('Strada Ascunsă 7');
  });
});

describe('the look-up limit holds for saves', () => {
  it(`past ${LIMIT} look-ups a save is not refused: it follows no other unit's case, as for an unknown child`, async () => {
    const body = blindFollowUp({
      patientDetails: { ...completeBody().patientDetails, identifier: CNP_GIRL },
    });
    const used = (await lookups('reporter2@demo.local')).length;
    for (let i = used; i < LIMIT; i++) expect((await save(t.reporter2, body)).status).toBe(400);
    // Issue 40 item 4: the limit guards disclosure, not work — no 429, and the answer tells nothing.
    const past = await save(t.reporter2, body);
    const unknown = await save(t.reporter2, {
      ...body,
      patientDetails: { ...body.patientDetails, identifier: '5150301400017' },
    });
    expect(past.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(past.body).toEqual(unknown.body);
    expect(await lookups('reporter2@demo.local')).toHaveLength(LIMIT);
    expect(await lookups('reporter2@demo.local', 'patient.lookup-refused')).toHaveLength(2);
    // The explicit look-up call is still limited.
    const check = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_GIRL}`, {
      token: t.reporter2,
    });
    expect(check.status).toBe(429);
    expect(check.body.key).toBe('notification.tooManyLookups');
    expect(Number(check.headers.get('retry-after'))).toBeGreaterThan(500);
  });
});
