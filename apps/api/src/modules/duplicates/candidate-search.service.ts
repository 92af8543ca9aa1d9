import {
  type DuplicateCandidate,
  type LinkFrequencies,
  type LinkIdentity,
  normaliseName,
  scorePair,
} from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/** Candidates a search reads at most: the blocks hold a few hundred patients even at 500,000. */
const MAX_BLOCKED = 2000;
/** Candidates a search answers at most, best first. */
export const MAX_CANDIDATES = 20;

type IdentityRow = {
  id: number;
  identifier: string;
  is_foreigner: boolean;
  first_name: string | null;
  last_name: string | null;
  gender_id: number | null;
  birthdate: string | null;
  county_id: number | null;
  city_id: number | null;
};

const IDENTITY_FIELDS = [
  'id',
  'identifier',
  'is_foreigner',
  'first_name',
  'last_name',
  'gender_id',
  'birthdate',
  'county_id',
  'city_id',
];

/** What linkage compares of a patient row `alias`, each column named `prefix` + its name (the pass reads two rows). */
export const identityColumns = (alias: string, prefix = '') =>
  sql.raw(
    IDENTITY_FIELDS.map((f) => `${alias}.${f}${f === 'birthdate' ? '::text' : ''} as ${prefix}${f}`).join(
      ', ',
    ),
  );
const IDENTITY_COLUMNS = identityColumns('p');

export const identityOf = (r: IdentityRow): LinkIdentity & { patientId: number } => ({
  patientId: Number(r.id),
  identifier: r.identifier,
  isForeigner: r.is_foreigner,
  firstName: r.first_name,
  lastName: r.last_name,
  genderId: r.gender_id === null ? null : Number(r.gender_id),
  birthdate: r.birthdate,
  countyId: r.county_id === null ? null : Number(r.county_id),
  cityId: r.city_id === null ? null : Number(r.city_id),
});

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const pad = (n: number) => String(n).padStart(2, '0');
const isRealDate = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

const dayFrom = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The birth dates a keying error could have turned this one into: itself, a day off, day and month swapped, a year off. */
export function keyedBirthDates(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number);
  const dates = [
    [y, m, d],
    [y, d, m],
    [y - 1, m, d],
    [y + 1, m, d],
  ]
    .filter(([yy, mm, dd]) => isRealDate(yy, mm, dd))
    .map(([yy, mm, dd]) => `${yy}-${pad(mm)}-${pad(dd)}`);
  return [...new Set([...dates, dayFrom(iso, -1), dayFrom(iso, 1)])];
}

/**
 * The blocks (docs/duplicates.md), each an index probe of migration 0041: a birth date a keying error
 * could have made (≈70 children a date at 500,000), the same surname and first given name within a
 * year of the date, the same first given name, sex and county in the birth month (≈2,000 children a
 * month read by the date index), and the same CNP digits in another order. They reach every pair
 * the pass's blocks reach (duplicates-pass.service.ts).
 */
