import type { NotificationFilter } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prefix } from './notification-list.queries';

/**
 * Whether the filter names so few children that the list should collect their rows first and sort
 * those, instead of walking the date index until a page of matches turns up (issue 25: "to review"
 * + a rare name walked all 500,000 current records for 4 s, the planner expecting 9,100 matches where
 * there were none). A prefix on the patients' names or identifier is cheap to count on their prefix
 * indexes, capped, so the decision costs a few milliseconds whatever the prefix.
 */
// Up to ~4,000 notifications collected (≈ 5 ms of index probes). Above it the matches are dense enough
// that the walk finds a page in a few thousand rows: at a million, a 16,666-patient prefix took 136 ms
// walking and 470 ms collected (bench notification-list, load ~20).
export const FEW_PATIENTS = 2000;

/** The filter's conditions on the registry's patient record (identifier, names, the toolbar search). */
function patientConditions(f: NotificationFilter): SQL[] {
  const where: SQL[] = [];
  if (f.identifier) where.push(sql`identifier like ${prefix(f.identifier)}`);
  if (f.firstName) where.push(sql`lower(first_name) like ${prefix(f.firstName)}`);
  if (f.lastName) where.push(sql`lower(last_name) like ${prefix(f.lastName)}`);
  const text = f.search?.trim();
  if (text)
    where.push(
      /^\d+$/.test(text)
        ? sql`identifier like ${prefix(text)}`
        : sql`(lower(last_name) like ${prefix(text)} or lower(first_name) like ${prefix(text)})`,
    );
  return where;
}

/** A capped count: whether `from where` has at most `cap` rows (read on an index, stopping past the cap). */
async function atMost(db: Db, from: SQL, where: SQL, cap: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as matches from (select 1 from ${from} where ${where} limit ${cap + 1}) few`,
  )) as unknown as { rows: { matches: number }[] };
  return Number(result.rows[0].matches) <= cap;
}

/**
 * A diagnosis-date range holding at most this many notifications is collected and sorted too: notifications
 * are created after their diagnosis, so walking the creation-date index from the newest reads every later
 * notification before reaching an old month (at a million realistic ones, March 2020: 106,202 rows, 225 ms).
 */
export const FEW_DIAGNOSES = 20_000;

/** Whether the list should collect the filter's rows and sort them (see above) rather than walk the date index. */
export async function collectsFirst(db: Db, filter: NotificationFilter): Promise<boolean> {
  const names = patientConditions(filter);
  if (names.length && (await atMost(db, sql`patients`, sql.join(names, sql` and `), FEW_PATIENTS)))
    return true;
  if (!filter.diagnosticStartDate && !filter.diagnosticEndDate) return false;
  const range = [
    filter.diagnosticStartDate ? sql`diagnostic_date >= ${filter.diagnosticStartDate}` : sql`true`,
    filter.diagnosticEndDate ? sql`diagnostic_date <= ${filter.diagnosticEndDate}` : sql`true`,
  ];
  return atMost(db, sql`cancer_notifications`, sql.join(range, sql` and `), FEW_DIAGNOSES);
}
