import { NEW_DIAGNOSIS_REASONS, NotificationStatus, type Session } from '@registry/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cancerNotifications, medicalCases, patients, reportingUnits } from '../../../db/schema';
import { childRecordScope, holdsRecordSql } from '../../../platform/child-access';

/**
 * The units that *treat* the child: the treating unit of one of the child's live medical cases
 * (issue 14). A unit that took a case over from the notifying hospital sees the patient it treats.
 */
export const treatedBy = (units: number[]): SQL => holdsRecordSql(units, sql`${patients.id}`);

/**
 * Which patients a caller may see, in SQL: the access model's `childRecordScope` (issue 22) —
 * reviewers and the super administrator all; a unit's staff the children one of their units holds
 * (reports the tumour, or treats the child); a draft or a follow-up of another unit's tumour grants
 * nothing; executives and auditors none. Anything else is 404.
 */
export const patientScope = (session: Session): SQL => childRecordScope(session);

/**
 * The units that share a patient's record (spec 01 §8 warning, the list's unit column): the units
 * that hold it — a live completed new-diagnosis notification of the child, or the treating unit of a
 * live medical case (a unit that only treats the child edits the same record and is named too).
 * Drafts and follow-ups of another unit's tumour hold nothing (access model, issue 22).
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
    .where(
      and(
        eq(cancerNotifications.isDeleted, false),
        eq(cancerNotifications.status, NotificationStatus.Completed),
        inArray(cancerNotifications.reportingReasonId, [...NEW_DIAGNOSIS_REASONS]),
        inArray(cancerNotifications.patientId, patientIds),
      ),
    );
  const treating = db
    .select({ patientId: medicalCases.patientId, unitId: reportingUnits.id, unitName: reportingUnits.name })
    .from(medicalCases)
    .innerJoin(reportingUnits, eq(reportingUnits.id, medicalCases.reportingUnitId))
    .where(and(eq(medicalCases.isDeleted, false), inArray(medicalCases.patientId, patientIds)));
  // `union` (not `union all`): a unit that both notifies and treats the child is named once.
  return notifying.union(treating);
}
