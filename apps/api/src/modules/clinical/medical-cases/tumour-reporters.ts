import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cancerNotifications } from '../../../db/schema';
import { grantsHoldingSql } from '../../../platform/child-access';

/**
 * Who may open a cancer case's medical case (ACCESS-MODEL.md, "treats"): only a unit that *reported
 * the tumour* — a live, completed notification of that case with a new-diagnosis reason (1 E112,
 * 7 another primary tumour, 10 passively found). A unit that only sent follow-ups may not. The
 * opening rule (medical-case-open.service.ts) and the list of cases still to open read the same
 * predicate, so what the list offers is what the open call accepts. A report of a child other units
 * hold counts here only once its holding is confirmed (issue 38, `grantsHoldingSql`): until then the
 * unit is not offered the case, whose row shows the child's record.
 */
export const tumourReport = alias(cancerNotifications, 'tumour_report');

/** The condition on the `tumour_report` alias that makes it a report of the tumour (the access model's one rule). */
export const reportsTheTumour = (): SQL => grantsHoldingSql('"tumour_report"');

/**
 * `select reporting_unit_id …`: the units that reported the tumour of the case `caseId` (a column or
 * a value), for `… in (${unitsThatReportedTheTumourSql(x)})`.
 */
export function unitsThatReportedTheTumourSql(caseId: AnyColumn | SQL | number): SQL {
  return sql`select ${tumourReport.reportingUnitId} from ${tumourReport}
    where ${tumourReport.caseId} = ${caseId} and ${reportsTheTumour()}`;
}
