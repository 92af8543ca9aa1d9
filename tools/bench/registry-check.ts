// The whole-registry check at registry scale, for `npm run bench -- reports`: its total time, the CPU it
// took in this process (the API runs here, so this is the checking) and in the PostgreSQL server, and the
// first page of the records behind the biggest count, as the report opens it.
import fs from 'node:fs';
import type pg from 'pg';

/**
 * CPU seconds of the local PostgreSQL server so far: the postmaster's own and its reaped children's
 * (cutime/cstime: the backends that have ended), plus every live backend's. Other databases' work on the
 * same server is counted too, so it is read around a run as a bound, not as this run's exact share.
 * Null when the server is not on this machine (no readable postmaster.pid).
 */
export async function serverCpuSeconds(client: pg.Client): Promise<number | null> {
  try {
    const dir = (await client.query('show data_directory')).rows[0].data_directory as string;
    const postmaster = Number(fs.readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
    const ticks = 100; // USER_HZ on Linux
    const fields = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = fields(postmaster);
    let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const child of fs
      .readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .split(' ')) {
      if (!child.trim()) continue;
      try {
        const f = fields(Number(child));
        total += Number(f[11]) + Number(f[12]);
      } catch {
        // the backend ended meanwhile: its time is in the postmaster's cutime now
      }
    }
    return total / ticks;
  } catch {
    return null;
  }
}

async function postJson(base: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 202) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

type Run = {
  runId: number;
  status: string;
  done: number;
  total: number;
  counts: { checkId: string; severity: string; count: number }[];
};

/** Starts the check, polls its progress until it is done, then times the records list of its biggest count. */
export async function benchRegistryCheck(base: string, token: string, raw: pg.Client) {
  const cpuBefore = process.cpuUsage();
  const serverBefore = await serverCpuSeconds(raw);
  const started = performance.now();
  const { runId } = (await postJson(base, '/api/registry-check', token, {})) as { runId: number };
  let latest: Run;
  let lastShown = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const res = await fetch(`${base}/api/registry-check/latest`, {
      headers: { authorization: `Bearer ${token}` },
    });
    latest = ((await res.json()) as { latest: Run }).latest;
    const s = (performance.now() - started) / 1000;
    if (s - lastShown >= 15) {
      lastShown = s;
      console.log(`  registry check: ${latest.done}/${latest.total} after ${s.toFixed(0)} s`);
    }
    if (latest.runId === runId && latest.status !== 'running') break;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverAfter = await serverCpuSeconds(raw);
  const server =
    serverBefore === null || serverAfter === null ? 'n/a' : `${(serverAfter - serverBefore).toFixed(1)} s`;
  console.log(
    `whole-registry check: ${latest.status}, ${latest.done} records in ${seconds.toFixed(1)} s (${(latest.done / seconds) | 0} records/s; target < 120 s)`,
  );
  console.log(
    `  CPU: API process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (user ${(cpu.user / 1e6).toFixed(1)}), PostgreSQL server ${server}`,
  );
  if (latest.status !== 'finished') return;

  // The records behind the biggest count other than OK, first page, as the report opens it.
  const biggest = latest.counts.filter((c) => c.severity !== 'OK').sort((a, b) => b.count - a.count)[0];
  if (!biggest) return;
  const { checkId, severity, count } = biggest;
  for (const [label, extra] of [
    ['by notification', {}],
    ['by notification, descending', { sortDesc: true }],
    ['by patient identifier', { sortBy: 'patientIdentifier' }],
    ['searched by identifier start "5"', { search: '5' }],
  ] as const) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const page = await postJson(base, `/api/registry-check/${runId}/records`, token, {
        checkId,
        severity,
        take: 50,
        ...extra,
      });
      samples.push(performance.now() - t0);
      total = page.totalRows;
    }
    samples.sort((a, b) => a - b);
    console.log(
      `  records of ${checkId} ${severity} (${count}), first page ${label}: median ${samples[2].toFixed(0)} ms, max ${samples[4].toFixed(0)} ms (totalRows ${total})`,
    );
  }
}
