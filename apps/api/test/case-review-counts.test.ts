import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

// The cases list's counters for a reader of every unit with no filter come from case_review_counts
// (migration 0038); these tests hold them to a recount of cancer_cases after every kind of change.
let s: TestServer;
let reviewer: string;
type Counts = { toBeReviewedCases: number; reviewedCases: number };

const recount = async (): Promise<Counts> => {
  const { rows } = (await s.sql(`select
      count(*) filter (where not coalesce(reviewed_version = case_version, false))::int as "toBeReviewedCases",
      count(*) filter (where coalesce(reviewed_version = case_version, false))::int as "reviewedCases"
    from cancer_cases where not is_deleted and current_notification_id is not null`)) as { rows: Counts[] };
  return rows[0];
};
const listed = async (): Promise<Counts> => {
  const res = await s.request('POST', '/api/cancer-cases/filter', {
    token: reviewer,
    body: { take: 10, skip: 0 },
  });
  expect(res.status).toBe(200);
  return { toBeReviewedCases: res.body.toBeReviewedCases, reviewedCases: res.body.reviewedCases };
};
const save = async (token: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
};

beforeAll(async () => {
  s = await startTestServer();
  reviewer = await s.signIn('reviewer@demo.local');
});
afterAll(() => s.close());

describe('case_review_counts', () => {
  it('follow every change of a case as a recount would', async () => {
    const reporter = await s.signIn('reporter@demo.local');
    expect(await listed()).toEqual({ toBeReviewedCases: 0, reviewedCases: 0 });
    await save(reporter, completeBody());
    const girl = { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' };
    await save(reporter, completeBody({ patientDetails: girl }));
    await save(
      reporter,
      completeBody({
        patientDetails: girl,
        cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      }),
    );
    expect(await listed()).toEqual({ toBeReviewedCases: 3, reviewedCases: 0 });

    // A review, one at a time, through the API.
    const page = await s.request('POST', '/api/cancer-cases/filter', {
      token: reviewer,
      body: { take: 10, skip: 0 },
    });
    const first = page.body.items[0];
    const ok = await s.request('POST', `/api/cancer-cases/${first.caseId}/review`, {
      token: reviewer,
      body: { caseVersion: first.caseVersion },
    });
    expect(ok.status).toBe(204);
    expect(await listed()).toEqual({ toBeReviewedCases: 2, reviewedCases: 1 });
    expect(await listed()).toEqual(await recount());

    // Set-based changes of many cases in one statement (a bulk review, a deletion, a bulk load).
    await s.sql('update cancer_cases set reviewed_version = case_version');
    expect(await listed()).toEqual({ toBeReviewedCases: 0, reviewedCases: 3 });
    await s.sql(`update cancer_cases set is_deleted = true where id = ${first.caseId}`);
    expect(await listed()).toEqual({ toBeReviewedCases: 0, reviewedCases: 2 });
    await s.sql('update cancer_cases set case_version = case_version + 1 where not is_deleted');
    expect(await listed()).toEqual({ toBeReviewedCases: 2, reviewedCases: 0 });
    await s.sql(`insert into cancer_cases (patient_id, morphology_code_id, case_version, current_notification_id)
      select patient_id, morphology_code_id + 1, case_version, current_notification_id from cancer_cases`);
    expect(await listed()).toEqual(await recount());
    expect(await listed()).toEqual({ toBeReviewedCases: 5, reviewedCases: 0 });
    await s.sql(
      `delete from cancer_cases where id not in (select case_id from cancer_notifications where case_id is not null)`,
    );
    expect(await listed()).toEqual(await recount());
  });

  it('start again from zero when the cases are truncated', async () => {
    await s.sql('truncate cancer_cases cascade');
    expect(await listed()).toEqual({ toBeReviewedCases: 0, reviewedCases: 0 });
  });
});
