import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds } from './notification-fixtures';

// Issue 17 item 1 (minimum necessary disclosure, audit, limit) and issue 18 item 1 (follow-up rules).
let s: TestServer;
const t: Record<string, string> = {};
// Saves that find another unit's case count too (patient-lookup-save.test.ts): room for this file's own.
const LIMIT = 10;
let recordId = 0;

beforeAll(async () => {
  s = await startTestServer({ PATIENT_LOOKUP_LIMIT: String(LIMIT), PATIENT_LOOKUP_WINDOW_MINUTES: '10' });
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
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
      cancerDiagnostic: { lateralityId: 1 },
      cancerTnmStadialization: { stageTypeId: 1 },
    }),
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  recordId = first.body.id;
});
afterAll(() => s.close());

const prefill = (token: string) =>
  s.request('GET', `/api/cancer-notification/${CNP_BOY}/${dictionaryIds.neuroblastoma}`, { token });
const lookupRows = (email: string) =>
  s.database.db.query.auditLog.findMany({
    where: (a, { and, eq, inArray, sql }) =>
      and(
        inArray(a.action, ['patient.lookup', 'patient.lookup-refused']),
        eq(a.userId, sql`(select id from users where email = ${email})`),
      ),
    orderBy: (a, { asc }) => asc(a.id),
  });

describe('minimum necessary disclosure of the follow-up prefill', () => {
  it('a reporter of another unit gets the identity and the tumour’s coding, nothing else', async () => {
    const res = await prefill(t.reporter2);
    expect(res.status).toBe(200);
    const n = res.body;
    expect(n).toMatchObject({ id: 0, status: 1, previousNotificationId: recordId, codingOnly: true });
    expect(n.patientDetails).toMatchObject({
      identifier: CNP_BOY,
      firstName: 'Ion',
      lastName: 'Popescu',
      birthdate: '2015-01-01',
      genderId: 1,
    });
    expect(n.cancerDiagnostic).toMatchObject({
      diagnosticDate: '2024-03-10',
      topologicCodeId: dictionaryIds.topographyAdrenal,
      lateralityId: 1,
      registrationBaseId: dictionaryIds.basisHistologyPrimary,
    });
    expect(n.cancerMorphology).toMatchObject({
      morphologyCodeId: dictionaryIds.neuroblastoma,
      behaviorId: dictionaryIds.behaviourMalignant,
    });
    // Forbidden: the treatment, the follow-up, the doctor, free text, the address, the staging.
    expect(n.cancerTreatment).toMatchObject({
      hasChimio: false,
      chimioDate: null,
      therapeuticAgentsIds: [],
      therapeuticProtocolId: null,
      systemicTherapyRoleId: null,
    });
    expect(n.notificationOverview).toMatchObject({
      reportingUnitId: 2,
      lastDoctor: null,
      lastContactDate: null,
      trackingStatusId: null,
    });
    expect(n.patientDetails).toMatchObject({ address: null, countyId: null, cityId: null });
    expect(n.cancerDiagnostic.clinicalStartDate).toBeNull();
    expect(n.cancerTnmStadialization.stageTypeId).toBeNull();
    expect(n.observation).toBeNull();
    const text = JSON.stringify(n);
    for (const secret of ['Dr. Unitate Unu', 'Strada Ascunsă', 'Observație secretă', '2024-03-20'])
      expect(text).not.toContain(secret);
    // The previous contact date is given: the rule "after the previous contact" needs it.
    expect(n.previousContact).toEqual({ lastContactDate: '2025-06-01' });
  });

  it('the record’s own unit and a reviewer get the full description, still without the last contact', async () => {
    for (const who of ['reporter', 'reviewer']) {
      const res = await prefill(t[who]);
      expect(res.status).toBe(200);
      expect(res.body.cancerTreatment).toMatchObject({ hasChimio: true, therapeuticProtocolId: 3 });
      expect(res.body.patientDetails.address).toBe('Strada Ascunsă 7');
      expect(res.body.cancerTnmStadialization.stageTypeId).toBe(1);
      expect(res.body.notificationOverview).toMatchObject({ lastDoctor: null, lastContactDate: null });
      expect(res.body.observation).toBeNull();
    }
  });

  it('every look-up is audited with the identifier, its kind, the result count and the disclosure', async () => {
    const check = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_BOY}`, {
      token: t.reporter2,
    });
    expect(check.status).toBe(200);
    const unknown = await s.request('GET', '/api/cancer-notification/check-identifier/6150524400023', {
      token: t.reporter2,
    });
    expect(unknown.body).toEqual({ isKnownPatient: false, morphologicCodes: [] });
    const rows = await lookupRows('reporter2@demo.local');
    expect(rows.map((r) => r.details)).toEqual([
      expect.objectContaining({
        identifier: CNP_BOY,
        kind: 'follow-up',
        resultCount: 1,
        disclosure: 'coding',
      }),
      { identifier: CNP_BOY, kind: 'check-identifier', resultCount: 1 },
      { identifier: '6150524400023', kind: 'check-identifier', resultCount: 0 },
    ]);
    expect(rows[0]).toMatchObject({ action: 'patient.lookup', entity: 'patient' });
    expect(rows[2].entityId).toBeNull();
    const reviewer = await lookupRows('reviewer@demo.local');
    expect(reviewer[0].details).toMatchObject({ disclosure: 'full' });
  });
});

describe('the per-user look-up limit', () => {
  it(`answers 429, translated, after ${LIMIT} look-ups in the window, and audits the refusal`, async () => {
    const probe = (i: number) =>
      s.request('GET', `/api/cancer-notification/check-identifier/5150101400${String(i).padStart(3, '0')}`, {
        token: t.unitadmin,
        language: 2,
      });
    for (let i = 0; i < LIMIT; i++) expect((await probe(i)).status).toBe(200);
    const refused = await probe(99);
    expect(refused.status).toBe(429);
    expect(refused.body.key).toBe('notification.tooManyLookups');
    expect(refused.body.message).toContain('Too many patient look-ups');
    expect(refused.body.message).toContain('10 minutes');
    const prefillToo = await prefill(t.unitadmin);
    expect(prefillToo.status).toBe(429);
    const ro = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_BOY}`, {
      token: t.unitadmin,
    });
    expect(ro.body.message).toContain('Prea multe căutări');
    const rows = await lookupRows('unitadmin@demo.local');
    expect(rows.filter((r) => r.action === 'patient.lookup')).toHaveLength(LIMIT);
    expect(rows.filter((r) => r.action === 'patient.lookup-refused')).toHaveLength(3);
    // Another user is not held by it.
    expect((await prefill(t.superadmin)).status).toBe(200);
  });
});

