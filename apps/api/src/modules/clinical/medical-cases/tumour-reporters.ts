import { NEW_DIAGNOSIS_REASONS, NotificationStatus } from '@registry/domain';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cancerNotifications } from '../../../db/schema';

/**
 * Who may open a cancer case's medical case (ACCESS-MODEL.md, "treats"): only a unit that *reported
 * the tumour* — a live, completed notification of that case with a new-diagnosis reason (1 E112,
 * 7 another primary tumour, 10 passively found). A unit that only sent follow-ups may not. The
 * opening rule (medical-case-open.service.ts) and the list of cases still to open read the same
 * predicate, so what the list offers is what the open call accepts.
 */
export const tumourReport = alias(cancerNotifications, 'tumour_report');

/** The condition on a notification row (default: the `tumour_report` alias) that makes it a report of the tumour. */
export function reportsTheTumour(n: typeof cancerNotifications | typeof tumourReport = tumourReport): SQL {
  return and(
    eq(n.status, NotificationStatus.Completed),
    eq(n.isDeleted, false),
    inArray(n.reportingReasonId, [...NEW_DIAGNOSIS_REASONS]),
  ) as SQL;
}

/**
 * `select reporting_unit_id …`: the units that reported the tumour of the case `caseId` (a column or
 * a value), for `… in (${unitsThatReportedTheTumourSql(x)})`.
 */
export function unitsThatReportedTheTumourSql(caseId: AnyColumn | SQL | number): SQL {
  return sql`select ${tumourReport.reportingUnitId} from ${tumourReport}
    where ${tumourReport.caseId} = ${caseId} and ${reportsTheTumour()}`;
}
