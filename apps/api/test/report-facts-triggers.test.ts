import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { importCalls, toVitalCells, VITAL, vitalHeaders, xlsx } from './import-fixtures';
import { CNP_BOY, CNP_GIRL, completeBody } from './notification-fixtures';

// report_case_facts is kept by statement-level triggers (migrations 0030, 0043) that refresh only the
// cases a statement may have changed. These tests hold the kept rows to a full rebuild after every kind
// of change: a rule narrowed too far (a fact left stale) fails here.
let s: TestServer;
const t: Record<string, string> = {};
const { upload } = importCalls(() => s);

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
/** The data-quality counts kept from the facts (migration 0045), and the same counted from the facts. */
const BUCKETS = 'notification_bucket, completion_bucket, review_bucket';
const keptQualityCounts = () =>
  rows(`select diagnosis_year::int as year, reporting_unit_id as unit, ${BUCKETS}, cases, mv, dco,
          unknown_basis, unspecified, unknown_age, warnings
        from report_quality_counts order by 1, 2, 3, 4, 5`);
const qualityCountsOfFacts = () =>
  rows(`select date_part('year', diagnosis_date)::int as year, reporting_unit_id as unit,
          days_to_notification >> 6 as notification_bucket, days_to_completion >> 6 as completion_bucket,
          days_to_review >> 6 as review_bucket, count(*)::int as cases,
          count(*) filter (where basis_code between 5 and 8)::int as mv,
          count(*) filter (where basis_code = 0)::int as dco,
          count(*) filter (where basis_code is null or basis_code = 9)::int as unknown_basis,
          count(*) filter (where iccc_group_id is null
            or iccc_group_id = (select id from iccc3_groups where code = 'XII'))::int as unspecified,
          count(*) filter (where age is null)::int as unknown_age,
          count(*) filter (where unresolved_warnings)::int as warnings
        from report_case_facts where diagnosis_date is not null group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);

/**
 * The kept facts equal those a rebuild from the records gives (the rebuild then stands: same rows),
 * and the data-quality counts kept from them equal the facts counted afresh (no row left at 0 cases).
 */
async function expectFactsAsRebuilt(step: string) {
  const facts = () => rows<Record<string, unknown>>('select * from report_case_facts order by case_id');
  const kept = await facts();
  expect(await keptQualityCounts(), `${step}: data-quality counts`).toEqual(await qualityCountsOfFacts());
  await s.sql('select report_case_facts_rebuild()');
  expect(kept, step).toEqual(await facts());
  expect(await keptQualityCounts(), `${step}: data-quality counts after the rebuild`).toEqual(
    await qualityCountsOfFacts(),
  );
  return kept;
}
const save = async (body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
};
const caseOf = async (identifier: string) =>
  (
    await rows<{ id: number; current: number; version: number }>(
      `select c.id, c.current_notification_id as current, c.case_version as version
       from cancer_cases c join patients p on p.id = c.patient_id where p.identifier = '${identifier}'`,
    )
  )[0];

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
}, 120_000);
afterAll(() => s?.close());

describe('report facts kept by the triggers', () => {
  it('equal a rebuild after saves, a review, a follow-up, an edit, a vital-status import and deletions', async () => {
    await save(completeBody());
    await save(
      completeBody({ patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' } }),
    );
    await expectFactsAsRebuilt('two new cases');
    expect(await keptQualityCounts(), 'the two cases counted').not.toEqual([]);

    const boy = await caseOf(CNP_BOY);
    const review = await s.request('POST', `/api/cancer-cases/${boy.id}/review`, {
      token: t.reviewer,
      body: { caseVersion: boy.version },
    });
    expect(review.status).toBe(204);
    await expectFactsAsRebuilt('a review (days to review)');
    expect(
      await keptQualityCounts(),
      'the review moved the boy to a bucket of days to review',
    ).toContainEqual(expect.objectContaining({ review_bucket: expect.any(Number) }));

    // The same child and tumour again: a follow-up that becomes the case's current record.
    await save(completeBody({ notificationOverview: { lastContactDate: '2025-08-01' } }));
    const followed = await caseOf(CNP_BOY);
    expect(followed.current).not.toBe(boy.current);
    const kept = await expectFactsAsRebuilt('a follow-up');
    expect(kept.find((f) => f.case_id === boy.id)).toMatchObject({ notification_id: followed.current });

    // An edit of the current record's edit model (set-based, as a bulk correction writes it).
    await s.sql(`update cancer_notifications set data = jsonb_set(data, '{notificationOverview,lastContactDate}',
      '"2025-10-01"') where id = ${followed.current}`);
    const edited = await expectFactsAsRebuilt('an edit of the current record');
    expect(String(edited.find((f) => f.case_id === boy.id)?.last_alive_date)).toContain('2025');

    // A vital-status import: new current records, the earlier ones stepped down.
    const file: [string, Uint8Array] = [
      'status.xlsx',
      await xlsx(
        vitalHeaders,
        [
          {
            identifier: CNP_BOY,
            vitalStatus: '3',
            lastContactDate: '01.11.2025',
            deathDate: '02.11.2025',
            deathReason: 'C74.9',
          },
          { identifier: CNP_GIRL, vitalStatus: '1', lastContactDate: '05.11.2025' },
        ].map(toVitalCells),
      ),
    ];
    const imported = await upload(VITAL, t.reviewer, file, { statusDate: '2025-11-10' });
    expect(imported.status, Buffer.from(imported.bytes).toString().slice(0, 300)).toBe(204);
    const afterImport = await expectFactsAsRebuilt('a vital-status import');
    expect(afterImport.find((f) => f.case_id === boy.id)).toMatchObject({ is_dead: true });

    // A record older than every other of its case, written later (a late paper notification loaded by
    // SQL): not current, but it moves the date the case was notified.
    await s.sql(`insert into cancer_notifications
      select (jsonb_populate_record(null::cancer_notifications, to_jsonb(n) || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('cancer_notifications', 'id')),
        'created_at', n.created_at - interval '40 days', 'is_cancer_case', false))).*
      from cancer_notifications n where n.id = ${followed.current}`);
    await expectFactsAsRebuilt('an earlier record inserted');

    // Deletions: the current record (the case falls back) and the earliest one.
    const current = (await caseOf(CNP_GIRL)).current;
    const deleted = await s.request('DELETE', `/api/cancer-notification/${current}`, { token: t.reviewer });
    expect(deleted.status).toBe(204);
    await expectFactsAsRebuilt('the current record deleted');
    await s.sql(`update cancer_notifications set is_deleted = true where id = (
      select id from cancer_notifications where case_id = ${boy.id} and not is_deleted order by created_at limit 1)`);
    await expectFactsAsRebuilt('the earliest record deleted');
  });
});
