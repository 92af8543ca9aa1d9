import type { InterventionVersion, Session } from '@registry/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users, clinicalInterventionVersions as versions } from '../../../db/schema';
import { assertInterventionAccess } from './intervention-access';

/**
 * Keeps the intervention as the write just left it: its whole record (clinical_intervention_record,
 * migration 0023, the one definition the backfill used too), its version, who wrote it and when.
 * Called inside every write's transaction, after the row changed, so a version never goes missing
 * while its write stays.
 */
export async function recordInterventionVersion(tx: Db | Tx, id: number) {
  await tx.execute(sql`insert into clinical_intervention_versions (intervention_id, version, data, created_by, created_at)
    select i.id, i.version, clinical_intervention_record(i), i.updated_by, i.updated_at
    from clinical_interventions i where i.id = ${id}`);
}

/** GET api/intervention/{id}/versions: every kept version, newest first (readers of the case). */
export async function findInterventionVersions(
  db: Db,
  session: Session,
  id: number,
): Promise<{ items: InterventionVersion[] }> {
  await assertInterventionAccess(db, session, id, 'read');
  const items = await db
    .select({
      version: versions.version,
      createdAt: versions.createdAt,
      createdBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      record: versions.data,
    })
    .from(versions)
    .innerJoin(users, eq(users.id, versions.createdBy))
    .where(eq(versions.interventionId, id))
    .orderBy(desc(versions.version));
  return { items: items as InterventionVersion[] };
}
