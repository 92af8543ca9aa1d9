import { type LinkFrequencies, scorePair } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { identityColumns, registryTotal, rowsOf } from './candidate-search.service';
import { type ProposedPair, proposeDuplicatePairs } from './duplicate-pairs.store';
import { blockedPairs, type PairRow, side } from './duplicates-pass.service';

/** The registry's counts of the values the new children hold: the u of an agreement with them. */
async function frequenciesFor(tx: Tx, ids: SQL): Promise<LinkFrequencies> {
  const counts = async (column: string) =>
    new Map(
      rowsOf<{ k: string; n: number }>(
        await tx.execute(sql`select ${sql.raw(column)} as k, count(*)::int as n from patients
          where ${sql.raw(column)} in (select ${sql.raw(column)} from patients where id in ${ids})
          group by 1`),
      ).map((r) => [String(r.k), Number(r.n)]),
    );
  return {
    total: await registryTotal(tx),
    lastName: await counts('norm_last_name'),
    firstName: await counts('norm_first_name'),
    birthdate: await counts('birthdate::text'),
  };
}

/**
 * An import's new children checked as a save's are (issue 40 item 2): the pass's blocks for these
 * children only, scored by the one scorer, the probable and possible pairs queued with source
 * 'import' in the import's own transaction. Nobody is warned: an import shows no warnings, and the
 * importers (reviewers, the super administrator) read the queue. Returns how many pairs were queued.
 */
export async function checkImportedChildren(tx: Tx, patientIds: readonly number[]): Promise<number> {
  if (!patientIds.length) return 0;
  // One JSON parameter (drizzle would spread an array into one parameter per id).
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(patientIds)}::jsonb)::int)`;
  const pairs = rowsOf<PairRow>(
    await tx.execute(sql`
      select c.a, c.b, ${identityColumns('p', 'a_')}, ${identityColumns('q', 'b_')}
      from (${blockedPairs(sql`(select * from patients where id in ${ids})`, false)}) c
      join patients p on p.id = c.a join patients q on q.id = c.b`),
  );
  if (!pairs.length) return 0;
  const frequencies = await frequenciesFor(tx, ids);
  const proposed: ProposedPair[] = [];
  for (const r of pairs) {
    const { score, level, reasons } = scorePair(side(r, 'a_'), side(r, 'b_'), frequencies);
    if (level)
      proposed.push({ patientIds: [Number(r.a), Number(r.b)], score, level, reasons, source: 'import' });
  }
  await proposeDuplicatePairs(tx, proposed);
  return proposed.length;
}
