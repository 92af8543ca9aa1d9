import {
  ABOUT_FIGURES,
  AGE_GROUPS,
  ANONYMISED_AGE_GROUPS,
  type IncidenceAnswer,
  K_ANONYMITY,
  smallestClassSize,
} from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnonymisedRegistry } from './anonymised-registry';
import { exportHelpers, records, type Sheet } from './export-helpers';
import { startTestServer, type TestServer } from './harness';

// The anonymised export read back from the downloaded xlsx, over a generated registry of 10,000 cases.
const CASES = 10_000;
const YEARS = Array.from({ length: 15 }, (_, i) => 2010 + i);
const QUASI_IDENTIFIERS = [
  'Diagnosis year',
  'Age group at diagnosis',
  'Sex',
  'Development region (NUTS-2)',
  'ICCC-3 main group',
];

let s: TestServer;
const t: Record<string, string> = {};
const { exported } = exportHelpers(() => s);
let about: Sheet;
let rows: Record<string, string | number | null>[];

const figure = (key: keyof typeof ABOUT_FIGURES) =>
  about.rows.find((r) => r[0] === ABOUT_FIGURES[key].en)?.[1];

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reviewer', 'executive']) t[who] = await s.signIn(`${who}@demo.local`);
  await insertAnonymisedRegistry(s, CASES);
  const res = await exported('anonymyzed-rich-native-cancer-cases', t.executive, {}, 2);
  [about] = res.sheets;
  expect(res.sheets.map((sheet) => sheet.name)).toEqual(['About this file', 'Anonymised cases']);
  rows = records(res.sheets[1]) as typeof rows;
}, 120_000);
afterAll(() => s.close());

describe('anonymised export of a 10,000-case registry', () => {
  it(`every combination of its quasi-identifiers is shared by at least k = ${K_ANONYMITY} rows of the file`, () => {
    const smallest = smallestClassSize(rows.map((r) => QUASI_IDENTIFIERS.map((h) => r[h])));
    expect(smallest).toBeGreaterThanOrEqual(K_ANONYMITY);
    expect(figure('k')).toBe(K_ANONYMITY);
    expect(figure('smallestClass')).toBe(smallest);
    // Both suppressions happened: otherwise the test would prove nothing about them.
    const suppressedRegions = rows.filter((r) => r['Development region (NUTS-2)'] === 'x').length;
    expect(suppressedRegions).toBeGreaterThan(0);
    expect(figure('regionsSuppressed')).toBe(suppressedRegions);
    expect(Number(figure('dropped'))).toBeGreaterThan(0);
    console.info(
      `anonymised export: ${figure('selected')} cases, ${rows.length} rows written, ${figure('dropped')} left out, ${suppressedRegions} regions suppressed, smallest class ${smallest} (k = ${K_ANONYMITY})`,
    );
  });

  it('holds no calendar date, county, unit or id: only generalised values and intervals', () => {
    for (const row of rows.slice(0, 500))
      for (const value of Object.values(row)) expect(String(value ?? '')).not.toMatch(/\d{4}-\d{2}/);
    const headers = Object.keys(rows[0]);
    for (const gone of [
      'Case id',
      'Patient id',
      'Patient key (pseudonym)',
      'County',
      'Reporting unit',
      'Date of birth',
    ])
      expect(headers).not.toContain(gone);
    expect(headers).toEqual(
      expect.arrayContaining([
        ...QUASI_IDENTIFIERS,
        'Vital status',
        'Survival time (days from diagnosis)',
        'Censored',
      ]),
    );
    expect(new Set(rows.map((r) => r['Age group at diagnosis']))).toEqual(
      new Set(ANONYMISED_AGE_GROUPS.slice(0, 5)),
    );
  });

  it("incidence by ICCC-3 group × sex × age group × year from the file is the registry's for every cell it keeps; sheet 1 counts the rest", async () => {
    const fileCells = new Map<string, number>();
    for (const r of rows) {
      const group = String(r['ICCC-3 main group']).split(' ')[0];
      const sex = r.Sex === 'Male' ? 'M' : 'F';
      const age = ANONYMISED_AGE_GROUPS.indexOf(
        r['Age group at diagnosis'] as (typeof ANONYMISED_AGE_GROUPS)[number],
      );
      const key = `${r['Diagnosis year']}|${group}|${sex}|${age}`;
      fileCells.set(key, (fileCells.get(key) ?? 0) + 1);
    }
    // The registry's own incidence report (reviewer: no small-count suppression), year by year.
    let kept = 0;
    let dropped = 0;
    let registryCells = 0;
    for (const year of YEARS) {
      const res = await s.request('POST', '/api/report/incidence', {
        token: t.reviewer,
        language: 2,
        body: { yearFrom: year, yearTo: year, by: 'group' },
      });
      expect(res.status).toBe(200);
      for (const row of (res.body as IncidenceAnswer).rows) {
        if (row.level !== 'group' || row.sex === 'all') continue;
        AGE_GROUPS.forEach((_, age) => {
          const count = row.ages[age].count ?? 0;
          if (count === 0) return;
          registryCells++;
          const inFile = fileCells.get(`${year}|${row.key}|${row.sex}|${age}`) ?? 0;
          if (count >= K_ANONYMITY) {
            expect(inFile, `${year} ${row.key} ${row.sex} ${AGE_GROUPS[age]}`).toBe(count);
            kept += count;
          } else {
            expect(inFile).toBe(0);
            dropped += count;
          }
        });
      }
    }
    expect(kept + dropped).toBe(CASES);
    expect(registryCells).toBeGreaterThan(500);
    expect(rows).toHaveLength(kept);
    expect(figure('selected')).toBe(CASES);
    expect(figure('written')).toBe(kept);
    expect(figure('dropped')).toBe(dropped);
  });

  it('survival stays computable: dead rows carry days to death, living ones are censored at the last contact', () => {
    const dead = rows.filter((r) => r['Vital status'] === 2);
    const alive = rows.filter((r) => r['Vital status'] === 1);
    expect(dead.length).toBeGreaterThan(0);
    expect(alive.length + dead.length).toBe(rows.length);
    for (const r of dead.slice(0, 50)) {
      expect(r.Censored).toBe(0);
      expect(r['Survival time (days from diagnosis)']).toBe(r['Days from diagnosis to death']);
    }
    for (const r of alive.slice(0, 50)) {
      expect(r.Censored).toBe(1);
      expect(r['Survival time (days from diagnosis)']).toBe(r['Days from diagnosis to last contact']);
    }
  });
});
