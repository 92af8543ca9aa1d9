import {
  AGE_GROUPS,
  directStandardisedRate,
  type IncidenceAnswer,
  type IncidenceCell,
  type IncidenceQuery,
  type IncidenceRow,
  type Language,
  ratePerMillion,
  SEGI_WORLD_STANDARD,
  SUPPRESS_MAX,
  SUPPRESS_MIN,
} from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  countyLabels,
  icccGroups,
  icccIdOf,
  rowsOf,
  sexCodes,
  TOTAL_LABEL,
  UNKNOWN_LABEL,
  yearRange,
} from './statistics-lookups';

export type SexKey = 'M' | 'F' | 'all';

/** Age group index 0–4, 5 = 20 and over, −1 = unknown (the facts keep the group, migration 0022). */
const AGE_INDEX = sql`coalesce(f.age_group, -1)`;

/** Counts per key × sex × age index: 6 slots (the five groups and "20 and over") plus unknown. */
class Tally {
  readonly map = new Map<string, Record<SexKey, number[]>>();
  add(key: string, sex: 'M' | 'F' | null, age: number, n: number) {
    let entry = this.map.get(key);
    if (!entry) {
      entry = { M: new Array(7).fill(0), F: new Array(7).fill(0), all: new Array(7).fill(0) };
      this.map.set(key, entry);
    }
    const slot = age < 0 ? 6 : age;
    entry.all[slot] += n;
    if (sex) entry[sex][slot] += n;
  }
  get(key: string, sex: SexKey) {
    return this.map.get(key)?.[sex] ?? new Array(7).fill(0);
  }
}

/**
 * New cases by ICCC-3 group, county or year, with rates when every denominator is loaded; the true
 * figures (a suppressed-figures role gets them through published-reports.ts).
 */
export async function computeIncidence(
  db: Db,
  q: IncidenceQuery,
  language: Language,
): Promise<IncidenceAnswer> {
  const [groups, sexes, counties] = await Promise.all([
    icccGroups(db, language),
    sexCodes(db),
    countyLabels(db, language),
  ]);
  const { from, until } = yearRange(q.yearFrom, q.yearTo);
  const where: SQL[] = [sql`f.diagnosis_date >= ${from}`, sql`f.diagnosis_date < ${until}`];
  if (q.countyId) where.push(sql`f.county_id = ${q.countyId}`);
  if (q.sex) {
    const genderId = [...sexes].find(([, code]) => code === q.sex)?.[0] ?? -1;
    where.push(sql`f.gender_id = ${genderId}`);
  }
  const filterGroup = q.iccc ? icccIdOf(groups, q.iccc) : null;
  if (filterGroup)
    where.push(
      filterGroup.level === 1
        ? sql`f.iccc_group_id = ${filterGroup.id}`
        : sql`f.iccc_subgroup_id = ${filterGroup.id}`,
    );
  const key =
    q.by === 'group'
      ? sql`f.iccc_group_id`
      : q.by === 'county'
        ? sql`f.county_id`
        : sql`date_part('year', f.diagnosis_date)::int`;
  const sub = q.by === 'group' ? sql`f.iccc_subgroup_id` : sql`null::int`;
  const counted = await rowsOf<{
    key: number | null;
    sub: number | null;
    g: number | null;
    ag: number;
    n: number;
  }>(
    db,
    sql`select ${key} as key, ${sub} as sub, f.gender_id as g, ${AGE_INDEX} as ag, count(*)::int as n
        from report_case_facts f where ${sql.join(where, sql` and `)} group by 1, 2, 3, 4`,
  );
  const tally = new Tally();
  for (const r of counted) {
    const sex = r.g === null ? null : (sexes.get(Number(r.g)) ?? null);
    const k = r.key === null ? '?' : String(r.key);
    tally.add(k, sex, r.ag, r.n);
    tally.add('total', sex, r.ag, r.n);
    if (r.sub !== null) tally.add(`sub:${r.sub}`, sex, r.ag, r.n);
  }
  const pop = await loadPopulation(db, q, counties.length);

  // The rows of the table, in order: each key's label, level and parent.
  type Line = {
    key: string;
    tallyKey: string;
    popKey: string;
    level: IncidenceRow['level'];
    parentKey: string | null;
    label: string;
  };
  const lines: Line[] = [];
  if (q.by === 'group') {
    for (const g of groups) {
      // A main group filter keeps it and its subgroups; a subgroup filter keeps that subgroup.
      if (filterGroup && g.id !== filterGroup.id && g.parentId !== filterGroup.id) continue;
      const parent = g.parentId === null ? null : (groups.find((p) => p.id === g.parentId)?.code ?? null);
      lines.push({
        key: g.code,
        tallyKey: g.level === 1 ? String(g.id) : `sub:${g.id}`,
        popKey: 'all',
        level: g.level === 1 ? 'group' : 'subgroup',
        parentKey: parent,
        label: g.label,
      });
    }
  } else if (q.by === 'county') {
    for (const c of counties)
      if (!q.countyId || c.id === q.countyId)
        lines.push({
          key: String(c.id),
          tallyKey: String(c.id),
          popKey: String(c.id),
          level: 'county',
          parentKey: null,
          label: c.label,
        });
  } else {
    for (let y = q.yearFrom; y <= q.yearTo; y++)
      lines.push({
        key: String(y),
        tallyKey: String(y),
        popKey: String(y),
        level: 'year',
        parentKey: null,
        label: String(y),
      });
  }
  if (tally.map.has('?'))
    lines.push({
      key: '?',
      tallyKey: '?',
      popKey: q.by === 'group' ? 'all' : '?',
      level: q.by === 'year' ? 'year' : q.by === 'county' ? 'county' : 'group',
      parentKey: null,
      label: UNKNOWN_LABEL[language],
    });
  lines.push({
    key: 'total',
    tallyKey: 'total',
    popKey: 'all',
    level: 'total',
    parentKey: null,
    label: TOTAL_LABEL[language],
  });

  const sexesShown: SexKey[] = q.sex ? [q.sex] : ['all', 'M', 'F'];
  const rows: IncidenceRow[] = [];
  for (const line of lines)
    for (const sex of sexesShown) {
      const pops = pop.available ? pop.of(line.popKey, sex) : null;
      rows.push(rowOf(line, sex, tally.get(line.tallyKey, sex), pops));
    }
  const total = tally.get('total', 'all');
  return {
    by: q.by,
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    ageGroups: [...AGE_GROUPS],
    denominators: pop.available ? 'available' : 'missing',
    missingPopulationYears: pop.missingYears,
    standardPopulation: {
      id: SEGI_WORLD_STANDARD.id,
      name: SEGI_WORLD_STANDARD.name,
      weights: { ...SEGI_WORLD_STANDARD.weights },
    },
    rows,
    excluded: { unknownAge: total[6], over19: total[5] },
    suppression: { applied: false, min: SUPPRESS_MIN, max: SUPPRESS_MAX },
  };
}

