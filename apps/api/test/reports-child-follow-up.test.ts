import { REFERENCE_DATA_DIR } from '@registry/domain/coding/testing/reference-data';
import { morphologyIdOf, topographyIdOf } from '@registry/domain/dictionaries/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STEPS } from '../src/modules/dictionaries/import/sources';
import { cnp } from './encr-dataset';
import { saveNotification } from './export-dataset';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { importCalls, toVitalCells, VITAL, vitalHeaders, xlsx } from './import-fixtures';
import { completeBody } from './notification-fixtures';

/**
 * Issue 39: the child is the unit of follow-up. Children with two and three primaries, a death reported
 * on each of a child's tumours in turn, a later "alive" contact on another tumour, a vital-status import
 * naming the child: every export, the survival report and the registry check agree on one vital status
 * per child and on each tumour's survival time. The expected values are computed here from the children
 * as this file describes them, not from report_case_facts.
 */
let s: TestServer;
const t: Record<string, string> = {};
const { download, exported, records } = exportHelpers(() => s);
const { upload } = importCalls(() => s);

type Tumour = { topography: string; morphology: string; dx: string; contact: string };
type Child = {
  name: string;
  identifier: string;
  tumours: Tumour[];
  /** Follow-ups on tumour `on`: an alive contact, or the death (reason 8). */
  followUps?: { on: number; contact: string; death?: string }[];
  /** A vital-status import naming the child (and the tumour, by its morphology): alive at its status date. */
  vitalImport?: { on: number; contact: string; statusDate: string };
};

const HEPATOBLASTOMA = { topography: 'C22.0', morphology: '8970/3' };
const AML = { topography: 'C42.1', morphology: '9861/3' };
const NEUROBLASTOMA = { topography: 'C74.9', morphology: '9500/3' };
const WILMS = { topography: 'C64.9', morphology: '8960/3' };
const OSTEOSARCOMA = { topography: 'C40.2', morphology: '9180/3' };
const three = (contacts: [string, string, string]): Tumour[] => [
  { ...NEUROBLASTOMA, dx: '2012-03-10', contact: contacts[0] },
  { ...WILMS, dx: '2015-06-01', contact: contacts[1] },
  { ...OSTEOSARCOMA, dx: '2019-09-09', contact: contacts[2] },
];

const children: Child[] = [
  {
    // The child: the AML's follow-ups know her alive on 2025-03-01 and dead on 2025-04-04.
    name: 'hepatoblastoma then AML, dead of the AML',
    identifier: cnp(6, '2016-05-05', 901),
    tumours: [
      { ...HEPATOBLASTOMA, dx: '2018-02-15', contact: '2024-08-01' },
      { ...AML, dx: '2024-03-01', contact: '2024-08-01' },
    ],
    followUps: [
      { on: 1, contact: '2025-03-01' },
      { on: 1, contact: '2025-04-04', death: '2025-04-04' },
    ],
  },
  // Three primaries, the death reported on each of them in turn. The first child's osteosarcoma
  // record knows her alive on 2021-01-01, after her death on 2020-05-05: an error, not a resurrection.
  ...[0, 1, 2].map(
    (k): Child => ({
      name: `three primaries, dead (reported on tumour ${k + 1})`,
      identifier: cnp(5, '2010-01-10', 910 + k),
      tumours: three(['2014-01-01', '2016-01-01', k === 0 ? '2021-01-01' : '2020-01-01']),
      followUps: [{ on: k, contact: '2020-05-05', death: '2020-05-05' }],
    }),
  ),
  {
    name: 'two primaries, alive by a vital-status import naming the child',
    identifier: cnp(5, '2011-02-02', 920),
    tumours: [
      { ...NEUROBLASTOMA, dx: '2013-01-15', contact: '2014-01-01' },
      { ...WILMS, dx: '2016-02-02', contact: '2017-01-01' },
    ],
    vitalImport: { on: 0, contact: '2025-06-01', statusDate: '2025-06-30' },
  },
];

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const latest = (dates: string[]) => [...dates].sort().at(-1) as string;

