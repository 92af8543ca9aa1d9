// Issue 42 item 13: DEMO_SEED=on fills a fresh registry with a small synthetic one (the generator's
// children in the demo units, planted duplicates in the queue, a population labelled synthetic),
// once; `accounts` gives the demo accounts and an empty registry. Over HTTP, on PGlite or TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATIONS, type DemoRegistryResult, seedAsConfigured } from '../src/db/seed/demo-registry';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let seeded: DemoRegistryResult | null;
const count = async (table: string) =>
  ((await s.sql(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] }).rows[0].n;
const COUNTED = ['cancer_notifications', 'patients', 'cancer_cases', 'duplicate_pairs', 'population'];

beforeAll(async () => {
  s = await startTestServer({ DEMO_SEED: 'on' });
  seeded = await seedAsConfigured(s.app.context);
  console.info('demo registry seeded', seeded);
}, 300_000);
afterAll(() => s?.close());

describe('the demo registry (DEMO_SEED=on)', () => {
  it('writes a few hundred reports of the generated children', async () => {
    expect(seeded?.notifications).toBe(DEMO_NOTIFICATIONS);
    expect(await count('cancer_notifications')).toBe(DEMO_NOTIFICATIONS);
    expect(seeded?.children).toBeGreaterThan(100);
    expect(await count('cancer_cases')).toBeGreaterThan(100);
    const [deaths] = (
      (await s.sql('select count(*)::int as n from report_case_facts where child_is_dead')) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(deaths.n).toBeGreaterThan(0);
  });

  it("shows each demo reporter its unit's reports through the API, and only those", async () => {
    const units = new Map<string, number>();
    for (const email of ['reporter@demo.local', 'reporter2@demo.local']) {
      const token = await s.signIn(email);
      const list = await s.request('POST', '/api/cancer-notification/filter', { token, body: { take: 100 } });
      expect(list.status).toBe(200);
      expect(list.body.totalRows, email).toBeGreaterThan(10);
      units.set(email, list.body.totalRows);
    }
    const reviewer = await s.signIn('reviewer@demo.local');
    const all = await s.request('POST', '/api/cancer-notification/filter', {
      token: reviewer,
      body: { take: 1 },
    });
    // Each reporter sees its unit's reports (and its held children's), never the whole registry.
    for (const [email, n] of units) expect(n, email).toBeLessThan(all.body.totalRows);
  });

  it('queues the planted duplicates for the reviewers', async () => {
    const token = await s.signIn('reviewer@demo.local');
    const list = await s.request('POST', '/api/duplicates/filter', { token, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.totalRows).toBeGreaterThanOrEqual(5);
    expect(list.body.items[0]).toMatchObject({ source: 'registry-check', status: 'open' });
  });

  it('loads a population for every generated year, labelled synthetic', async () => {
    const token = await s.signIn('superadmin@demo.local');
    const summary = await s.request('GET', '/api/population', { token });
    expect(summary.status).toBe(200);
    const years = summary.body.years as { year: number; complete: boolean; synthetic: boolean }[];
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 17 }, (_, i) => 2010 + i));
    expect(years.every((y) => y.complete && y.synthetic)).toBe(true);
    const [sources] = (
      (await s.sql(
        `select count(*) filter (where source <> 'synthetic')::int as other, count(*)::int as n from population`,
      )) as { rows: { other: number; n: number }[] }
    ).rows;
    expect(sources).toEqual({ other: 0, n: seeded?.populationRows });
  });

  it('changes nothing when seeded again (a restart)', async () => {
    const before = await Promise.all(COUNTED.map(count));
    expect(await seedAsConfigured(s.app.context)).toBeNull();
    expect(await Promise.all(COUNTED.map(count))).toEqual(before);
  });
});

describe('DEMO_SEED=accounts', () => {
  it('gives the demo accounts and an empty registry', async () => {
    const t = await startTestServer({ DEMO_SEED: 'accounts' });
    try {
      expect(await seedAsConfigured(t.app.context)).toBeNull();
      const token = await t.signIn('reviewer@demo.local');
      const list = await t.request('POST', '/api/cancer-notification/filter', { token, body: { take: 1 } });
      expect(list.body.totalRows).toBe(0);
      const rows = (await t.sql('select count(*)::int as n from population')) as { rows: { n: number }[] };
      expect(rows.rows[0].n).toBe(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
