import { arePossibleTwins, isPossibleTwins, type LinkReason } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { duplicatePairs } from '../../db/schema';
import { identityColumns, identityOf, rowsOf } from './candidate-search.service';

/**
 * Whether a pair may be twins (issue 40): flagged so when it was scored, or so by the two patients'
 * identities now (a pair scored before the twin model, or a record corrected since).
 */
export async function mayBeTwins(tx: Tx, pair: typeof duplicatePairs.$inferSelect): Promise<boolean> {
  if (isPossibleTwins(pair.reasons as LinkReason[])) return true;
  const both = rowsOf<Parameters<typeof identityOf>[0]>(
    await tx.execute(
      sql`select ${identityColumns('p')} from patients p where p.id in (${pair.patientAId}, ${pair.patientBId})`,
    ),
  ).map(identityOf);
  return both.length === 2 && arePossibleTwins(both[0], both[1]);
}