/** The definition, written out: the child's death ends every tumour's follow-up; else her last day known alive. */
function expected(c: Child) {
  const death = c.followUps?.find((f) => f.death)?.death ?? null;
  const known = latest([
    ...c.tumours.map((x) => x.contact),
    ...(c.followUps ?? []).map((f) => f.contact),
    ...(c.vitalImport ? [c.vitalImport.statusDate, c.vitalImport.contact] : []),
  ]);
  const last = death ?? known;
  return {
    dead: death !== null,
    last,
    survival: c.tumours.map((x) => days(x.dx, last)),
  };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const step of IMPORT_STEPS.filter((x) => x.name === 'ICD-O-3 → ICD-10 conversion'))
    await s.database.db.transaction((tx) => step.run(tx, REFERENCE_DATA_DIR));
  for (const who of ['reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  for (const [i, c] of children.entries()) {
    for (const [k, x] of c.tumours.entries())
      await saveNotification(
        s,
        t.reporter,
        completeBody({
          // A later primary of the child is reported as a new primary (reason 7).
          diagnosticReportingReasonId: k === 0 ? 1 : 7,
          patientDetails: {
            identifier: c.identifier,
            firstName: `Copil${i}`,
            lastName: 'Urmarit',
            genderId: c.identifier.startsWith('5') ? 1 : 2,
            birthdate: `20${c.identifier.slice(1, 3)}-${c.identifier.slice(3, 5)}-${c.identifier.slice(5, 7)}`,
          },
          notificationOverview: { lastContactDate: x.contact },
          cancerDiagnostic: {
            topologicCodeId: topographyIdOf(x.topography),
            diagnosticDate: x.dx,
            clinicalStartDate: x.dx,
          },
          cancerMorphology: { morphologyCodeId: morphologyIdOf(x.morphology) },
          cancerTreatment: { chimioDate: x.dx },
        }),
      );
    for (const f of c.followUps ?? []) {
      const x = c.tumours[f.on];
      const prefill = (
        await s.request('GET', `/api/cancer-notification/${c.identifier}/${morphologyIdOf(x.morphology)}`, {
          token: t.reporter,
        })
      ).body;
      await saveNotification(s, t.reporter, {
        ...prefill,
        status: 2,
        // A death (reason 8), or news from other sources (reason 2): a contact with the child alive.
        diagnosticReportingReasonId: f.death ? 8 : 2,
        notificationOverview: {
          ...prefill.notificationOverview,
          lastContactDate: f.contact,
          lastDoctor: 'Dr. Pop',
          ...(f.death
            ? {
                isPatientDead: true,
                trackingStatusId: 3,
                deathDate: f.death,
                deathReasonTopoCodeId: topographyIdOf(x.topography),
              }
            : { trackingStatusId: 1, isPatientDead: false }),
        },
      });
    }
    if (c.vitalImport) {
      const v = c.vitalImport;
      const row = {
        identifier: c.identifier,
        morphology: c.tumours[v.on].morphology,
        vitalStatus: '1',
        lastContactDate: v.contact.split('-').reverse().join('.'),
      };
      const file: [string, Uint8Array] = ['status.xlsx', await xlsx(vitalHeaders, [toVitalCells(row)])];
      const res = await upload(VITAL, t.reviewer, file, { statusDate: v.statusDate });
      expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
    }
  }
}, 180_000);
afterAll(() => s?.close());

