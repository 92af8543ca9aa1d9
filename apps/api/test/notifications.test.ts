import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds, draftBody } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const save = (token: string, body: unknown) =>
  s.request('POST', '/api/cancer-notification/', { token, body });
const read = (token: string, id: number) => s.request('GET', `/api/cancer-notification/${id}`, { token });

describe('saving drafts', () => {
  it('saves a draft with almost nothing, derives the patient from the CNP, and writes a version', async () => {
    const res = await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: CNP_GIRL,
          firstName: 'Ana',
          lastName: 'Ionescu',
          countyId: 127,
          cityId: 54975,
        },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      isCancerCase: false,
      caseId: null,
      version: 1,
      isLastNotification: true,
    });
    expect(res.body.id).toBeGreaterThan(0);
    expect(res.body.patientDetails).toMatchObject({
      genderId: 2,
      birthdate: '2015-05-24',
      identifier: CNP_GIRL,
    });
    const versions = await s.database.db.query.notificationVersions.findMany({
      where: (v, { eq }) => eq(v.notificationId, res.body.id),
    });
    expect(versions.map((v) => [v.version, v.status])).toEqual([[1, 1]]);
  });

  it('refuses a draft without the patient, the reason or the unit, naming the fields', async () => {
    const res = await save(t.reporter, { id: 0, status: 1, patientDetails: {}, notificationOverview: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.codes)).toEqual(
      expect.arrayContaining([
        'patientDetails.identifier',
        'patientDetails.lastName',
        'diagnosticReportingReasonId',
        'notificationOverview.reportingUnitId',
      ]),
    );
    const badCnp = await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: '1234567890123',
          firstName: 'A',
          lastName: 'B',
          countyId: 127,
          cityId: 54975,
        },
      }),
    );
    expect(badCnp.body.codes['patientDetails.identifier']).toBe('validation.invalidCnp');
  });

  it('refuses shapes it cannot read with 400, never 500', async () => {
    for (const body of [
      '"x"',
      '[]',
      { status: 7 },
      { id: 'abc' },
      { patientDetails: 'x' },
      { cancerTreatment: { therapeuticAgentsIds: 'x' } },
    ]) {
      const res = await save(t.reporter, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses ids the dictionaries do not hold, and a city outside the county, naming the fields and writing nothing', async () => {
    const count = async () => (await s.database.db.query.cancerNotifications.findMany()).length;
    const before = await count();
    const res = await save(
      t.reporter,
      completeBody({
        cancerDiagnostic: { topologicCodeId: 1999 }, // no C99.9
        cancerMorphology: { morphologyCodeId: 95004 }, // 9500 has no behaviour 4
        cancerTreatment: { therapeuticAgentsIds: [11, 999_999], treatmentResponseId: 777 },
        nonStagePrognosticFactor: { markerIds: [424_242] },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body.codes).sort()).toEqual([
      'cancerDiagnostic.topologicCodeId',
      'cancerMorphology.morphologyCodeId',
      'cancerTreatment.therapeuticAgentsIds',
      'cancerTreatment.treatmentResponseId',
      'nonStagePrognosticFactor.markerIds',
    ]);
    expect(res.body.codes['cancerDiagnostic.topologicCodeId']).toBe('validation.invalid');
    // Iași's municipality (95060) does not lie in Cluj (127).
    const elsewhere = await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: CNP_BOY,
          firstName: 'Ion',
          lastName: 'Pop',
          countyId: 127,
          cityId: 95060,
        },
      }),
    );
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.codes)).toEqual(['patientDetails.cityId']);
    expect(await count()).toBe(before);
  });

  it('a reporter cannot file for a unit they do not work in', async () => {
    const res = await save(t.reporter, draftBody({ notificationOverview: { reportingUnitId: 2 } }));
    expect(res.body.errors.key).toBe('notification.unitNotYours');
  });

  it('executives and auditors cannot save', async () => {
    expect((await save(t.executive, draftBody())).status).toBe(403);
    expect((await save(t.auditor, draftBody())).status).toBe(403);
  });
});

