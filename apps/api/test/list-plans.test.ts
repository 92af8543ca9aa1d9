import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Plan tests (issue 25): a selective filter must drive the plan. The worst shape found at a million
// notifications was "to review" + a rare name: the page query walked the date index through every
// current record, looking up each one's patient, to find no match (4.4 s). Here 12,000 children, 60
// of them "Tudorache" and all of those already reviewed; EXPLAIN ANALYZE of the very queries the
// server ran for the call shows which shape it chose.
let s: TestServer;
let reviewer: string;
let reporter: string;
const CHILDREN = 12_000;
const RARE = 60;

type PlanNode = {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
/** Rows each scan of cancer_notifications produced, over all its loops. */
function notificationRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'cancer_notifications'
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + notificationRowsRead(child), 0);
}

/** Every index the plan reads, its sub-plans' too. */
function indexesRead(node: PlanNode): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap((child) => indexesRead(child)),
  ];
}

/** The rows the plan's first Sort node ordered, or null when the order came from an index walk. */
function rowsSorted(node: PlanNode): number | null {
  if (node['Node Type'] === 'Sort') return (node.Plans ?? [])[0]?.['Actual Rows'] ?? 0;
  for (const child of node.Plans ?? []) {
    const found = rowsSorted(child);
    if (found != null) return found;
  }
  return null;
}

/** Runs one list call and EXPLAIN ANALYZEs every page query (`select … id from …`) the server ran for it. */
async function plansOf(path: string, body: Record<string, unknown>, token = reviewer) {
  const db = s.database.db as unknown as { execute: (q: SQL) => Promise<unknown> };
  const execute = db.execute.bind(db);
  const seen: SQL[] = [];
  db.execute = (q: SQL) => {
    seen.push(q);
    return execute(q);
  };
  let res: Awaited<ReturnType<TestServer['request']>>;
  try {
    res = await s.request('POST', path, { token, body: { take: 8, skip: 0, ...body } });
  } finally {
    db.execute = execute;
  }
  expect(res.status).toBe(200);
  const rowsRead: number[] = [];
  const sorted: (number | null)[] = [];
  const indexes: string[][] = [];
  for (const q of seen) {
    const explained = (await execute(sql`explain (analyze, format json) ${q}`)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    const plan = explained.rows[0]['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
    // Only the page queries (a LIMIT on top), not the selectivity probes (capped counts).
    if (root['Node Type'] !== 'Limit') continue;
    rowsRead.push(notificationRowsRead(root));
    sorted.push(rowsSorted(root));
    indexes.push(indexesRead(root));
  }
  return { body: res.body, rowsRead, sorted, indexes };
}

beforeAll(async () => {
  s = await startTestServer();
  reviewer = await s.signIn('reviewer@demo.local');
  reporter = await s.signIn('reporter@demo.local');
  const [unit] = (
    (await s.sql('select id from reporting_units order by id limit 1')) as { rows: { id: number }[] }
  ).rows;
  const [user] = (
    (await s.sql(`select id from users where email = 'reporter@demo.local'`)) as { rows: { id: number }[] }
  ).rows;
  // Loaded without the row triggers (counts, report facts): this test reads plans, not counters.
  await s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await load((text) => tx.execute(sql.raw(text)), unit.id, user.id);
  });
  for (const table of ['patients', 'cancer_cases', 'cancer_notifications']) await s.sql(`analyze ${table}`);
}, 120_000);
afterAll(() => s.close());

async function load(run: (text: string) => Promise<unknown>, unitId: number, userId: number) {
  // Child g: a common surname, except the last RARE children; one completed notification and its case,
  // reviewed for every child whose id is even or who is a Tudorache.
  await run(`insert into patients (id, identifier, first_name, last_name)
    select 100000 + g, lpad((100000 + g)::text, 13, '9'), (array['Ana','Ion','Maria','Andrei'])[1 + g % 4],
      case when g > ${CHILDREN - RARE} then 'Tudorache' else (array['Popescu','Ionescu','Popa','Stan'])[1 + g % 4] end
    from generate_series(1, ${CHILDREN}) g`);
  await run(`insert into cancer_cases (id, patient_id, morphology_code_id, case_version, reviewed_version, current_notification_id)
    select 100000 + g, 100000 + g, 95003, 1,
      case when g % 2 = 0 or g > ${CHILDREN - RARE} then 1 end, 100000 + g
    from generate_series(1, ${CHILDREN}) g`);
  await run(`insert into cancer_notifications (id, patient_id, case_id, is_cancer_case, reporting_unit_id, status,
      reporting_reason_id, diagnostic_date, data, version, created_by, updated_by, created_at, updated_at,
      grants_holding, record_first_name, record_last_name)
    select 100000 + g, 100000 + g, 100000 + g, true, ${unitId}, 2, 1,
      date '2019-12-20' + g / 24, '{}'::jsonb, 1, ${userId}, ${userId},
      timestamptz '2020-01-01' + g * interval '1 hour', timestamptz '2020-01-01' + g * interval '1 hour',
      -- Each child's first and only report: its unit holds the child at once (issue 38).
      true,
      -- The copy of the child's names migration 0059's trigger keeps (off here, as in the generator).
      p.first_name, p.last_name
    from generate_series(1, ${CHILDREN}) g join patients p on p.id = 100000 + g`);
}