describe('a completed follow-up reports a new contact (issue 18 item 1)', () => {
  const progression = (prefilled: Record<string, any>, overview: Record<string, unknown>) =>
    s.request('POST', '/api/cancer-notification/', {
      token: t.reporter2,
      language: 2,
      body: {
        ...prefilled,
        // What the other unit fills in itself: the care it gave. The patient and the diagnosis it
        // neither saw in full nor may change are the case's (the server carries them over).
        cancerTreatment: completeBody().cancerTreatment,
        version: 0,
        status: 2,
        diagnosticReportingReasonId: 4,
        notificationOverview: { ...prefilled.notificationOverview, lastDoctor: 'Dr. Doi', ...overview },
      },
    });

  it('refuses a status that contradicts the reason and a contact not after the previous one, naming the fields', async () => {
    const n = (await prefill(t.reporter2)).body;
    const wrong = await progression(n, { trackingStatusId: 1, lastContactDate: '2025-06-01' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.codes).toMatchObject({
      'notificationOverview.trackingStatusId': 'notification.trackingStatusWithDisease',
      // A reporter of another unit is not told the previous record's date by a refusal.
      'notificationOverview.lastContactDate': 'notification.contactAfterPreviousRecord',
    });
    expect(wrong.body.errors['notificationOverview.lastContactDate']).not.toContain('2025');
    const right = await progression(n, { trackingStatusId: 2, lastContactDate: '2025-06-02' });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({
      isCancerCase: true,
      previousContact: { lastContactDate: '2025-06-01' },
    });
    // The new current record of the case still describes the whole tumour and keeps the address.
    const saved = await s.request('GET', `/api/cancer-notification/${right.body.id}`, { token: t.reviewer });
    expect(saved.body.patientDetails).toMatchObject({
      countyId: 127,
      cityId: 54975,
      address: 'Strada Ascunsă 7',
    });
    expect(saved.body.cancerDiagnostic).toMatchObject({ clinicalStartDate: '2024-02-01', lateralityId: 1 });
    expect(saved.body.cancerTnmStadialization.stageTypeId).toBe(1);
  });

  it('a follow-up cannot rewrite what its sender may not change: the locked sections are the case’s', async () => {
    const n = (await prefill(t.reporter2)).body;
    const res = await progression(
      { ...n, cancerDiagnostic: { ...n.cancerDiagnostic, topologicCodeId: dictionaryIds.topographyKidney } },
      { trackingStatusId: 2, lastContactDate: '2025-06-10' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cancerDiagnostic.topologicCodeId).toBe(dictionaryIds.topographyAdrenal);
  });
});