const patientIds = async () => {
  const rows = (await s.sql(`select id, identifier from patients`)) as {
    rows: { id: number; identifier: string }[];
  };
  return new Map(rows.rows.map((r) => [String(r.id), r.identifier]));
};
/** The export's rows of each child, in incidence order (every fixture tumour has its own date). */
async function rowsByChild<R>(all: R[], patient: (r: R) => unknown, dx: (r: R) => string) {
  const identifiers = await patientIds();
  return new Map(
    children.map((c) => [
      c.name,
      all
        .filter((r) => identifiers.get(String(patient(r))) === c.identifier)
        .sort((a, b) => dx(a).localeCompare(dx(b))),
    ]),
  );
}
const ymd = (year: unknown, month: unknown, day: unknown) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('one vital status per child, in every export', () => {
  it('ENCR (xlsx and CSV): Vit_stat, MoF / YoF, Surv_time and CoD are the child’s on every tumour', async () => {
    const [sheet] = (await exported('encr-cancer-cases', t.reviewer, {}, 2)).sheets;
    const csv = (await download('encr-cancer-cases', t.reviewer, { format: 'csv' })).bytes.toString('utf8');
    const [header, ...lines] = csv.trim().split('\n');
    const csvRows = lines.map((l) =>
      Object.fromEntries(header.split(';').map((h, i) => [h, l.split(';')[i]])),
    );
    const byXlsx = await rowsByChild(
      records(sheet),
      (r) => r.PAT,
      (r) => ymd(r.YoI, r.MoI, 1) + r.TUM,
    );
    const byCsv = await rowsByChild(
      csvRows,
      (r) => r.PAT,
      (r) => ymd(r.YoI, r.MoI, 1) + r.TUM,
    );
    for (const c of children) {
      const e = expected(c);
      const rows = byXlsx.get(c.name) ?? [];
      expect(rows, c.name).toHaveLength(c.tumours.length);
      for (const [k, row] of rows.entries()) {
        expect(row, `${c.name}, tumour ${k + 1}`).toMatchObject({
          Vit_stat: e.dead ? 2 : 1,
          MoF: Number(e.last.slice(5, 7)),
          YoF: Number(e.last.slice(0, 4)),
          Surv_time: e.survival[k],
          ICD: e.dead ? 10 : 99,
        });
        if (e.dead) expect(row.CoD, `${c.name}, tumour ${k + 1}`).toMatch(/^C\d{2,3}$/);
        else expect(row.CoD).toBeNull();
        const line = (byCsv.get(c.name) ?? [])[k];
        for (const key of ['Vit_stat', 'MoF', 'YoF', 'Surv_time', 'CoD', 'ICD'])
          expect(line[key], `${c.name}, tumour ${k + 1}, CSV ${key}`).toBe(
            row[key] === null ? '' : String(row[key]),
          );
      }
    }
    // The AML death is the child's cause: C92.0 (IARC's conversion of 9861/3) on both her rows.
    expect((byXlsx.get(children[0].name) ?? []).map((r) => r.CoD)).toEqual(['C920', 'C920']);
  });

  it('CONCORD: Vital_status, the FU date, Survival, Cause_death and ICD_edition are the child’s', async () => {
    const [sheet] = (await exported('concord-cancer-cases', t.reviewer, {}, 2)).sheets;
    const byChild = await rowsByChild(
      records(sheet),
      (r) => r.Patient_ID,
      (r) => ymd(r.Year_DoI, r.Month_DoI, r.Day_DoI),
    );
    for (const c of children) {
      const e = expected(c);
      const rows = byChild.get(c.name) ?? [];
      expect(rows, c.name).toHaveLength(c.tumours.length);
      for (const [k, row] of rows.entries()) {
        expect(row, `${c.name}, tumour ${k + 1}`).toMatchObject({
          Vital_status: e.dead ? 2 : 1,
          Day_FU: Number(e.last.slice(8, 10)),
          Month_FU: Number(e.last.slice(5, 7)),
          Year_FU: Number(e.last.slice(0, 4)),
          Survival: e.survival[k],
          ICD_edition: e.dead ? 10 : 99,
        });
        if (e.dead) expect(row.Cause_death).toMatch(/^C\d{2,3}$/);
        else expect(row.Cause_death).toBe('99999');
      }
    }
  });

  it('IICC-3: VITAL_STATUS is the child’s on every tumour', async () => {
    const text = (await download('iicc3-cancer-cases', t.reviewer)).bytes.toString('utf8');
    const [header, ...lines] = text
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const rows = lines.map((l) => Object.fromEntries(header.map((h, i) => [h, l[i]])));
    const byChild = await rowsByChild(
      rows,
      (r) => r.ID,
      (r) => r.SEQ,
    );
    for (const c of children) {
      const got = (byChild.get(c.name) ?? []).map((r) => r.VITAL_STATUS);
      expect(got, c.name).toEqual(c.tumours.map(() => (expected(c).dead ? '2' : '1')));
    }
  });

  it('native, rich native and encoded: the child’s death and last known date on every tumour', async () => {
    for (const path of ['native-cancer-cases', 'rich-native-cancer-cases', 'encoded-cancer-cases']) {
      const [sheet] = (await exported(path, t.reviewer, {}, 2)).sheets;
      const all = records(sheet);
      const identifier = Object.keys(all[0]).find((h) => /identifier|CNP/i.test(h)) as string;
      const last = Object.keys(all[0]).find((h) => /last known vital status/i.test(h)) as string;
      const dead = Object.keys(all[0]).find((h) => /Patient dead$/i.test(h)) as string;
      for (const c of children) {
        const e = expected(c);
        const rows = all.filter((r) => r[identifier] === c.identifier);
        expect(rows, `${path}: ${c.name}`).toHaveLength(c.tumours.length);
        for (const row of rows) {
          expect(row[last], `${path}: ${c.name}`).toBe(e.last);
          expect(row[dead], `${path}: ${c.name}`).toBe(
            path === 'encoded-cancer-cases' ? (e.dead ? 1 : 0) : e.dead ? 'Yes' : 'No',
          );
        }
      }
    }
  });
});