describe('completing', () => {
  const requiredWhenComplete = [
    ['cancerDiagnostic', 'diagnosticDate'],
    ['cancerDiagnostic', 'registrationBaseId'],
    ['cancerDiagnostic', 'topologicCodeId'],
    ['cancerMorphology', 'morphologyCodeId'],
    ['notificationOverview', 'lastDoctor'],
    ['notificationOverview', 'lastContactDate'],
    ['cancerTreatment', 'systemicTherapyRoleId'],
  ] as const;
  it.each(requiredWhenComplete)(
    'refuses a complete save without %s.%s, naming it',
    async (section, field) => {
      const body = completeBody({ patientDetails: { identifier: '5150101400011' } });
      (body as unknown as Record<string, Record<string, unknown>>)[section][field] = null;
      const res = await save(t.reporter, body);
      expect(res.status).toBe(400);
      expect(res.body.codes[`${section}.${field}`]).toBe('validation.required');
    },
  );

  it.each([
    [
      'dead patient with a reason other than 8',
      {
        notificationOverview: {
          isPatientDead: true,
          trackingStatusId: 3,
          deathDate: '2025-05-01',
          deathReasonTopoCodeId: 999998,
        },
      },
      'notification.deadPatientReason',
    ],
    [
      'chemotherapy without a protocol',
      { cancerTreatment: { therapeuticProtocolId: null } },
      'notification.wrongChemoConfiguration',
    ],
    [
      'diagnosis before the clinical start',
      {
        cancerDiagnostic: { clinicalStartDate: '2024-03-20', diagnosticDate: '2024-03-10' },
        cancerTreatment: { chimioDate: '2024-04-01' },
      },
      'notification.crossDate2',
    ],
    [
      'treatment before the diagnosis',
      { cancerTreatment: { chimioDate: '2024-03-01' } },
      'notification.crossDate3',
    ],
  ])('blocks a complete save: %s', async (_name, over, key) => {
    const res = await save(t.reporter, completeBody(over));
    expect(res.status).toBe(400);
    const found = res.body.errors.key ?? Object.values(res.body.codes ?? {})[0];
    expect(found).toBe(key);
  });

  it('refuses a clinical start before birth at the field (and the business check would too)', async () => {
    const res = await save(
      t.reporter,
      completeBody({ cancerDiagnostic: { clinicalStartDate: '2014-12-01' } }),
    );
    expect(res.body.codes['cancerDiagnostic.clinicalStartDate']).toBe('notification.dateBeforeBirth');
  });

  it('a new diagnosis opens a case; a follow-up for the same patient and morphology joins it as a new version', async () => {
    const first = await save(t.reporter, completeBody());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      status: 2,
      isCancerCase: true,
      isLastNotification: true,
      sharedWithOtherUnits: false,
    });
    expect((await read(t.reporter, first.body.id)).body.sharedWithOtherUnits).toBe(false);
    const caseId = first.body.caseId;
    expect(caseId).toBeGreaterThan(0);

    const lookup = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_BOY}`, {
      token: t.reporter2,
    });
    expect(lookup.body.morphologicCodes.map((m: { id: number }) => m.id)).toContain(
      dictionaryIds.neuroblastoma,
    );

    // Another unit reports the death: it opens by identifier and morphology, prefilled, and saves as reason 8.
    const prefill = await s.request(
      'GET',
      `/api/cancer-notification/${CNP_BOY}/${dictionaryIds.neuroblastoma}`,
      { token: t.reporter2 },
    );
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      id: 0,
      hasPreviousNotification: true,
      previousNotificationId: first.body.id,
    });
    expect(prefill.body.notificationOverview.reportingUnitId).toBe(2);
    // The prefill of another unit carries identity and coding only: the unit adds what it knows itself.
    // Unit 2 only follows unit 1's tumour: it does not hold the child's record (access model), and its
    // save cannot change it (the patient section is taken from the case), so no "updated for all" warning.
    expect(prefill.body.sharedWithOtherUnits).toBe(false);
    const death = await save(t.reporter2, {
      ...prefill.body,
      status: 2,
      diagnosticReportingReasonId: 8,
      patientDetails: { ...prefill.body.patientDetails, ...dictionaryIds.romaniaCluj },
      cancerDiagnostic: { ...prefill.body.cancerDiagnostic, isClinicalStartDateUnavailable: true },
      cancerTreatment: completeBody().cancerTreatment,
      notificationOverview: {
        ...prefill.body.notificationOverview,
        isPatientDead: true,
        trackingStatusId: 3,
        deathDate: '2025-07-01',
        deathReasonTopoCodeId: 999998,
        // After the previous record's last contact (2025-06-01): a follow-up reports a new contact.
        lastContactDate: '2025-07-01',
        lastDoctor: 'Dr. Ionescu',
      },
    });
    expect(death.status, JSON.stringify(death.body)).toBe(200);
    expect(death.body).toMatchObject({ caseId, isCancerCase: true });
    expect(death.body.warnings).toEqual([]);
    const firstAgain = await read(t.reporter, first.body.id);
    expect(firstAgain.body).toMatchObject({
      isCancerCase: false,
      isLastNotification: false,
      sharedWithOtherUnits: false,
    });
    expect(death.body.sharedWithOtherUnits).toBe(false);
    const kase = await s.database.db.query.cancerCases.findFirst({ where: (c, { eq }) => eq(c.id, caseId) });
    expect(kase).toMatchObject({ currentNotificationId: death.body.id, caseVersion: 2 });
  });

  it('a superseded case notification can no longer be edited', async () => {
    const rows = await s.database.db.query.cancerNotifications.findMany({
      where: (n, { and, eq }) => and(eq(n.isCancerCase, false), eq(n.status, 2)),
    });
    const old = await read(t.reviewer, rows[0].id);
    const res = await save(t.reviewer, { ...old.body, observation: 'late fix' });
    expect(res.body.errors.key).toBe('notification.notLastNotification');
  });

  it('a follow-up reason without a case is refused', async () => {
    const res = await save(
      t.reporter,
      completeBody({
        diagnosticReportingReasonId: 4,
        notificationOverview: { trackingStatusId: 2 },
        patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' },
      }),
    );
    expect(res.body.errors?.key).toBe('notification.noCaseToFollow');
  });
});

describe('scoping and disabling rules', () => {
  it('a reporter of another unit gets 404 on read, write and delete', async () => {
    const mine = await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: CNP_GIRL,
          firstName: 'Ana',
          lastName: 'Ionescu',
          countyId: 127,
          cityId: 54975,
        },
      }),
    );
    expect((await read(t.reporter2, mine.body.id)).status).toBe(404);
    expect(
      (
        await save(t.reporter2, {
          ...mine.body,
          notificationOverview: { ...mine.body.notificationOverview, reportingUnitId: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.request('DELETE', `/api/cancer-notification/${mine.body.id}`, { token: t.reporter2 })).status,
    ).toBe(404);
    expect((await read(t.reviewer, mine.body.id)).status).toBe(200);
    expect((await read(t.auditor, mine.body.id)).status).toBe(200);
    expect((await read(t.executive, mine.body.id)).status).toBe(403);
  });

  it('every read of a notification is audited with the patient', async () => {
    const rows = await s.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'notification.read'),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].details).toHaveProperty('patientId');
  });

  it('a reporter cannot change a completed non-case notification, nor its unit, nor the reviewer observation', async () => {
    // A completed notification that is not (any longer) the case record: the superseded E112 above.
    const superseded = (
      await s.database.db.query.cancerNotifications.findMany({
        where: (n, { and, eq }) => and(eq(n.isCancerCase, false), eq(n.status, 2)),
      })
    )[0];
    const asReporter = await read(t.reporter, superseded.id);
    expect(
      (
        await save(t.reporter, {
          ...asReporter.body,
          notificationOverview: { ...asReporter.body.notificationOverview, lastDoctor: 'X' },
        })
      ).status,
    ).toBe(400);
    const draft = await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: '5150101400011',
          firstName: 'Ion',
          lastName: 'Popescu',
          countyId: 127,
          cityId: 54975,
        },
        reviewerObservation: 'mine',
      }),
    );
    expect(draft.status).toBe(403);
    expect(draft.body.params).toContain('reviewerObservation');
  });

  it('only the reviewer writes the reviewer observation', async () => {
    const kase = await s.database.db.query.cancerCases.findFirst();
    const current = await read(t.reviewer, kase!.currentNotificationId!);
    const res = await save(t.reviewer, {
      ...current.body,
      reviewerObservation: 'Verificat: data decesului confirmată',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reviewerObservation).toBe('Verificat: data decesului confirmată');
  });
});

describe('concurrency', () => {
  it('two saves of the same version: one wins, the other gets 409', async () => {
    const draft = await save(
      t.unitadmin,
      draftBody({
        patientDetails: {
          identifier: '6150524400023',
          firstName: 'Ana',
          lastName: 'Ionescu',
          countyId: 127,
          cityId: 54975,
        },
      }),
    );
    const body = (obs: string) => ({ ...draft.body, version: draft.body.version, observation: obs });
    const results = await Promise.all([save(t.unitadmin, body('a')), save(t.unitadmin, body('b'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.field).toBe('version');
  });
});

describe('deleting', () => {
  it('the unit admin or a reviewer deletes; a plain reporter cannot; the case falls back to its previous record', async () => {
    const kase = await s.database.db.query.cancerCases.findFirst();
    const currentId = kase!.currentNotificationId!;
    expect(
      (await s.request('DELETE', `/api/cancer-notification/${currentId}`, { token: t.reporter2 })).status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/cancer-notification/${currentId}`, { token: t.reviewer })).status,
    ).toBe(204);
    expect((await read(t.reviewer, currentId)).status).toBe(404);
    const after = await s.database.db.query.cancerCases.findFirst({
      where: (c, { eq }) => eq(c.id, kase!.id),
    });
    expect(after!.currentNotificationId).not.toBe(currentId);
    const fallback = await read(t.reviewer, after!.currentNotificationId!);
    expect(fallback.body).toMatchObject({ isCancerCase: true, isLastNotification: true });
    const draft = await save(t.reporter, draftBody());
    expect(
      (await s.request('DELETE', `/api/cancer-notification/${draft.body.id}`, { token: t.reporter })).status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/cancer-notification/${draft.body.id}`, { token: t.unitadmin })).status,
    ).toBe(204);
  });
});
