// Merge and unmerge of a child with 10 notifications (issue 27 target: < 1 s each), for
// `npm run bench -- merge`. A real server on a fresh PostgreSQL database (dropped at the end): the
// retired child has a new diagnosis and 9 follow-ups of a neuroblastoma plus a Wilms tumour's report
// (11 notifications, two cases), the survivor the same neuroblastoma (the cases combine). Each round
// answers "same child" over HTTP, then undoes the merge; the unmerge gives back the open pair, so the
// rounds repeat on the same rows. Prints wall time, the API process's CPU time and the PostgreSQL
// server's, and the load average (the machine is shared).
import os from 'node:os';
import { cnpCheckDigit } from '@registry/domain';
import pg from 'pg';
import { startTestServer } from '../../apps/api/test/harness';
import { completeBody, dictionaryIds } from '../../apps/api/test/notification-fixtures';
import { percentile } from './bench-server';
import { serverCpuSeconds } from './registry-check';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.REFERENCE_DATA_DIR ??= '/work/shared/data';
const ROUNDS = Number(process.env.MERGE_ROUNDS ?? 10);
const cnp = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;

const s = await startTestServer();
const raw = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await raw.connect();
try {
  const reviewer = await s.signIn('reviewer@demo.local');
  const unit1 = await s.signIn('reporter@demo.local');
  const unit2 = await s.signIn('reporter2@demo.local');
  const save = async (token: string, body: unknown) => {
    const res = await s.request('POST', '/api/cancer-notification/', { token, body });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  };
  const survivor = { identifier: cnp('515010140001'), firstName: 'Ion', lastName: 'Popescu' };
  const retired = { identifier: cnp('515010140010'), firstName: 'Ion', lastName: 'Popescu' };
  const unit = { reportingUnitId: 2 };
  await save(unit1, completeBody({ patientDetails: survivor }));
  await save(unit2, completeBody({ patientDetails: retired, notificationOverview: unit }));
  for (let i = 1; i <= 9; i++)
    await save(
      unit2,
      completeBody({
        diagnosticReportingReasonId: 4,
        patientDetails: retired,
        notificationOverview: {
          ...unit,
          lastContactDate: `2025-07-${String(i).padStart(2, '0')}`,
          trackingStatusId: 2,
        },
      }),
    );
  await save(
    unit2,
    completeBody({
      patientDetails: retired,
      notificationOverview: unit,
      cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
    }),
  );
  const ids = (await s.sql(
    `select id, identifier from patients where identifier in ('${survivor.identifier}', '${retired.identifier}') order by id`,
  )) as { rows: { id: number; identifier: string }[] };
  const [a, b] = ids.rows.map((r) => Number(r.id));
  const keep = Number(ids.rows.find((r) => r.identifier === survivor.identifier)!.id);
  const notifications = (await s.sql(
    `select count(*)::int as n from cancer_notifications where patient_id = ${b === keep ? a : b}`,
  )) as {
    rows: { n: number }[];
  };
  const pair = (await s.sql(
    // The check at entry may already have proposed this pair (the two identities are one child's): take
    // that row, or plant it.
    `insert into duplicate_pairs (patient_a_id, patient_b_id, level, score, source) values (${a}, ${b}, 'probable', 14, 'entry')
     on conflict (patient_a_id, patient_b_id) do update set status = 'open' returning id`,
  )) as { rows: { id: number }[] };
  const pairId = pair.rows[0].id;

  const merges: number[] = [];
  const unmerges: number[] = [];
  const cpu = { api: 0, db: 0 };
  const timed = async (samples: number[], work: () => Promise<void>) => {
    const apiBefore = process.cpuUsage();
    const dbBefore = await serverCpuSeconds(raw);
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
    const used = process.cpuUsage(apiBefore);
    cpu.api += (used.user + used.system) / 1e6;
    const dbAfter = await serverCpuSeconds(raw);
    if (dbBefore !== null && dbAfter !== null) cpu.db += dbAfter - dbBefore;
  };
  for (let round = 0; round < ROUNDS; round++) {
    let mergeId = 0;
    await timed(merges, async () => {
      const res = await s.request('POST', `/api/duplicates/${pairId}/answer`, {
        token: reviewer,
        body: { answer: 'same', survivingPatientId: keep },
      });
      if (res.status !== 200) throw new Error(`merge: ${res.status} ${JSON.stringify(res.body)}`);
      mergeId = res.body.mergeId;
    });
    await timed(unmerges, async () => {
      const res = await s.request('POST', `/api/duplicates/merges/${mergeId}/unmerge`, { token: reviewer });
      if (res.status !== 204) throw new Error(`unmerge: ${res.status} ${JSON.stringify(res.body)}`);
    });
  }
  const line = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((x, y) => x - y);
    return `${label.padEnd(8)} median ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(
    `merge/unmerge of a child with ${notifications.rows[0].n} notifications, ${ROUNDS} rounds (HTTP, PostgreSQL)`,
  );
  console.log(line('merge', merges));
  console.log(line('unmerge', unmerges));
  console.log(
    `CPU over all rounds: API process ${cpu.api.toFixed(2)} s, PostgreSQL server ${cpu.db.toFixed(2)} s (whole server: other databases' work counts too)`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
} finally {
  await raw.end();
  await s.close();
}
