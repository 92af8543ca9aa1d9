import { notificationSortColumns, todayIso } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const list = (token: string, body: Record<string, unknown> = {}) =>
  s.request('POST', '/api/cancer-notification/filter', { token, body: { take: 20, ...body } });
const idsOf = (res: { body: { items: { id: number }[] } }) =>
  res.body.items.map((i) => i.id).sort((a, b) => a - b);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  ids.boyCase = (await save(t.reporter, completeBody())).id;
  ids.girlDraft = (
    await save(
      t.reporter,
      draftBody({
        patientDetails: {
          identifier: CNP_GIRL,
          firstName: 'Ana',
          lastName: 'Ionescu',
          countyId: 225,
          cityId: 95060,
        },
        reviewerObservation: null,
      }),
    )
  ).id;
  ids.otherCase = (
    await save(
      t.reporter2,
      completeBody({
        patientDetails: { identifier: CNP_OTHER, firstName: 'Mihai', lastName: 'Zamfir' },
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

describe('POST /api/cancer-notification/filter', () => {
  it('scopes items and counters to the reporter’s units', async () => {
    const mine = await list(t.reporter);
    expect(idsOf(mine)).toEqual([ids.boyCase, ids.girlDraft]);
    expect(mine.body).toMatchObject({
      totalRows: 2,
      reporterDraftNotifications: 1,
      completedNotifications: 1,
    });
    const theirs = await list(t.reporter2);
    expect(idsOf(theirs)).toEqual([ids.otherCase]);
    expect(theirs.body).toMatchObject({
      totalRows: 1,
      reporterDraftNotifications: 0,
      completedNotifications: 1,
    });
    // Asking for another unit's notifications by filter gives nothing, not a leak.
    const peek = await list(t.reporter2, { reportingUnitId: 1 });
    expect(peek.body).toMatchObject({
      items: [],
      totalRows: 0,
      reporterDraftNotifications: 0,
      completedNotifications: 0,
    });
  });

  it('reviewers and auditors see every unit; executives are refused', async () => {
    expect((await list(t.reviewer)).body.totalRows).toBe(3);
    expect((await list(t.auditor)).body.totalRows).toBe(3);
    expect((await list(t.executive)).status).toBe(403);
  });

  it('answers list items with labels, not ids', async () => {
    const res = await list(t.reviewer, { identifier: CNP_BOY });
    expect(res.body.items[0]).toMatchObject({
      identifier: CNP_BOY,
      firstName: 'Ion',
      lastName: 'Popescu',
      reportingUnit: expect.stringContaining('demo 1'),
      reportingReason: expect.any(String),
      topography: 'C74.9',
      morphology: '9500/3',
      morphoCodeId: dictionaryIds.neuroblastoma,
      county: 'Cluj',
      city: 'Cluj-Napoca',
      age: 9,
      username: 'Andrei Ionescu',
      isCancerCase: true,
      isForeigner: false,
    });
  });

  it.each([
    ['status 1', { status: 1 }, ['girlDraft']],
    ['status 2', { status: 2 }, ['boyCase', 'otherCase']],
    ['unit 2', { reportingUnitId: 2 }, ['otherCase']],
    ['identifier prefix', { identifier: '51501' }, ['boyCase']],
    ['first name prefix, any case', { firstName: 'AN' }, ['girlDraft']],
    ['last name prefix', { lastName: 'zam' }, ['otherCase']],
    ['toolbar search by name', { search: 'ionescu' }, ['girlDraft']],
    ['toolbar search by identifier', { search: '6150524' }, ['girlDraft']],
    ['topography', { topologicCodeId: dictionaryIds.topographyKidney }, ['otherCase']],
    ['morphology', { morphologyCodeId: dictionaryIds.neuroblastoma }, ['boyCase']],
    ['county', { countyId: 225 }, ['girlDraft']],
    ['city', { cityId: 54975 }, ['boyCase', 'otherCase']],
    ['reporting reason', { reportingReasonId: 1 }, ['boyCase', 'girlDraft', 'otherCase']],
    [
      'diagnostic date range',
      { diagnosticStartDate: '2024-01-01', diagnosticEndDate: '2024-12-31' },
      ['boyCase'],
    ],
    ['diagnostic date range excluding all', { diagnosticStartDate: '2025-01-01' }, []],
    [
      'notification date range today',
      {
        // Periods are Romanian days: between 22:00 and 24:00 UTC the UTC date is yesterday there.
        notificationStartDate: todayIso(),
        notificationEndDate: todayIso(new Date(Date.now() + 86_400_000)),
      },
      ['boyCase', 'girlDraft', 'otherCase'],
    ],
    ['notification date range in the past', { notificationEndDate: '2020-01-01' }, []],
    ['has reviewer observation', { hasReviewerObservation: true }, []],
  ])('filters by %s', async (_name, filter, expected) => {
    const res = await list(t.reviewer, filter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res)).toEqual(expected.map((k) => ids[k]).sort((a, b) => a - b));
    expect(res.body.totalRows).toBe(expected.length);
  });

  it('sorts by each column both ways without error, and pages', async () => {
    for (const sortBy of notificationSortColumns) {
      for (const sortDesc of [false, true])
        expect((await list(t.reviewer, { sortBy, sortDesc })).status, sortBy).toBe(200);
    }
    const byLastName = await list(t.reviewer, { sortBy: 'lastName' });
    expect(byLastName.body.items.map((i: { lastName: string }) => i.lastName)).toEqual([
      'Ionescu',
      'Popescu',
      'Zamfir',
    ]);
    const page2 = await list(t.reviewer, { sortBy: 'lastName', take: 2, skip: 2 });
    expect(page2.body.items.map((i: { lastName: string }) => i.lastName)).toEqual(['Zamfir']);
    expect(page2.body.totalRows).toBe(3);
    expect((await list(t.reviewer, { sortBy: 'data' })).status).toBe(400);
    expect((await list(t.reviewer, { firstName: 'x'.repeat(101) })).status).toBe(400);
  });

  it('includes deleted notifications only when asked', async () => {
    const draft = await save(t.unitadmin, draftBody());
    await s.request('DELETE', `/api/cancer-notification/${draft.id}`, { token: t.unitadmin });
    expect(idsOf(await list(t.reviewer))).not.toContain(draft.id);
    const withDeleted = await list(t.reviewer, { includeDeleted: true });
    expect(withDeleted.body.items.find((i: { id: number }) => i.id === draft.id)).toMatchObject({
      isDeleted: true,
    });
  });
});

describe('cancer cases and review', () => {
  const cases = (token: string, body: Record<string, unknown> = {}) =>
    s.request('POST', '/api/cancer-cases/filter', { token, body: { take: 20, ...body } });

  it('lists the cases (current records) with the to-review and reviewed counters; reviewers only', async () => {
    const res = await cases(t.reviewer);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.boyCase, ids.otherCase]);
    expect(res.body).toMatchObject({ totalRows: 2, toBeReviewedCases: 2, reviewedCases: 0 });
    expect((await cases(t.reporter)).status).toBe(403);
    expect((await cases(t.superadmin)).status).toBe(200);
  });

  it('a review marks the current version; the counters move; a later completed notification puts it back', async () => {
    const before = (await cases(t.reviewer, { identifier: CNP_BOY })).body.items[0];
    const stale = await s.request('POST', `/api/cancer-cases/${before.caseId}/review`, {
      token: t.reviewer,
      body: { caseVersion: before.caseVersion + 1 },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await s.request('POST', `/api/cancer-cases/${before.caseId}/review`, {
          token: t.reporter,
          body: { caseVersion: before.caseVersion },
        })
      ).status,
    ).toBe(403);
    const ok = await s.request('POST', `/api/cancer-cases/${before.caseId}/review`, {
      token: t.reviewer,
      body: { caseVersion: before.caseVersion, reviewerObservation: 'Date verificate' },
    });
    expect(ok.status).toBe(204);
    expect((await cases(t.reviewer)).body).toMatchObject({ toBeReviewedCases: 1, reviewedCases: 1 });
    expect(idsOf(await cases(t.reviewer, { toReviewFilter: true }))).toEqual([ids.otherCase]);
    const current = (await s.request('GET', `/api/cancer-notification/${ids.boyCase}`, { token: t.reviewer }))
      .body;
    expect(current.reviewerObservation).toBe('Date verificate');
    expect(idsOf(await list(t.reviewer, { hasReviewerObservation: true }))).toEqual([ids.boyCase]);

    // The death is reported: a new version of the case, to be reviewed again.
    const prefill = (
      await s.request('GET', `/api/cancer-notification/${CNP_BOY}/${dictionaryIds.neuroblastoma}`, {
        token: t.reporter,
      })
    ).body;
    const death = await save(t.reporter, {
      ...prefill,
      status: 2,
      diagnosticReportingReasonId: 8,
      notificationOverview: {
        ...prefill.notificationOverview,
        isPatientDead: true,
        trackingStatusId: 3,
        deathDate: '2025-07-01',
        deathReasonTopoCodeId: 999998,
        // After the case's previous contact (2025-06-01): a follow-up reports a new one.
        lastContactDate: '2025-07-01',
        lastDoctor: 'Dr. Pop',
      },
    });
    ids.boyDeath = death.id;
    const after = await cases(t.reviewer);
    expect(after.body).toMatchObject({ toBeReviewedCases: 2, reviewedCases: 0 });
    expect(idsOf(after)).toEqual([ids.otherCase, ids.boyDeath].sort((a, b) => a - b));
  });

  it('shows the previous notifications of a case to non-reporters', async () => {
    const res = await s.request('POST', '/api/cancer-cases/previous-notifications', {
      token: t.reviewer,
      body: { cancerNotificationId: ids.boyDeath },
    });
    expect(res.body).toMatchObject({ totalRows: 1, items: [{ id: ids.boyCase }] });
    expect(
      (
        await s.request('POST', '/api/cancer-cases/previous-notifications', {
          token: t.reporter,
          body: { cancerNotificationId: ids.boyDeath },
        })
      ).status,
    ).toBe(403);
  });

  it('case evolution: completed versions newest first, labelled, with what changed', async () => {
    const res = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.reviewer,
      body: { cancerNotificationId: ids.boyDeath },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // E112 save, the review's observation, the death report.
    expect(res.body.totalRows).toBe(3);
    const [newest, , oldest] = res.body.items;
    expect(newest).toMatchObject({
      version: 3,
      notificationId: ids.boyDeath,
      createdByUser: 'Andrei Ionescu',
    });
    expect(oldest.version).toBe(1);
    expect(newest.sections.morphology.morphology).toMatch(/\(9500\/3\)$/);
    expect(newest.sections.diagnostic.topography).toMatch(/\(C74\.9\)$/);
    expect(newest.sections.patient).toMatchObject({
      identifier: CNP_BOY,
      county: 'Cluj',
      city: 'Cluj-Napoca',
      citySiruta: '54975',
    });
    expect(newest.sections.overview.isPatientDead).toBe('Da');
    expect(oldest.sections.overview.isPatientDead).toBe('Nu');
    expect(newest.sections.reason.reportingReason).not.toBe(oldest.sections.reason.reportingReason);
    const en = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.reviewer,
      language: 2,
      body: { cancerNotificationId: ids.boyDeath },
    });
    expect(en.body.items[0].sections.overview.isPatientDead).toBe('Yes');
    expect(
      (
        await s.request('POST', '/api/cancer-cases/evolution', {
          token: t.reporter,
          body: { cancerNotificationId: ids.boyDeath },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/cancer-audit/filter', () => {
  it('over all time it answers from the kept counters, exactly as counting the rows, through saves, completion and deletion', async () => {
    const audit = async (body: Record<string, unknown> = {}) =>
      (
        await s.request('POST', '/api/cancer-audit/filter', {
          token: t.reviewer,
          body: { take: 20, sortBy: 'username', ...body },
        })
      ).body;
    // A start date long past makes the rows themselves be counted.
    const counted = () => audit({ notificationStartDate: '2000-01-01' });
    const before = await audit();
    expect(before.total).toBeGreaterThan(0);
    expect(before).toEqual(await counted());

    // A boy born 2013-02-07, filed as a draft, then completed, then deleted.
    const patientDetails = { identifier: '5130207400013', firstName: 'Radu', lastName: 'Stan' };
    const draft = await save(
      t.reporter,
      draftBody({ patientDetails: { ...patientDetails, countyId: 127, cityId: 54975 } }),
    );
    expect((await audit()).draftCount).toBe(before.draftCount + 1);
    const completed = await save(t.reporter, {
      ...completeBody({ patientDetails }),
      id: draft.id,
      version: draft.version,
    });
    const afterCompletion = await audit();
    expect(afterCompletion).toMatchObject({
      draftCount: before.draftCount,
      completedCount: before.completedCount + 1,
    });
    expect(afterCompletion).toEqual(await counted());
    await s.request('DELETE', `/api/cancer-notification/${completed.id}`, { token: t.unitadmin });
    expect(await audit()).toEqual(before);
    const byTotal = { sortBy: 'total', sortDesc: true };
    expect(await audit(byTotal)).toEqual(await audit({ ...byTotal, notificationStartDate: '2000-01-01' }));
  });

  it('counts drafts and completed notifications per user and unit for a period; reviewers only', async () => {
    const today = todayIso();
    const res = await s.request('POST', '/api/cancer-audit/filter', {
      token: t.reviewer,
      body: { take: 20, notificationStartDate: today, sortBy: 'username' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const andrei = res.body.items.find((r: { username: string }) => r.username === 'Andrei Ionescu');
    expect(andrei).toMatchObject({ draftCount: 1, completedCount: 2, total: 3 });
    const maria = res.body.items.find((r: { username: string }) => r.username === 'Maria Constantin');
    expect(maria).toMatchObject({
      draftCount: 0,
      completedCount: 1,
      total: 1,
      reportingUnit: expect.stringContaining('demo 2'),
    });
    expect(res.body.total).toBe(res.body.draftCount + res.body.completedCount);
    const past = await s.request('POST', '/api/cancer-audit/filter', {
      token: t.reviewer,
      body: { take: 20, notificationEndDate: '2020-01-01' },
    });
    expect(past.body).toMatchObject({ items: [], totalRows: 0, total: 0 });
    expect(
      (await s.request('POST', '/api/cancer-audit/filter', { token: t.reporter, body: { take: 20 } })).status,
    ).toBe(403);
  });
});
