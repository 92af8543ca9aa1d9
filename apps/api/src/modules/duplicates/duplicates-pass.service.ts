import { type LinkFrequencies, scorePair } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pacer } from '../../platform/yield';
import { identityColumns, identityOf, registryTotal, rowsOf } from './candidate-search.service';
import { type ProposedPair, proposeDuplicatePairs } from './duplicate-pairs.store';

/** Candidate pairs scored per page: both identities of each are read together. */
const PAGE = 20_000;

export type DuplicatesPassResult = {
  candidates: number;
  probable: number;
  possible: number;
  created: number;
};

/**
 * The blocks of the whole-registry pass (docs/duplicates.md), as hash self-joins on equal keys of
 * migration 0041 — never every pair of patients, and never a join on a key as wide as a surname
 * alone (at 500,000 children "Popa" pairs with "Popa" 36 million times): the same surname and birth
 * date, or a day off; the same surname with day and month swapped; the same surname, first given
 * name, month and day (a year off); the same surname, first given name, year and month (the day's
 * digits wrong); first and last names swapped on one birth date; the same first given name, sex,
 * county, year and month under another surname (a surname changed or mistyped, with or without a
 * day's error); the same surname and CNP digits in another order. The keying errors the entry
 * check's blocks reach (candidate-search.service.ts), so that the pass finds what the entry finds.
 *
 * `left`: the patients to find pairs for (the whole registry, or an import's new children); each pair once.
 */
export const blockedPairs = (left: SQL, whole: boolean) => {
  const once = whole ? sql`q.id > p.id` : sql`q.id <> p.id`;
  const ym = (t: string) => sql.raw(`extract(year from ${t}.birthdate), extract(month from ${t}.birthdate)`);
  return sql`
  select distinct least(a, b) as a, greatest(a, b) as b from (
    select p.id as a, q.id as b from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name and q.birthdate = p.birthdate and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name and q.birthdate = p.birthdate + 1 and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name and q.birthdate = p.birthdate - 1 and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name
        and extract(year from q.birthdate) = extract(year from p.birthdate)
        and extract(month from q.birthdate) = extract(day from p.birthdate)
        and extract(day from q.birthdate) = extract(month from p.birthdate)
        and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name and q.first_name_key = p.first_name_key
        and extract(month from q.birthdate) = extract(month from p.birthdate)
        and extract(day from q.birthdate) = extract(day from p.birthdate)
        and ${once}
      where abs(extract(year from q.birthdate) - extract(year from p.birthdate)) = 1
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_last_name = p.norm_last_name and q.first_name_key = p.first_name_key
        and (${ym('q')}) = (${ym('p')}) and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.norm_first_name = p.norm_last_name and q.norm_last_name = p.norm_first_name
        and q.birthdate = p.birthdate and ${once}
    union all
    select p.id, q.id from ${left} p join patients q
      on q.first_name_key = p.first_name_key and q.gender_id = p.gender_id and q.county_id = p.county_id
        and (${ym('q')}) = (${ym('p')}) and ${once}
      where q.norm_last_name <> p.norm_last_name
    union all
    select p.id, q.id from ${left} p join patients q
      on q.identifier_digits_key = p.identifier_digits_key and q.norm_last_name = p.norm_last_name and ${once}
  ) pairs`;
};

const CANDIDATE_PAIRS = sql`create temp table duplicate_candidates on commit drop as ${blockedPairs(sql`patients`, true)}`;

/** How many patients share each surname, given names and birth date: the u of an agreement. */
export async function registryFrequencies(db: Db | Tx): Promise<LinkFrequencies> {
  const counts = async (column: string) =>
    new Map(
      rowsOf<{ k: string; n: number }>(
        await db.execute(
          sql.raw(
            `select ${column} as k, count(*)::int as n from patients where ${column} is not null group by 1`,
          ),
        ),
      ).map((r) => [String(r.k), Number(r.n)]),
    );
  return {
    total: await registryTotal(db),
    lastName: await counts('norm_last_name'),
    firstName: await counts('norm_first_name'),
    birthdate: await counts('birthdate::text'),
  };
}

export type PairRow = Record<string, unknown> & { a: number; b: number };
/** One side of a pair row read with `identityColumns(alias, prefix)`. */
export const side = (r: PairRow, prefix: 'a_' | 'b_') =>
  identityOf(
    Object.fromEntries(
      Object.entries(r)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(2), v]),
    ) as Parameters<typeof identityOf>[0],
  );

/**
 * The registry check's duplicates pass (issue 27 item 5): every blocked pair of patients scored, the
 * probable and possible ones put in the reviewers' queue with source 'registry-check' (a pair answered
 * before keeps its answer). One transaction: the candidate pairs live in a temporary table read page by page.
 */
export async function runDuplicatesPass(db: Db): Promise<DuplicatesPassResult> {
  return db.transaction(async (tx) => {
    const frequencies = await registryFrequencies(tx);
    await tx.execute(CANDIDATE_PAIRS);
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from duplicate_candidates`),
    );
    const result: DuplicatesPassResult = { candidates: Number(n), probable: 0, possible: 0, created: 0 };
    let after = { a: 0, b: 0 };
    const pace = pacer();
    for (;;) {
      const rows = rowsOf<PairRow>(
        await tx.execute(sql`
          select c.a, c.b, ${identityColumns('p', 'a_')}, ${identityColumns('q', 'b_')}
          from duplicate_candidates c join patients p on p.id = c.a join patients q on q.id = c.b
          where (c.a, c.b) > (${after.a}, ${after.b})
          order by c.a, c.b limit ${PAGE}`),
      );
      if (!rows.length) break;
      const pairs: ProposedPair[] = [];
      for (const [i, r] of rows.entries()) {
        // Scoring a page took ~0.5 s of the server's one thread at 500,000 children: another user's
        // call waited that long (the hard set's entry check during the pass, max 557 ms). Handed back.
        if (i % 500 === 0) await pace();
        const { score, level, reasons } = scorePair(side(r, 'a_'), side(r, 'b_'), frequencies);
        if (!level) continue;
        result[level]++;
        pairs.push({
          patientIds: [Number(r.a), Number(r.b)],
          score,
          level,
          reasons,
          source: 'registry-check',
        });
      }
      result.created += await proposeDuplicatePairs(tx, pairs);
      const last = rows[rows.length - 1];
      after = { a: Number(last.a), b: Number(last.b) };
    }
    return result;
  });
}
