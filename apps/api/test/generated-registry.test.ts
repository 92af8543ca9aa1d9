// The realistic generator (apps/api/src/db/seed/generate, docs/generator.md) at a small size on this test's database:
// its distributions, its CNPs, its planted duplicates, complete records, and the registry check run
// over what it wrote. Same seed → same plan.
import {
  emptyNotification,
  notificationDraft,
  parseCnp,
  todayIso,
  validateNotification,
} from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInTransaction } from '../src/db/seed/generate/bulk-load';
import { IDENTITY_ERRORS, NAME_ERRORS } from '../src/db/seed/generate/duplicates';
import { readDictionaries } from '../src/db/seed/generate/load';
import { planRegistry } from '../src/db/seed/generate/plan';
import { execOf } from '../src/db/seed/generate/sql-rows';
import { GROUPS } from '../src/db/seed/generate/tumours';
import { storedData } from '../src/modules/notifications/notification-record';
import { startTestServer, type TestServer } from './harness';

const NOTIFICATIONS = 20_000;
let s: TestServer;
let plan: Awaited<ReturnType<typeof generateInTransaction>>;
const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  plan = await generateInTransaction(s.database.db, { notifications: NOTIFICATIONS, units: 12, seed: 7 });
}, 300_000);
afterAll(() => s?.close());

