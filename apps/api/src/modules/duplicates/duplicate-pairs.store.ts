import type { LinkReason } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/** A pair the candidate search or the registry pass found; the ids in either order. */
export type ProposedPair = {
  patientIds: [number, number];
  score: number;
  level: 'probable' | 'possible';
  reasons: LinkReason[];
  source: 'entry' | 'registry-check' | 'import';
};

/** Pairs per statement: one JSON document unpacked by the database, as the generator's bulk writes. */
const CHUNK = 5000;

/**
 * Puts pairs in the reviewers' queue (`duplicate_pairs`, lower id first). A pair already there keeps
 * its status, source and found_at: an answered pair — same or different children — is never reopened,
 * and only an open or unsure pair takes the new score, level and reasons. Returns how many pairs
 * were new.
 */
export async function proposeDuplicatePairs(db: Db | Tx, pairs: readonly ProposedPair[]) {
  let created = 0;
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const rows = pairs
      .slice(i, i + CHUNK)
      .filter((p) => p.patientIds[0] !== p.patientIds[1])
      .map((p) => ({
        a: Math.min(...p.patientIds),
        b: Math.max(...p.patientIds),
        score: p.score,
        level: p.level,
        reasons: p.reasons,
        source: p.source,
      }));
    if (!rows.length) continue;
    const result = await db.execute<{ created: boolean }>(sql`
      insert into duplicate_pairs as d (patient_a_id, patient_b_id, score, level, reasons, source)
      select r.a, r.b, r.score, r.level, r.reasons, r.source
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(a int, b int, score real, level varchar, reasons jsonb, source varchar)
      on conflict (patient_a_id, patient_b_id) do update
        set score = excluded.score, level = excluded.level, reasons = excluded.reasons
        where d.status in ('open', 'unsure')
      returning (xmax = 0) as created`);
    created += (result as unknown as { rows: { created: boolean }[] }).rows.filter((r) => r.created).length;
  }
  return created;
}
