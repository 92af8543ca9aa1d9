import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPendingHoldings } from './child-holding-fixtures';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds, draftBody } from './notification-fixtures';

// Issue 25: a save answers some facts from what it already read instead of asking the database
// again (the patient's cases in one query, the record's holders read before the write, no previous
// contact for a case it opened). Each answer must still equal what a read of the stored record says.
let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2']) t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const save = (token: string, body: unknown) =>
  s.request('POST', '/api/cancer-notification/', { token, body, language: 2 });
const read = (token: string, id: number) => s.request('GET', `/api/cancer-notification/${id}`, { token });

async function morphologyId(code: string) {
  const { rows } = (await s.sql(`select id from morphologies where code = '${code}'`)) as {
    rows: { id: number }[];
  };
  return Number(rows[0].id);
}

describe('a save answers as a read of what it stored', () => {
  it('a new diagnosis opens its case, with no previous contact and no documents', async () => {
    const res = await save(t.reporter, completeBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.caseId).toBeGreaterThan(0);
    expect(res.body.isCancerCase).toBe(true);
    expect(res.body.previousContact).toBeNull();
    expect(res.body.cancerHistopathology.histopathologyAttachments).toEqual([]);
    expect(res.body.sharedWithOtherUnits).toBe(false);
    const stored = await read(t.reporter, res.body.id);
    for (const key of ['caseId', 'isCancerCase', 'previousContact', 'sharedWithOtherUnits'])
      expect(res.body[key], key).toEqual(stored.body[key]);
  });

  it('warns when the new tumour may be the patient’s other case (same site, same histology group)', async () => {
    // Ganglioneuroblastoma and neuroblastoma share a histology group; the adrenal gland is one site.
    const res = await save(
      t.reporter,
      completeBody({ cancerMorphology: { morphologyCodeId: await morphologyId('9490/3') } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings.join(' ')).toContain('C74.9 9500/3');
    const cases = (await s.sql(
      `select count(*)::int as n from cancer_cases c join patients p on p.id = c.patient_id
        where p.identifier = '${CNP_BOY}' and c.current_notification_id is not null`,
    )) as { rows: { n: number }[] };
    expect(Number(cases.rows[0].n)).toBe(2);
    // Another site is another primary: no warning.
    const kidney = await save(
      t.reporter,
      completeBody({
        cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      }),
    );
    expect(kidney.status, JSON.stringify(kidney.body)).toBe(200);
    expect(kidney.body.warnings.join(' ')).not.toContain('9500/3');
  });

  it('tells each unit that it shares the record once another unit reports the child', async () => {
    // Unit 2 reports the child unit 1 holds: it shares nothing until the link is confirmed
    // (issue 38), and the record is shared from the confirmation on.
    const other = await save(t.reporter2, completeBody({ notificationOverview: { reportingUnitId: 2 } }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.sharedWithOtherUnits).toBe(false);
    expect(other.body.holdingAwaitsConfirmation).toBe(true);
    expect(await confirmPendingHoldings(s)).toBe(1);
    expect((await read(t.reporter2, other.body.id)).body.sharedWithOtherUnits).toBe(true);
    // A draft of unit 1 reports nothing itself: unit 1 still holds through its completed reports.
    const draft = await save(t.reporter, draftBody());
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.sharedWithOtherUnits).toBe(true);
    expect((await read(t.reporter, draft.body.id)).body.sharedWithOtherUnits).toBe(true);
  });
});

describe('a record’s JSON as it is stored', () => {
  // Migration 0046: lz4 where the server is built with it (PostgreSQL here); migration 0047: on the
  // embedded PGlite (no lz4) stored out of line uncompressed, where pglz cost every write and read.
  it('is compressed with lz4 on PostgreSQL, left uncompressed on PGlite, and reads back the same', async () => {
    const res = await save(t.reporter, completeBody({ observation: 'Observații '.repeat(40) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows } = (await s.sql(
      `select pg_column_compression(n.data) as data, pg_column_compression(v.snapshot) as snapshot
         from cancer_notifications n join notification_versions v on v.notification_id = n.id
        where n.id = ${Number(res.body.id)}`,
    )) as { rows: { data: string; snapshot: string }[] };
    const method = process.env.TEST_DATABASE_URL ? 'lz4' : null;
    expect(rows).toEqual([{ data: method, snapshot: method }]);
    // Every record JSON column of 0046 and 0047, and the import staging's rows.
    const { rows: columns } = (await s.sql(
      `select attrelid::regclass::text || '.' || attname as name, attstorage as storage, attcompression as compression
         from pg_attribute where (attrelid::regclass::text, attname) in (('cancer_notifications', 'data'),
           ('notification_versions', 'snapshot'), ('medical_cases', 'data'), ('medical_case_versions', 'data'),
           ('clinical_interventions', 'detail'), ('clinical_intervention_versions', 'data'),
           ('patient_merges', 'snapshot'), ('import_staging', 'row'))`,
    )) as { rows: { name: string; storage: string; compression: string }[] };
    expect(columns).toHaveLength(8);
    for (const c of columns)
      expect(c, c.name).toMatchObject(
        process.env.TEST_DATABASE_URL ? { storage: 'x', compression: 'l' } : { storage: 'e' },
      );
    const stored = await read(t.reporter, res.body.id);
    expect(stored.body.observation).toBe('Observații '.repeat(40));
    expect(stored.body.cancerDiagnostic).toEqual(res.body.cancerDiagnostic);
  });
});