/** A plain product-limit estimate at `t` days. */
function plainKaplanMeier(data: { days: number; death: boolean }[], t: number) {
  let survival = 1;
  for (const time of [...new Set(data.filter((d) => d.death).map((d) => d.days))].sort((a, b) => a - b)) {
    if (time > t) break;
    const n = data.filter((d) => d.days >= time).length;
    survival *= 1 - data.filter((x) => x.death && x.days === time).length / n;
  }
  return { survival, atRisk: data.filter((d) => d.days >= t).length };
}

describe('the survival report', () => {
  it('each tumour runs from its own diagnosis to the child’s death or last day known alive', async () => {
    const res = await s.request('POST', '/api/report/survival', {
      token: t.reviewer,
      body: { periodFrom: 2012, periodTo: 2024, periodLength: 13, curve: true },
      language: 2,
    });
    expect(res.status).toBe(200);
    const all = res.body.rows.find((r: any) => r.group === 'all');
    const data = children.flatMap((c) => {
      const e = expected(c);
      return e.survival.map((d) => ({ days: d, death: e.dead }));
    });
    expect(all).toMatchObject({
      cases: data.length,
      deaths: data.filter((d) => d.death).length,
      censored: data.filter((d) => !d.death).length,
      withoutFollowUp: 0,
    });
    for (const [h, years] of [1, 3, 5].entries()) {
      const want = plainKaplanMeier(data, years * 365.25);
      expect(all.at[h].atRisk, `${years} y at risk`).toBe(want.atRisk);
      expect(all.at[h].survival, `${years} y`).toBeCloseTo(want.survival, 12);
    }
    // The curve's drops fall on the tumours' times to the child's death.
    const drops = all.curve
      .filter((p: any, i: number) => i > 0 && p.survival < all.curve[i - 1].survival)
      .map((p: any) => p.days);
    expect(drops).toEqual([...new Set(data.filter((d) => d.death).map((d) => d.days))].sort((a, b) => a - b));
  });
});

describe('the registry check', () => {
  it('flags a later "alive" contact on another tumour after the child’s death (Invalid), nothing else', async () => {
    const started = await s.request('POST', '/api/registry-check', {
      token: t.reviewer,
      body: {},
      language: 2,
    });
    expect(started.status).toBe(202);
    let run: any;
    for (let i = 0; i < 400 && run?.status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      run = (await s.request('GET', '/api/registry-check/latest', { token: t.reviewer })).body.latest;
    }
    expect(run.status).toBe('finished');
    const found = await s.request('POST', `/api/registry-check/${started.body.runId}/records`, {
      token: t.reviewer,
      body: { checkId: 'child-follow-up', severity: 'Invalid' },
      language: 2,
    });
    expect(found.status).toBe(200);
    const child = children[1];
    const death = (await s.sql(
      `select n.id from cancer_notifications n join cancer_cases c on c.current_notification_id = n.id
        join patients p on p.id = c.patient_id
        where p.identifier = '${child.identifier}' and n.data #>> '{notificationOverview,deathDate}' = '2020-05-05'`,
    )) as { rows: { id: number }[] };
    expect(found.body.items).toEqual([
      expect.objectContaining({
        patientIdentifier: child.identifier,
        morphology: expect.stringContaining(OSTEOSARCOMA.morphology.slice(0, 4)),
        messageKey: 'followUp.aliveAfterDeath',
        params: {
          deathDate: '2020-05-05',
          lastAliveDate: '2021-01-01',
          otherNotificationId: death.rows[0].id,
        },
      }),
    ]);
    const ok = run.counts.find((c: any) => c.checkId === 'child-follow-up' && c.severity === 'OK');
    const cases = children.reduce((n, c) => n + c.tumours.length, 0);
    expect(ok.count).toBe(cases - 1);
  });
});