// The rule: a filter naming few children makes the page query collect their rows and sort those (a
// Sort over at most the name's rows); the unfiltered page walks the date index (no Sort, a page read).
// Before the rule, both name filters below walked the index like the unfiltered page: no Sort at all.
describe('list plans with a selective filter', () => {
  it('"to review" + a rare name sorts the rare name’s rows instead of walking every current record', async () => {
    const { body, sorted } = await plansOf('/api/cancer-cases/filter', {
      toReviewFilter: true,
      search: 'Tudo',
    });
    expect(body.items).toEqual([]);
    expect(sorted.length).toBeGreaterThan(0);
    for (const rows of sorted) {
      expect(rows).not.toBeNull();
      expect(rows).toBeLessThanOrEqual(RARE);
    }
  });

  it('a rare name on the notification list sorts its own rows, newest first', async () => {
    const { body, sorted } = await plansOf('/api/cancer-notification/filter', { lastName: 'Tudor' });
    expect(body.totalRows).toBe(RARE);
    const ids = body.items.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(100000 + CHILDREN);
    for (const rows of sorted) expect(rows).toBe(RARE);
  });

  it('an old month of diagnoses sorts that month’s rows instead of walking every later notification', async () => {
    // Diagnosed ten days or so before each notification: the first 30 days hold 24 a day.
    const range = { diagnosticStartDate: '2019-12-20', diagnosticEndDate: '2020-01-18' };
    const { body, sorted } = await plansOf('/api/cancer-notification/filter', range);
    expect(body.totalRows).toBe(30 * 24 - 1);
    const ids = body.items.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const rows of sorted) expect(rows).toBe(30 * 24 - 1);
  });

  it('the unfiltered first page still walks the date index: a page, not the registry', async () => {
    const { body, rowsRead, sorted } = await plansOf('/api/cancer-cases/filter', {});
    expect(body.items).toHaveLength(8);
    expect(sorted).toEqual([null]);
    expect(Math.max(...rowsRead)).toBeLessThanOrEqual(100);
  });
});

// Issue 41: a reporter's search in their unit starts from the search, then the unit. Before, the OR of
// "the registry's name, if the unit holds the child" and "the typed name, if not" could use no index:
// the page and the count walked all 12,000 rows of the unit and asked for each which name it may see.
describe('a unit-scoped search', () => {
  it('a reporter’s name search reads the name indexes and the rows they find, not the whole unit', async () => {
    const { body, rowsRead, indexes } = await plansOf(
      '/api/cancer-notification/filter',
      { search: 'Tudo' },
      reporter,
    );
    expect(body.totalRows).toBe(RARE);
    expect(rowsRead.length).toBeGreaterThan(0);
    for (const [i, read] of rowsRead.entries()) {
      // The typed names of the unit's rows (migration 0052) and the rows' copy of the registry's names
      // (0059): before 0059, the registry's names were read on patients, every child with the prefix.
      expect(indexes[i]).toContain('cancer_notifications_unit_typed_last_name_idx');
      expect(indexes[i]).toContain('cancer_notifications_record_last_name_idx');
      expect(indexes[i].some((name) => name.startsWith('patients_last_name_'))).toBe(false);
      // Which name the unit may see: its holding reports, from their own index (0059; its predicate
      // must follow NEW_DIAGNOSIS_REASONS, or the planner cannot use it and this fails).
      expect(indexes[i]).toContain('cancer_notifications_holding_idx');
      // The rare name's rows a few times over (candidates, their read, the holding sub-plan): not 12,000.
      expect(read).toBeLessThanOrEqual(10 * RARE);
    }
  });

  it('a reporter’s identifier search starts from the identifier index', async () => {
    const { body, rowsRead, indexes } = await plansOf(
      '/api/cancer-notification/filter',
      // Identifiers are the child's number padded with 9s: children 100001 to 100009.
      { search: '999999910000' },
      reporter,
    );
    expect(body.totalRows).toBe(9);
    for (const [i, read] of rowsRead.entries()) {
      expect(indexes[i].some((name) => name.startsWith('patients_identifier'))).toBe(true);
      expect(read).toBeLessThanOrEqual(10 * body.totalRows);
    }
  });
});
