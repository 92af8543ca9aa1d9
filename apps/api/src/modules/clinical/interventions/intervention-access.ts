import type { EventStatusId, InterventionTypeId, MedicalCaseCapability, Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { clinicalInterventions as ci } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { assertMedicalCaseAccess, type MedicalCaseFacts } from '../medical-cases/medical-case-access';

export type InterventionRow = typeof ci.$inferSelect & { type: InterventionTypeId; status: EventStatusId };

/**
 * Loads a live intervention and asserts the caller holds `capability` on its medical case: the
 * case's own access (404 when the caller may not read it — as for an intervention that does not
 * exist — and 403 when they may read but not edit). With `lock` (inside a transaction) the case row
 * and the intervention row are held while a write checks and changes them.
 */
export async function assertInterventionAccess(
  db: Db | Tx,
  session: Session,
  id: number,
  capability: MedicalCaseCapability,
  options: { lock?: boolean } = {},
): Promise<{ row: InterventionRow; facts: MedicalCaseFacts }> {
  const find = () =>
    db
      .select()
      .from(ci)
      .where(and(eq(ci.id, id), eq(ci.isDeleted, false)));
  const [first] = await find();
  if (!first) throw notFound();
  const facts = await assertMedicalCaseAccess(db, session, first.medicalCaseId, capability, options);
  if (!options.lock) return { row: first as InterventionRow, facts };
  // Read again under the lock: the version checked must be the one the update replaces.
  const [row] = await find().for('update');
  if (!row || row.medicalCaseId !== first.medicalCaseId) throw notFound();
  return { row: row as InterventionRow, facts };
}
