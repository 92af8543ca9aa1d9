import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportHelpers, readSheets } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { importCalls, toVitalCells, VITAL, vitalHeaders, xlsx } from './import-fixtures';
import { completeBody } from './notification-fixtures';

/**
 * Issue 24's two survival fixes, over real HTTP: follow-up ends on the last day a child was *known
 * alive* (a vital-status import of status 4 "unknown" writes its status date, which must not count),
 * and an executive sees no count of a hidden row. The expected Kaplan–Meier figures are computed here,
 * independently, from the children as this file describes them — not from report_case_facts.
 */
let s: TestServer;
const t: Record<string, string> = {};
const { upload } = importCalls(() => s);
const { exported, records } = exportHelpers(() => s);

/** A valid CNP of a boy born 2010-01-01 (sex digit 5, county 40, serial). */
function cnp(serial: number) {
  const body = `5100101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

type Status = '1' | '2' | '3' | '4';
/** A neuroblastoma (ICCC-3 IV); `update` is a vital-status import row of the child, as of `statusDate`. */
type Child = {
  dx: string;
  update?: { status: Status; contact: string; statusDate: string; death?: string };
  /** The last contact the form saved (no import): the child was seen alive that day. */
  formContact?: string;
};
const children: Child[] = [
  {
    dx: '2012-03-10',
    update: { status: '3', death: '2013-01-10', contact: '2013-01-10', statusDate: '2013-02-01' },
  },
  // The child: last seen 1,500 days after diagnosis, status unknown 2,685 days after it.
  { dx: '2012-06-01', update: { status: '4', contact: '2016-07-10', statusDate: '2019-10-08' } },
  { dx: '2013-01-15', update: { status: '1', contact: '2014-01-01', statusDate: '2017-05-01' } },
  { dx: '2013-05-05', update: { status: '4', contact: '2014-05-05', statusDate: '2020-01-01' } },
  {
    dx: '2014-02-02',
    update: { status: '3', death: '2016-02-02', contact: '2016-01-10', statusDate: '2017-05-01' },
  },
  { dx: '2014-09-09', formContact: '2019-01-01' },
  { dx: '2015-04-04', update: { status: '4', contact: '2016-04-04', statusDate: '2021-01-01' } },
  {
    dx: '2016-10-10',
    update: { status: '3', death: '2017-12-12', contact: '2017-12-01', statusDate: '2019-10-08' },
  },
  { dx: '2016-01-20', update: { status: '2', contact: '2018-03-03', statusDate: '2020-01-01' } },
  { dx: '2015-08-08', update: { status: '4', contact: '2019-02-02', statusDate: '2021-01-01' } },
];

/** The definition, written out: death, else the last day known alive (an alive status's date, or the contact). */
function followUp(c: Child): { days: number; death: boolean } {
  const u = c.update;
  if (u?.death) return { days: days(c.dx, u.death), death: true };
  if (!u) return { days: days(c.dx, c.formContact as string), death: false };
  const knownAlive = u.status === '1' || u.status === '2' ? u.statusDate : u.contact;
  return { days: days(c.dx, knownAlive), death: false };
}

/** A plain product-limit estimate with Greenwood's variance on the log(−log) scale, at `t` days. */
function plainKaplanMeier(data: { days: number; death: boolean }[], t: number) {
  let survival = 1;
  let greenwood = 0;
  for (const time of [...new Set(data.filter((d) => d.death).map((d) => d.days))].sort((a, b) => a - b)) {
    if (time > t) break;
    const n = data.filter((d) => d.days >= time).length;
    const d = data.filter((x) => x.death && x.days === time).length;
    survival *= 1 - d / n;
    greenwood += d / (n * (n - d));
  }
  const atRisk = data.filter((d) => d.days >= t).length;
  if (atRisk === 0 && survival > 0) return { survival: null, lower: null, upper: null, atRisk };
  if (survival >= 1) return { survival, lower: null, upper: null, atRisk };
  const se = Math.sqrt(greenwood) / Math.abs(Math.log(survival));
  const z = 1.959963984540054;
  return { survival, lower: survival ** Math.exp(z * se), upper: survival ** Math.exp(-z * se), atRisk };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reviewer', 'executive']) t[who] = await s.signIn(`${who}@demo.local`);
  for (const [i, c] of children.entries()) {
    const body = completeBody({
      patientDetails: { identifier: cnp(i + 1) },
      notificationOverview: { lastContactDate: c.formContact ?? c.dx },
      cancerDiagnostic: { diagnosticDate: c.dx, clinicalStartDate: c.dx },
      cancerTreatment: { chimioDate: c.dx },
    });
    const res = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  // One import per status date, as a registrar files them.
  const byDate = new Map<string, Record<string, unknown>[]>();
  for (const [i, c] of children.entries()) {
    if (!c.update) continue;
    const [y, m, d] = c.update.contact.split('-');
    const death = c.update.death?.split('-').reverse().join('.');
    byDate.set(c.update.statusDate, [
      ...(byDate.get(c.update.statusDate) ?? []),
      {
        identifier: cnp(i + 1),
        vitalStatus: c.update.status,
        lastContactDate: `${d}.${m}.${y}`,
        ...(death ? { deathDate: death, deathReason: 'C74.9' } : {}),
      },
    ]);
  }
  for (const [statusDate, rows] of byDate) {
    const file: [string, Uint8Array] = ['status.xlsx', await xlsx(vitalHeaders, rows.map(toVitalCells))];
    const res = await upload(VITAL, t.reviewer, file, { statusDate });
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
  }
}, 120_000);
afterAll(() => s?.close());

describe('follow-up ends at the last date the child was known alive', () => {
  it('a status 4 "unknown" does not move it: the issue’s child is followed 1,500 days, not 2,685', async () => {
    const facts = (await s.sql(
      `select f.last_alive_date - f.diagnosis_date as days from report_case_facts f
        join patients p on p.id = f.patient_id where p.identifier = '${cnp(2)}'`,
    )) as { rows: { days: number }[] };
    expect(facts.rows).toEqual([{ days: 1500 }]);
  });

  it('Kaplan–Meier over a cohort with unknown statuses agrees with a plain computation of the definition', async () => {
    const res = await s.request('POST', '/api/report/survival', {
      token: t.reviewer,
      body: { periodFrom: 2012, periodTo: 2016, periodLength: 5, curve: true },
      language: 2,
    });
    expect(res.status).toBe(200);
    const row = res.body.rows.find((r: any) => r.group === 'IV');
    const data = children.map(followUp);
    expect(row).toMatchObject({
      cases: children.length,
      deaths: data.filter((d) => d.death).length,
      censored: data.filter((d) => !d.death).length,
      withoutFollowUp: 0,
    });
    for (const [h, years] of [1, 3, 5].entries()) {
      const expected = plainKaplanMeier(data, years * 365.25);
      const got = row.at[h];
      expect(got.atRisk, `${years} y at risk`).toBe(expected.atRisk);
      for (const k of ['survival', 'lower', 'upper'] as const)
        if (expected[k] === null) expect(got[k], `${years} y ${k}`).toBeNull();
        else expect(got[k], `${years} y ${k}`).toBeCloseTo(expected[k] as number, 12);
    }
    // The curve ends on the longest follow-up: a known-alive day, never an "unknown" status date.
    expect(row.curve.at(-1).days).toBe(Math.max(...data.map((d) => d.days)));
  });

  it('the exports date the last known vital status by the same rule', async () => {
    const [sheet] = (await exported('encr-cancer-cases', t.reviewer, {}, 2)).sheets;
    const times = records(sheet).map((r) => r.Surv_time as number);
    const byNumber = (a: number, b: number) => a - b;
    expect(times.sort(byNumber)).toEqual(children.map((c) => followUp(c).days).sort(byNumber));
  });

  it('migration 0033 corrects facts stored by the old rule', async () => {
    // The row as the old rule wrote it: the unknown status's date.
    await s.sql(`update report_case_facts f set last_alive_date = '2019-10-08' from patients p
      where p.id = f.patient_id and p.identifier = '${cnp(2)}'`);
    const file = path.join(__dirname, '../src/db/migrations/0033_report_facts_known_alive.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await s.sql(statement);
    const facts = (await s.sql(
      `select f.last_alive_date - f.diagnosis_date as days from report_case_facts f
        join patients p on p.id = f.patient_id where p.identifier = '${cnp(2)}'`,
    )) as { rows: { days: number }[] };
    expect(facts.rows).toEqual([{ days: 1500 }]);
  });
});

describe('an executive sees no count of a hidden row', () => {
  const survival = (token: string, format = '') =>
    fetch(`${s.url}/api/report/survival${format}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json', LanguageId: '2' },
      // The band 2015–2019 (executives get fixed five-year bands only, issue 38): IV's 2015 and 2016 children.
      body: JSON.stringify({ periodFrom: 2015, periodTo: 2019, periodLength: 5 }),
    });

  it('JSON: every count of a row of 2–4 cases is null, its zero deaths too', async () => {
    const truth: any = await (await survival(t.reviewer)).json();
    const exec: any = await (await survival(t.executive)).json();
    // 2015–2019: a row of 2–4 children, its deaths included.
    const shown = truth.rows.find((r: any) => r.group === 'IV' && r.periodFrom === 2015);
    expect(shown.cases).toBeGreaterThanOrEqual(2);
    expect(shown.cases).toBeLessThanOrEqual(4);
    const hiddenRows = exec.rows.filter((r: any) => r.suppressed);
    expect(hiddenRows.map((r: any) => `${r.group} ${r.periodFrom}`)).toContain('IV 2015');
    for (const r of hiddenRows) {
      for (const k of ['cases', 'deaths', 'censored', 'withoutFollowUp', 'deathCertificateOnly'])
        expect(r[k], `${r.group} ${r.periodFrom} ${k}`).toBeNull();
      for (const a of r.at)
        expect(a).toMatchObject({ survival: null, lower: null, upper: null, atRisk: null });
      expect(r.curve).toBeUndefined();
    }
  });

  it('xlsx: a hidden row reads x in every count and figure', async () => {
    const res = await survival(t.executive, '/xlsx');
    expect(res.status).toBe(200);
    const [sheet] = await readSheets(Buffer.from(await res.arrayBuffer()));
    const row = sheet.rows.find((r) => String(r[0]).startsWith('IV ') && r[1] === '2015–2019');
    expect(row).toBeDefined();
    expect(row?.slice(2)).toEqual(Array(5 + 3 * 4).fill('x'));
  });
});
