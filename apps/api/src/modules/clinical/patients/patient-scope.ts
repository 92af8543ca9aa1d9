import { canSeePatients, isReviewer, type Session, unitIdsOf } from '@registry/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cancerNotifications, medicalCases, patients, reportingUnits } from '../../../db/schema';

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The units that reported the child: a live notification of one of `units`. */
function notifiedBy(units: number[]): SQL {
  return sql`exists (select 1 from cancer_notifications n where n.patient_id = ${patients.id} and n.is_deleted = false and n.reporting_unit_id in (${list(units)}))`;
}

/**
 * The units that *treat* the child: the treating unit of one of the child's live medical cases
 * (issue 14). A unit that took a case over from the notifying hospital sees the patient it treats.
 */
export function treatedBy(units: number[]): SQL {
  return sql`exists (select 1 from medical_cases mc where mc.patient_id = ${patients.id} and mc.is_deleted = false and mc.reporting_unit_id in (${list(units)}))`;
}

/**
 * Which patients a caller may see, in SQL (spec 01 §3, issue 14): reviewers and the super
 * administrator all; a unit's staff the patients one of their units has notified or treats;
 * executives and auditors none (the routes already answer them 403). Anything else is 404.
 */
export function patientScope(session: Session): SQL {
  if (isReviewer(session)) return sql`true`;
  const units = unitIdsOf(session);
  if (!canSeePatients(session) || units.length === 0) return sql`false`;
  return or(notifiedBy(units), treatedBy(units)) as SQL;
}

/**
 * The units that share a patient's record (spec 01 §8 warning, the list's unit column): every unit
 * with a live notification of the child, and the treating unit of each live medical case — a unit
 * that only treats the child (it took the case over) edits the same record and must be named too.
 */
export function sharingUnitsQuery(db: Db | Tx, patientIds: number[]) {
  const notifying = db
    .select({
      patientId: cancerNotifications.patientId,
      unitId: reportingUnits.id,
      unitName: reportingUnits.name,
    })
    .from(cancerNotifications)
    .innerJoin(reportingUnits, eq(reportingUnits.id, cancerNotifications.reportingUnitId))
    .where(and(eq(cancerNotifications.isDeleted, false), inArray(cancerNotifications.patientId, patientIds)));
  const treating = db
    .select({ patientId: medicalCases.patientId, unitId: reportingUnits.id, unitName: reportingUnits.name })
    .from(medicalCases)
    .innerJoin(reportingUnits, eq(reportingUnits.id, medicalCases.reportingUnitId))
    .where(and(eq(medicalCases.isDeleted, false), inArray(medicalCases.patientId, patientIds)));
  // `union` (not `union all`): a unit that both notifies and treats the child is named once.
  return notifying.union(treating);
}
