import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { completeBody, dictionaryIds } from './notification-fixtures';

// Starter dictionary ids: topography C62.9 testis; morphology 8959/3 malignant cystic nephroma;
// basis of diagnosis id 2 = code 1 (clinical).
const TESTIS = 1629;
const CYSTIC_NEPHROMA = 89593;
const CLINICAL_BASIS = 2;

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reviewer', 'auditor', 'executive', 'superadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

/** A boy born 2015-01-01 with a valid CNP, one per serial number. */
function boy(serial: number) {
  const body = `5150101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}
const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const save = async (body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body, language: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
};
const latest = (token = t.reviewer) => s.request('GET', '/api/registry-check/latest', { token });
const start = (token = t.reviewer) =>
  s.request('POST', '/api/registry-check', { token, body: {}, language: 2 });
const records = (runId: number, body: Record<string, unknown>, token = t.reviewer) =>
  s.request('POST', `/api/registry-check/${runId}/records`, { token, body, language: 2 });
async function finished(runId: number) {
  for (let i = 0; i < 200; i++) {
    const res = await latest();
    if (res.body.latest?.runId === runId && res.body.latest.status !== 'running') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not finish');
}
const countOf = (
  counts: { checkId: string; severity: string; count: number }[],
  checkId: string,
  severity: string,
) => counts.find((c) => c.checkId === checkId && c.severity === severity)?.count ?? 0;

/** The fixed set: 5 current records of 3 patients with known outcomes. */
const ids: Record<string, number> = {};
async function arrange() {
  // Patient 1: neuroblastoma of the adrenal and Wilms tumour of the kidney: two primaries, all OK.
  ids.neuroblastoma = await save(completeBody({ patientDetails: { identifier: boy(1) } }));
  ids.wilms1 = await save(
    completeBody({
      patientDetails: { identifier: boy(1) },
      cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
    }),
  );
  // Patient 2: a cystic nephroma on a clinical basis (basis–morphology Query) and a Wilms tumour of
  // the same kidney: the multiple-primary rules call them one tumour (Query on both).
  ids.nephroma = await save(
    completeBody({
      patientDetails: { identifier: boy(2) },
      cancerDiagnostic: {
        topologicCodeId: dictionaryIds.topographyKidney,
        registrationBaseId: CLINICAL_BASIS,
      },
      cancerMorphology: { morphologyCodeId: CYSTIC_NEPHROMA },
    }),
  );
  ids.wilms2 = await save(
    completeBody({
      patientDetails: { identifier: boy(2) },
      cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
    }),
  );
  // Patient 3: a record changed outside the form (an old import) to a testicular site, and the patient
  // since corrected to a girl on the patient screen (which edits the patient, not the record): the
  // check reads the sex from the patient, so the pair is the Invalid the save would refuse.
  ids.doctored = await save(completeBody({ patientDetails: { identifier: boy(3) } }));
  const [female] = await rows<{ id: number }>(
    "select id from dictionary_entries where list_id = 7 and code = 'F' limit 1",
  );
  await s.sql(`update cancer_notifications set data = jsonb_set(data, '{cancerDiagnostic,topologicCodeId}',
    '${TESTIS}') where id = ${ids.doctored}`);
  await s.sql(`update patients set gender_id = ${female.id} where identifier = '${boy(3)}'`);
}

describe('whole-registry check', () => {
  it('refuses reporters, auditors and executives (403)', async () => {
    for (const who of ['reporter', 'auditor', 'executive']) {
      expect((await start(t[who])).status).toBe(403);
      expect((await latest(t[who])).status).toBe(403);
      expect((await records(1, { checkId: 'sex-topography', severity: 'Invalid' }, t[who])).status).toBe(403);
    }
  });

  it('has no report before the first run', async () => {
    const res = await latest();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ latest: null, lastFinished: null });
  });

  it('runs every check over every current record, with progress and counts per check and severity', async () => {
    await arrange();
    const res = await start();
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const { runId } = res.body;
    const body = await finished(runId);
    const run = body.latest;
    expect(run.status).toBe('finished');
    expect([run.done, run.total]).toEqual([5, 5]);
    expect(run.finishedAt).not.toBeNull();
    expect(run.startedByName).toMatch(/\S/);
    expect(body.lastFinished.runId).toBe(runId);
    // Every check answers once per record.
    const perCheck = new Map<string, number>();
    for (const c of run.counts) perCheck.set(c.checkId, (perCheck.get(c.checkId) ?? 0) + c.count);
    // The consistency checks, the basis of diagnosis, the multiple-primary pass and the child's follow-up (issue 39).
    expect(perCheck.size).toBe(14);
    expect([...perCheck.values()].every((n) => n === 5)).toBe(true);
    expect(countOf(run.counts, 'sex-topography', 'Invalid')).toBe(1);
    expect(countOf(run.counts, 'sex-topography', 'OK')).toBe(4);
    expect(countOf(run.counts, 'basis-morphology', 'Query')).toBe(1);
    expect(countOf(run.counts, 'multiple-primaries', 'Query')).toBe(2);
    expect(countOf(run.counts, 'multiple-primaries', 'OK')).toBe(3);

    const invalid = await records(runId, { checkId: 'sex-topography', severity: 'Invalid' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.totalRows).toBe(1);
    expect(invalid.body.items[0]).toMatchObject({ notificationId: ids.doctored, patientIdentifier: boy(3) });
    const bySearch = await records(runId, { checkId: 'sex-topography', severity: 'Invalid', search: boy(3) });
    expect(bySearch.body.totalRows).toBe(1);
    const noMatch = await records(runId, { checkId: 'sex-topography', severity: 'Invalid', search: boy(1) });
    expect(noMatch.body).toEqual({ items: [], totalRows: 0 });
    const same = await records(runId, { checkId: 'multiple-primaries', severity: 'Query', take: 1 });
    expect(same.body.totalRows).toBe(2);
    expect(same.body.items).toHaveLength(1);
    expect(same.body.items[0]).toMatchObject({
      notificationId: ids.nephroma,
      morphology: '8959/3',
      messageKey: 'multiplePrimaries.sameTumour',
      params: { otherNotificationId: ids.wilms2 },
    });
    const page2 = await records(runId, {
      checkId: 'multiple-primaries',
      severity: 'Query',
      take: 1,
      skip: 1,
    });
    expect(page2.body.items[0].notificationId).toBe(ids.wilms2);
    // In identifier order (one patient: the notification breaks the tie, in the same direction).
    const byIdentifier = await records(runId, {
      checkId: 'multiple-primaries',
      severity: 'Query',
      sortBy: 'patientIdentifier',
      sortDesc: true,
    });
    expect(byIdentifier.body.items.map((r: { notificationId: number }) => r.notificationId)).toEqual([
      ids.wilms2,
      ids.nephroma,
    ]);
    expect(byIdentifier.body.totalRows).toBe(2);

    const audit = await rows<{ action: string; user_id: number | null }>(
      `select action, user_id from audit_log where entity = 'registry_check_run' and entity_id = '${runId}' order by id`,
    );
    const [reviewer] = await rows<{ id: number }>("select id from users where email = 'reviewer@demo.local'");
    expect(audit).toEqual([
      { action: 'registryCheck.started', user_id: reviewer.id },
      { action: 'registryCheck.finished', user_id: reviewer.id },
    ]);
  });

  it('refuses bad input with a 400 and an unknown run with a 404', async () => {
    expect((await records(1, { checkId: 'sex-topography', severity: 'OK' })).status).toBe(400);
    expect((await records(999999, { checkId: 'sex-topography', severity: 'Invalid' })).status).toBe(404);
  });

  it('runs one at a time (409), and a run left by a stopped server is reported failed', async () => {
    const [reviewer] = await rows<{ id: number }>("select id from users where email = 'reviewer@demo.local'");
    const [other] = await rows<{ id: number }>(
      `insert into registry_check_runs (status, started_by) values ('running', ${reviewer.id}) returning id`,
    );
    // The stopped run had written part of its records.
    await s.sql(`insert into registry_check_results (run_id, notification_id, case_id, messages)
      values (${other.id}, ${ids.doctored}, 1, '{1}')`);
    const refused = await start(t.superadmin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already running');
    expect((await latest()).body.latest).toMatchObject({ runId: other.id, status: 'running' });
    // The server that ran it stopped: no heartbeat for ten minutes.
    await s.sql(
      `update registry_check_runs set heartbeat_at = now() - interval '10 minutes' where id = ${other.id}`,
    );
    const after = await latest();
    expect(after.body.latest).toMatchObject({ runId: other.id, status: 'failed' });
    // The last finished report is still there, and a new run may start.
    expect(after.body.lastFinished.status).toBe('finished');
    const again = await start(t.superadmin);
    expect(again.status).toBe(202);
    await finished(again.body.runId);
    // Only the latest report is kept: the failed run's partial rows and the older finished run's are gone.
    // (The rows go just after the report is out, so the test waits a moment for them.)
    let kept: { run_id: number }[] = [];
    for (let i = 0; i < 100; i++) {
      kept = await rows<{ run_id: number }>('select distinct run_id from registry_check_results');
      if (kept.length === 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(kept).toEqual([{ run_id: again.body.runId }]);
    expect(await rows('select id from registry_check_runs')).toEqual([{ id: again.body.runId }]);
  });
});