function blockedQuery(q: LinkIdentity, excludeId: number | null): SQL {
  const blocks: SQL[] = [];
  if (q.birthdate) {
    const dates = sql.join(
      keyedBirthDates(q.birthdate).map((d) => sql`${d}::date`),
      sql`, `,
    );
    // Only the children that share a first letter with one of the names (or carry them swapped): a
    // pair whose two names both differ cannot reach "possible" — −5.6 each, and the date, sex, county
    // and town give at most ~20, so ~9 against a threshold of 20 (a CNP typo is the identifier block's).
    // At a million notifications the six dates held ~290 children, whose scoring was most of what a
    // save's CPU grew by with the registry (issue 41 item 2).
    const sameInitials =
      q.lastName && q.firstName
        ? sql`and (left(p.norm_last_name, 1) = left(registry_norm_name(${q.lastName}), 1)
            or left(p.first_name_key, 1) = left((registry_norm_words(${q.firstName}))[1], 1)
            or p.norm_last_name = (registry_norm_words(${q.firstName}))[1]
            or p.first_name_key = registry_norm_name(${q.lastName}))`
        : sql``;
    blocks.push(
      sql`select ${IDENTITY_COLUMNS} from patients p where p.birthdate in (${dates}) ${sameInitials}`,
    );
  }
  if (q.lastName && q.firstName) {
    const window = q.birthdate
      ? sql`and p.birthdate between ${q.birthdate}::date - 366 and ${q.birthdate}::date + 366`
      : sql``;
    blocks.push(sql`select ${IDENTITY_COLUMNS} from patients p
      where p.norm_last_name = registry_norm_name(${q.lastName})
        and p.first_name_key = (registry_norm_words(${q.firstName}))[1] ${window}`);
  }
  if (q.firstName && q.birthdate && q.genderId !== null && q.countyId !== null) {
    // A surname changed or mistyped, perhaps with the day too: the same first given name, sex,
    // county and birth month (the pass's block of the same keys).
    const month = `${q.birthdate.slice(0, 7)}-01`;
    blocks.push(sql`select ${IDENTITY_COLUMNS} from patients p
      where p.birthdate >= ${month}::date and p.birthdate < ${month}::date + interval '1 month'
        and p.first_name_key = (registry_norm_words(${q.firstName}))[1]
        and p.gender_id = ${q.genderId} and p.county_id = ${q.countyId}`);
  }
  if (q.identifier && !q.isForeigner)
    blocks.push(sql`select ${IDENTITY_COLUMNS} from patients p
      where p.identifier_digits_key = registry_digits_key(${q.identifier})`);
  const union = sql.join(blocks, sql` union `);
  const exclude = excludeId === null ? sql`` : sql`where c.id <> ${excludeId}`;
  return sql`select * from (${union}) c ${exclude} limit ${MAX_BLOCKED}`;
}

type CountsRow = { last: number; first: number; birth: number; total: number };

/**
 * How many patients the registry holds, as every scorer reads it (the entry, the pass, an import): the
 * planner's estimate spares a count of every patient; a young registry (under 10,000, or never
 * analysed: -1) has none worth the name and is counted. One expression: the count is an init plan,
 * which PostgreSQL runs only when the CASE reaches it.
 */
const registryTotalSql = sql`(select case when c.reltuples >= 10000 then round(c.reltuples)::int
    else (select count(*) from patients)::int end
  from pg_class c where c.oid = 'patients'::regclass)`;

/** The registry's counts for this identity's values: how rare its surname, given names and birth date are. */
const countsQuery = (q: LinkIdentity) => sql`select
  (select count(*) from patients where norm_last_name = registry_norm_name(${q.lastName ?? ''}))::int as last,
  (select count(*) from patients where norm_first_name = registry_norm_name(${q.firstName ?? ''}))::int as first,
  (select count(*) from patients where birthdate = ${q.birthdate}::date)::int as birth,
  ${registryTotalSql} as total`;

export async function registryTotal(db: Db | Tx): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select ${registryTotalSql} as n`));
  return Number(n);
}

function frequenciesOf(q: LinkIdentity, row: CountsRow): LinkFrequencies {
  return {
    total: Number(row.total),
    lastName: new Map([[normaliseName(q.lastName), Number(row.last)]]),
    firstName: new Map([[normaliseName(q.firstName), Number(row.first)]]),
    birthdate: new Map(q.birthdate ? [[q.birthdate, Number(row.birth)]] : []),
  };
}

/**
 * The registry's patients that may be this child, best first, with score, level and reasons:
 * candidates from the blocks, scored here. `excludePatientId`: the patient the identity is (a save
 * that just created it).
 */
export async function findDuplicateCandidates(
  db: Db | Tx,
  q: LinkIdentity,
  excludePatientId: number | null = null,
): Promise<DuplicateCandidate[]> {
  // One round trip: the blocked candidates, each row carrying the identity's counts and the registry's size.
  const rows = rowsOf<IdentityRow & CountsRow>(
    await db.execute(
      sql`select c.*, f.* from (${blockedQuery(q, excludePatientId)}) c, (${countsQuery(q)}) f`,
    ),
  );
  if (!rows.length) return [];
  const frequencies = frequenciesOf(q, rows[0]);
  return rows
    .map((r) => {
      const candidate = identityOf(r);
      const { score, level, reasons } = scorePair(q, candidate, frequencies);
      return { ...candidate, score, level, reasons };
    })
    .filter((c): c is DuplicateCandidate => c.level !== null)
    .sort((a, b) => b.score - a.score || a.patientId - b.patientId)
    .slice(0, MAX_CANDIDATES);
}