function rowOf(
  line: { key: string; level: IncidenceRow['level']; parentKey: string | null; label: string },
  sex: SexKey,
  counts: number[],
  pops: number[] | null,
): IncidenceRow {
  const ageCounts = counts.slice(0, 5);
  const totalCount = ageCounts.reduce((a, b) => a + b, 0);
  const totalPop = pops ? pops.reduce((a, b) => a + b, 0) : null;
  const cell = (count: number, population: number | null): IncidenceCell => ({
    count,
    population,
    rate: ratePerMillion(count, population),
    suppressed: false,
  });
  const asr = pops
    ? directStandardisedRate(
        AGE_GROUPS.map((g, i) => ({
          count: ageCounts[i],
          population: pops[i],
          weight: SEGI_WORLD_STANDARD.weights[g],
        })),
      )
    : null;
  return {
    key: line.key,
    level: line.level,
    parentKey: line.parentKey,
    label: line.label,
    sex,
    ages: ageCounts.map((c, i) => cell(c, pops ? pops[i] : null)),
    total: cell(totalCount, totalPop),
    asr: asr?.rate ?? null,
    asrLower: asr?.lower ?? null,
    asrUpper: asr?.upper ?? null,
  };
}

/**
 * Person-years per key × sex × age group, summed over the years (and counties) the query covers.
 * Available only when every year of the range has a line for every county (or the chosen one), sex
 * and age group: a rate over part of the population would be wrong, so then counts only.
 */
async function loadPopulation(db: Db, q: IncidenceQuery, countiesTotal: number) {
  const where = [sql`year >= ${q.yearFrom}`, sql`year <= ${q.yearTo}`];
  if (q.countyId) where.push(sql`county_id = ${q.countyId}`);
  const cond = sql.join(where, sql` and `);
  const perYear = await rowsOf<{ year: number; lines: number }>(
    db,
    sql`select year, count(*)::int as lines from population where ${cond} group by year`,
  );
  const needed = (q.countyId ? 1 : countiesTotal) * 2 * AGE_GROUPS.length;
  const complete = new Set(perYear.filter((r) => r.lines >= needed).map((r) => Number(r.year)));
  const missingYears: number[] = [];
  for (let y = q.yearFrom; y <= q.yearTo; y++) if (!complete.has(y)) missingYears.push(y);
  const key = q.by === 'county' ? sql`county_id::text` : q.by === 'year' ? sql`year::text` : sql`'all'`;
  const sums = missingYears.length
    ? []
    : await rowsOf<{ key: string; sex: 'M' | 'F'; age_group: string; n: string }>(
        db,
        sql`select ${key} as key, sex, age_group, sum(population)::bigint as n from population where ${cond} group by 1, 2, 3`,
      );
  const byKey = new Map<string, number>();
  for (const r of sums) {
    const i = AGE_GROUPS.indexOf(r.age_group as (typeof AGE_GROUPS)[number]);
    for (const k of r.key === 'all' ? ['all'] : [r.key, 'all'])
      for (const s of [r.sex, 'all']) {
        const id = `${k}|${s}|${i}`;
        byKey.set(id, (byKey.get(id) ?? 0) + Number(r.n));
      }
  }
  return {
    available: missingYears.length === 0,
    missingYears,
    of: (popKey: string, sex: SexKey) => AGE_GROUPS.map((_, i) => byKey.get(`${popKey}|${sex}|${i}`) ?? 0),
  };
}
