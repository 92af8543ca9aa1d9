import type { Language, NotificationFilter } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Which notification ids make the requested page, in order — computed on cancer_notifications (and
 * patients for patient sorts) alone, so that at a million rows every order can walk an index:
 * - columns of the notification (date, diagnosis date, age; codes and reasons by id, whose order is
 *   the codes' order) use their (column, created_at) index;
 * - patient columns walk the patients' index and fetch each patient's notifications;
 * - names of small dimensions (unit, county, city, user) take the dimension in label order and, per
 *   key, the newest rows from the (key, created_at) index, up to the page's end.
 * The labels of the chosen rows are joined afterwards, for `take` rows only. Nulls take PostgreSQL's
 * default place (last ascending, first descending) so that both directions can use the same index.
 */
type Dimension = { table: SQL; key: SQL; label: (language: Language) => SQL };

const notificationColumns: Record<string, SQL> = {
  notificationDate: sql`cancer_notifications.created_at`,
  diagnosticDate: sql`cancer_notifications.diagnostic_date`,
  age: sql`cancer_notifications.age_at_diagnostic`,
  // Topography ids are 1000 + the code's digits and morphology ids histology×10 + behaviour, so id order is code order.
  topography: sql`cancer_notifications.topologic_code_id`,
  morphology: sql`cancer_notifications.morphology_code_id`,
  // Reasons are numbered in the spec's order (spec 02 §9: lists sorted by id).
  reportingReason: sql`cancer_notifications.reporting_reason_id`,
};

const patientColumns: Record<string, SQL> = {
  identifier: sql`pt.identifier`,
  firstName: sql`lower(pt.first_name)`,
  lastName: sql`lower(pt.last_name)`,
};

const labelOf = (language: Language) => (language === 'en' ? sql.raw('label_en') : sql.raw('label_ro'));
const dimensions: Record<string, Dimension> = {
  reportingUnit: {
    table: sql`(select id, lower(name) as label from reporting_units)`,
    key: sql`cancer_notifications.reporting_unit_id`,
    label: () => sql`label`,
  },
  county: {
    table: sql`(select id, lower(label_ro) as label_ro, lower(label_en) as label_en from counties)`,
    key: sql`cancer_notifications.county_id`,
    label: labelOf,
  },
  city: {
    table: sql`(select id, lower(label_ro) as label_ro, lower(label_en) as label_en from localities where level = 2)`,
    key: sql`cancer_notifications.city_id`,
    label: labelOf,
  },
  username: {
    table: sql`(select id, lower(first_name || ' ' || last_name) as label from users)`,
    key: sql`cancer_notifications.created_by`,
    label: () => sql`label`,
  },
  lastModifiedBy: {
    table: sql`(select id, lower(first_name || ' ' || last_name) as label from users)`,
    key: sql`cancer_notifications.updated_by`,
    label: () => sql`label`,
  },
};

/**
 * A page sorted by a dimension's label: the dimension in label order (a nested loop keeps that order,
 * so the LIMIT stops it after the keys that fill the page: 3,181 cities were all probed before, 141 ms
 * at a million notifications), then, once the keyed rows run out, the rows without a key (last in
 * both directions, as before).
 */
async function dimensionPageIds(
  db: Db,
  d: Dimension,
  language: Language,
  filter: NotificationFilter,
  where: SQL,
  from: SQL,
): Promise<number[]> {
  const dir = sql.raw(filter.sortDesc ? 'desc' : 'asc');
  const end = filter.skip + filter.take;
  const keyed = await idsOf(
    db,
    sql`select x.id from (select id, ${d.label(language)} as label from ${d.table} d order by 2 ${dir}, 1) k
      cross join lateral (
        select cancer_notifications.id, cancer_notifications.created_at from ${from} where ${d.key} = k.id and ${where}
        order by cancer_notifications.created_at desc, cancer_notifications.id desc limit ${end}) x
      order by k.label ${dir}, k.id, x.created_at desc, x.id desc limit ${end}`,
  );
  const unkeyed =
    keyed.length < end
      ? await idsOf(
          db,
          sql`select cancer_notifications.id from ${from} where ${d.key} is null and ${where}
            order by cancer_notifications.created_at desc, cancer_notifications.id desc limit ${end - keyed.length}`,
        )
      : [];
  return [...keyed, ...unkeyed].slice(filter.skip, end);
}

async function idsOf(db: Db, query: SQL) {
  // Both drivers answer { rows }; the union type of the two databases hides it.
  const result = (await db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

export async function pageIds(
  db: Db,
  language: Language,
  filter: NotificationFilter,
  where: SQL,
  from: SQL = sql`cancer_notifications`,
  options: { fewRows?: boolean } = {},
): Promise<number[]> {
  const dir = sql.raw(filter.sortBy ? (filter.sortDesc ? 'desc' : 'asc') : 'desc');
  const by = filter.sortBy ?? 'notificationDate';
  let query: SQL;
  if (notificationColumns[by] && options.fewRows) {
    // A selective filter (collectsFirst): collect the matching rows first, then sort those few.
    // OFFSET 0 keeps the planner from pushing the ORDER BY … LIMIT down into a walk of the date index.
    query = sql`select id from (select cancer_notifications.id, ${notificationColumns[by]} as sort_key,
        cancer_notifications.created_at from ${from} where ${where} offset 0) few
      order by sort_key ${dir}, created_at ${dir}, id ${dir} limit ${filter.take} offset ${filter.skip}`;
  } else if (notificationColumns[by]) {
    query = sql`select cancer_notifications.id from ${from} where ${where}
      order by ${notificationColumns[by]} ${dir}, cancer_notifications.created_at ${dir}, cancer_notifications.id ${dir} limit ${filter.take} offset ${filter.skip}`;
  } else if (patientColumns[by]) {
    query = sql`select cancer_notifications.id from ${from} join patients pt on pt.id = cancer_notifications.patient_id where ${where}
      order by ${patientColumns[by]} ${dir}, pt.id ${dir}, cancer_notifications.id ${dir} limit ${filter.take} offset ${filter.skip}`;
  } else {
    return dimensionPageIds(db, dimensions[by], language, filter, where, from);
  }
  return idsOf(db, query);
}