describe('generated registry', () => {
  it('plans the same registry from the same seed, another from another', async () => {
    const dictionaries = await readDictionaries(execOf(s.database.db));
    const planOf = (seed: number) => {
      const p = planRegistry({ notifications: 2000, units: [1, 2, 3], seed, ...dictionaries });
      return JSON.stringify(
        p.cases.map((c) => [c.patient, c.panels, c.reports.map((r) => ({ ...r, patient: r.patient.id }))]),
      );
    };
    expect(planOf(3)).toBe(planOf(3));
    expect(planOf(4)).not.toBe(planOf(3));
  });

  it('writes the notifications asked for, planted duplicates included', async () => {
    const [n] = await rows<{ n: number }>('select count(*)::int n from cancer_notifications');
    expect(n.n).toBe(NOTIFICATIONS);
  });

  it("copies each child's registry names onto its notifications, as the trigger it turns off would (migration 0059)", async () => {
    const [r] = await rows<{ stale: number; named: number }>(`select count(*) filter (where
        n.record_first_name is distinct from p.first_name or n.record_last_name is distinct from p.last_name)::int as stale,
        count(n.record_last_name)::int as named
      from cancer_notifications n join patients p on p.id = n.patient_id`);
    expect(r).toEqual({ stale: 0, named: NOTIFICATIONS });
    // The trigger is back on for the saves after the load.
    const [trigger] = await rows<{ enabled: string }>(
      `select tgenabled as enabled from pg_trigger where tgname = 'cancer_notifications_record_names'`,
    );
    expect(trigger.enabled).toBe('O');
  });

  it("decides each child's holding as the saves would: its first reporter holds, a later unit's report waits", async () => {
    const reports = `n.status = 2 and not n.is_deleted and n.reporting_reason_id in (1, 7, 10)`;
    const [counts] = await rows<{ wrong: number; granted: number }>(`
      with firsts as (select distinct on (patient_id) patient_id, reporting_unit_id from cancer_notifications n
        where ${reports} order by patient_id, id)
      select count(*) filter (where n.grants_holding <> (f.reporting_unit_id = n.reporting_unit_id))::int as wrong,
        count(*) filter (where n.grants_holding)::int as granted
      from cancer_notifications n join firsts f on f.patient_id = n.patient_id where ${reports}`);
    expect(counts.wrong).toBe(0);
    expect(counts.granted).toBeGreaterThan(0);
    // One pending request per unit and child whose reports wait.
    const [waiting] = await rows<{ n: number }>(`select count(*)::int as n from (select distinct n.patient_id,
      n.reporting_unit_id from cancer_notifications n where ${reports} and not n.grants_holding) w`);
    const [requests] = await rows<{ n: number }>(
      'select count(*)::int as n from child_holding_requests where status = 1',
    );
    expect(requests.n).toBe(waiting.n);
  }, 120_000);

  it('names children from long-tailed lists, not from their id', async () => {
    const [r] = await rows<{
      patients: number;
      surnames: number;
      top: number;
      given: number;
      hyphen: number;
      two: number;
    }>(`
      select count(*)::int patients, count(distinct last_name)::int surnames,
        (select count(*) from patients group by last_name order by 1 desc limit 1)::int top,
        count(distinct first_name)::int given,
        count(*) filter (where first_name like '%-%')::int hyphen, count(*) filter (where first_name like '% %')::int two
      from patients`);
    expect(r.top / r.patients).toBeLessThan(0.05);
    expect(r.top / r.patients).toBeGreaterThan(0.005);
    expect(r.surnames).toBeGreaterThan(1000);
    expect(r.given).toBeGreaterThan(1000);
    expect(r.hyphen / r.patients).toBeGreaterThan(0.04);
    expect(r.two / r.patients).toBeGreaterThan(0.06);
    // The three spellings of ș/ț: comma below, cedilla and none.
    const [d] = await rows<{ comma: number; cedilla: number }>(`
      select count(*) filter (where last_name ~ '[șț]')::int comma, count(*) filter (where last_name ~ '[şţ]')::int cedilla from patients`);
    expect(d.cedilla).toBeGreaterThan(0);
    expect(d.comma).toBeGreaterThan(d.cedilla * 5);
  });

  it('gives given names of the child’s sex', () => {
    // A planted duplicate may carry a mistyped CNP, hence another sex: only the children as planned.
    const planted = new Set(plan.planted.map((d) => d.kase));
    const firstOf = (sex: string) =>
      new Set(
        plan.cases
          .filter((c) => c.patient.sex === sex && !planted.has(c))
          .map((c) => c.patient.properFirst.split(/[ -]/)[0]),
      );
    const [girls, boys] = [firstOf('female'), firstOf('male')];
    expect(girls.size).toBeGreaterThan(50);
    expect([...girls].filter((name) => boys.has(name))).toEqual([]);
  });

  it('spreads the ICCC-3 groups, derived by the registry, as childhood cancers are', async () => {
    const counts = await rows<{ g: number; n: number }>(
      'select iccc_group_id g, count(*)::int n from report_case_facts group by 1',
    );
    const total = counts.reduce((a, c) => a + c.n, 0);
    const sum = GROUPS.reduce((a, g) => a + g.share, 0);
    expect(counts.find((c) => c.g === null)).toBeUndefined();
    GROUPS.forEach((group, i) => {
      const found = counts.find((c) => c.g === i + 1)?.n ?? 0;
      expect(Math.abs(found / total - group.share / sum), group.code).toBeLessThan(0.02);
    });
    const ages = await rows<{ a: number }>(
      'select distinct age a from report_case_facts where patient_id not in (select duplicate_patient_id from generated_duplicate_truth) order by 1',
    );
    expect(ages.map((a) => a.a)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('gives every Romanian child a valid CNP matching the birth date, sex and a county code', async () => {
    const patients = await rows<{ identifier: string; birthdate: string; gender: number }>(
      'select identifier, birthdate::text, gender_id gender from patients where not is_foreigner',
    );
    const today = todayIso();
    const wrong = patients.filter((p) => {
      const facts = parseCnp(p.identifier, today);
      const county = Number(p.identifier.slice(7, 9));
      return (
        !facts || facts.birthDate !== p.birthdate || facts.gender !== p.gender || county < 1 || county > 52
      );
    });
    expect(wrong).toEqual([]);
  });

  it('plants duplicates of every kind, recorded as ground truth', async () => {
    const truth = await rows<{
      kinds: string[];
      dup: string;
      orig: string;
      dupForeign: boolean;
      origForeign: boolean;
    }>(`
      select t.kinds, d.identifier dup, o.identifier orig, d.is_foreigner "dupForeign", o.is_foreigner "origForeign"
      from generated_duplicate_truth t join patients d on d.id = t.duplicate_patient_id join patients o on o.id = t.original_patient_id`);
    expect(truth.length).toBe(Math.round(NOTIFICATIONS * 0.003));
    const kinds = new Set(truth.flatMap((t) => t.kinds));
    for (const kind of [...IDENTITY_ERRORS, ...NAME_ERRORS]) expect(kinds, kind).toContain(kind);
    for (const t of truth) {
      expect(t.dup).not.toBe(t.orig);
      if (t.kinds.includes('cnp_transposed'))
        expect([...t.dup].sort().join('')).toBe([...t.orig].sort().join(''));
      if (t.kinds.includes('foreign_two_ids')) expect([t.dupForeign, t.origForeign]).toEqual([true, true]);
    }
  });

  it('writes complete records: every completed notification passes the form’s rules', async () => {
    const records = await rows<{ data: unknown }>(`
      select data from cancer_notifications where status = 2`);
    const ctx = { today: todayIso() };
    const failing = records
      .map((r) => validateNotification(notificationDraft.parse(r.data), ctx))
      .filter((errors) => Object.keys(errors).length);
    expect(failing.slice(0, 3)).toEqual([]);
  });

  it('writes each record with every field of the model, as a save stores it', async () => {
    // Key paths down to the panels' fields: a record as the save stores it names every one, null or not.
    const paths = (o: object) =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).map((f) => `${k}.${f}`) : [k],
      );
    const { id: _id, ...saved } = storedData(emptyNotification());
    const expected = paths(saved).sort();
    const records = await rows<{ data: object }>(
      'select data from cancer_notifications where id % 997 = 0 order by id',
    );
    expect(records.length).toBeGreaterThan(10);
    for (const r of records) expect(expected.filter((p) => !paths(r.data).includes(p))).toEqual([]);
  });

  it('passes the registry check without Missing or Invalid findings', async () => {
    const token = await s.signIn('reviewer@demo.local');
    const started = await s.request('POST', '/api/registry-check', { token, body: {}, language: 2 });
    expect(started.status).toBe(202);
    let latest: { status: string; counts: { checkId: string; severity: string; count: number }[] } | null =
      null;
    for (let i = 0; i < 600 && latest?.status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      latest = (await s.request('GET', '/api/registry-check/latest', { token })).body.latest;
      expect(latest?.status).not.toBe('failed');
    }
    expect(latest?.status).toBe('finished');
    const flagged = latest?.counts.filter((c) => c.severity === 'Missing' || c.severity === 'Invalid');
    expect(flagged).toEqual([]);
  }, 180_000);
});
