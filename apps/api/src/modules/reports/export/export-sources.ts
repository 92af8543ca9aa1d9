import type {
  CaseFilter,
  ChildFollowUp,
  ExportCase,
  Language,
  Notification,
  NotificationFilter,
  Session,
  TumourFacts,
} from '@registry/domain';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  cancerCases,
  reportCaseFacts as f,
  cancerNotifications as n,
  patients,
  users,
} from '../../../db/schema';
import { caseConditions, isReviewed } from '../../cases/cases.service';
import { notificationConditions, notificationRowsByIds } from '../../notifications';
import { recordFor } from './record-sections';

/** One keyset page: rows in id order; the next page starts after the last id. */
export type PageSource<R> = (afterId: number, size: number) => Promise<R[]>;

const reviewer = alias(users, 'export_reviewer');

/**
 * What the anonymised export's quasi-identifiers are generalised from, as SQL: its first pass groups
 * by these and its pages select them, so both passes see the very same values. Age: the stated age
 * at diagnosis, else completed years from birth to diagnosis (as report_case_facts computes it).
 */
export const quasiIdentifierSource = {
  diagnosisYear: sql<number | null>`extract(year from ${n.diagnosticDate})::int`,
  ageAtDiagnosis: sql<
    number | null
  >`coalesce(${n.ageAtDiagnostic}::int, case when ${n.diagnosticDate} >= ${patients.birthdate}
    then extract(year from age(${n.diagnosticDate}, ${patients.birthdate}))::int end)`,
  sexId: sql<number | null>`${patients.genderId}`,
  countyId: sql<number | null>`${patients.countyId}`,
  icccGroupId: sql<number | null>`report_int(${n.data} -> 'cancerMorphology' -> 'icC3PrimaryId')`,
};
export type QuasiIdentifierRow = { [K in keyof typeof quasiIdentifierSource]: number | null };
export type CaseRow = ExportCase & { id: number; quasi?: QuasiIdentifierRow; tumour?: TumourFacts };

// Incidence date, then case id: a tumour without a date counts last.
const incidenceRank = (date: SQL | typeof n.diagnosticDate, id: SQL | typeof cancerCases.id) =>
  sql`(coalesce(${date}, date '9999-12-31'), ${id})`;

/**
 * What the IARC files read beyond the record (`TumourFacts`): the case's registration, the patient's
 * home country, and the tumour's rank among the patient's registered tumours (two index lookups by
 * patient per row, through cancer_cases' (patient, morphology) index).
 */
const tumourSource = {
  registeredAt: cancerCases.createdAt,
  homeCountryId: patients.homeCountryId,
  patientTumours: sql<number>`(select count(*)::int from cancer_cases oc
    where oc.patient_id = ${patients.id} and not oc.is_deleted and oc.current_notification_id is not null)`,
  tumourOrder: sql<number>`(select count(*)::int + 1 from cancer_cases oc
    join cancer_notifications orec on orec.id = oc.current_notification_id
    where oc.patient_id = ${patients.id} and not oc.is_deleted
      and ${incidenceRank(sql`orec.diagnostic_date`, sql`oc.id`)} < ${incidenceRank(n.diagnosticDate, cancerCases.id)})`,
};

/**
 * The child's follow-up (issue 39), as every export row reads it: the child's facts migration 0053 keeps
 * on each row of report_case_facts (one primary-key look-up per row), and the death reason and tumour
 * of the record reporting the death (the cause of death; a look-up only for a dead child). Vital status:
 * dead when any of her records says so, else alive when any records a day known alive, else unknown.
 * A case without facts (none: every current record has them) reads null and falls back to its record.
 * One JSON value, not five selected fields: the query builder's mapping of each field of each row was
 * half of what the follow-up added to an export's CPU (`npm run bench -- export`).
 */
export const childFollowUpSource = sql<ChildFollowUp | null>`case when ${f.caseId} is not null then
    jsonb_build_object(
      'vitalStatus', case when ${f.childIsDead} then 'dead'
        when ${f.childLastAliveDate} is not null then 'alive' else 'unknown' end,
      'lastKnownDate', case when ${f.childIsDead} then ${f.childDeathDate} else ${f.childLastAliveDate} end,
      'deathDate', ${f.childDeathDate},
      'deathReasonTopoCodeId', null, 'deathTumour', null)
    || coalesce((select jsonb_build_object(
        'deathReasonTopoCodeId', report_int(dn.data #> '{notificationOverview,deathReasonTopoCodeId}'),
        'deathTumour', jsonb_build_object(
          'topographyId', report_int(dn.data #> '{cancerDiagnostic,topologicCodeId}'),
          'morphologyId', report_int(dn.data #> '{cancerMorphology,morphologyCodeId}')))
      from cancer_notifications dn where dn.id = ${f.childDeathNotificationId}), '{}'::jsonb)
    end`;

type CaseScalars = Omit<ExportCase, 'notificationDate' | 'reviewedAt' | 'data' | 'followUp' | 'anonymised'>;

/**
 * The case's and patient's plain values (numbers, text, flags, the birth date as yyyy-mm-dd) as one
 * JSON value the database builds: the query builder's mapping of each selected field of each row
 * (~15 a row) cost ~0.5 s of server CPU per 100,000 rows, one JSON.parse of them a fifth of that.
 */
const caseScalars = sql<CaseScalars>`json_build_object(
  'caseId', ${cancerCases.id}, 'notificationId', ${n.id}, 'patientId', ${patients.id},
  'identifier', ${patients.identifier}, 'isForeigner', ${patients.isForeigner},
  'firstName', ${patients.firstName}, 'lastName', ${patients.lastName}, 'genderId', ${patients.genderId},
  'birthdate', ${patients.birthdate}, 'countyId', ${patients.countyId}, 'cityId', ${patients.cityId},
  'address', ${patients.address}, 'reportingUnitId', ${n.reportingUnitId},
  'caseVersion', ${cancerCases.caseVersion}, 'isReviewed', ${isReviewed},
  'reviewedBy', ${reviewer.firstName} || ' ' || ${reviewer.lastName})`;

/**
 * The cases of the cases list (the very WHERE `POST api/cancer-cases/filter` uses, scope included),
 * walked by the current record's id: each page is an index range scan, so the 100th page costs what
 * the first did and the database never holds a cursor open between pages.
 */
export function casePages(
  db: Db,
  session: Session,
  filter: CaseFilter,
  options: { allUnits?: boolean; quasiIdentifiers?: boolean; tumour?: boolean; layoutId?: string } = {},
): PageSource<CaseRow> {
  const where: SQL[] = caseConditions(session, filter, true, options);
  const fields = {
    id: n.id,
    scalars: caseScalars,
    // Timestamps as the query builder maps them (Date).
    notificationDate: n.createdAt,
    reviewedAt: cancerCases.reviewedAt,
    followUp: childFollowUpSource,
    // Only the panels the layout reads (record-sections.ts).
    data: sql<Notification>`${recordFor(options.layoutId)}`,
  };
  // The quasi-identifiers' sources ride along only for the anonymised export (typed as CaseRow's optional `quasi`).
  // So do the tumour facts of the IARC files and CONCORD (typed as CaseRow's optional `tumour`).
  const selected = {
    ...fields,
    ...(options.quasiIdentifiers ? { quasi: quasiIdentifierSource } : {}),
    ...(options.tumour ? { tumour: tumourSource } : {}),
  };
  return (afterId, size) =>
    db
      .select(selected as typeof fields)
      .from(n)
      .innerJoin(cancerCases, eq(cancerCases.id, n.caseId))
      .innerJoin(patients, eq(patients.id, n.patientId))
      .leftJoin(reviewer, eq(reviewer.id, cancerCases.reviewedBy))
      .leftJoin(f, eq(f.caseId, cancerCases.id))
      .where(and(...where, gt(n.id, afterId)))
      .orderBy(asc(n.id))
      .limit(size)
      .then((rows) => rows.map(caseRow));
}

type PageRow = {
  id: number;
  scalars: CaseScalars;
  notificationDate: Date;
  reviewedAt: Date | null;
  followUp: ChildFollowUp | null;
  data: Notification;
  quasi?: QuasiIdentifierRow;
  tumour?: TumourFacts;
};

/** A page row as the layouts read it; a case without a facts row carries no follow-up (the layouts then read its own record). */
function caseRow(r: PageRow): CaseRow {
  return {
    id: r.id,
    ...r.scalars,
    notificationDate: r.notificationDate,
    reviewedAt: r.reviewedAt,
    followUp: r.followUp ?? undefined,
    data: r.data,
    ...(r.quasi ? { quasi: r.quasi } : {}),
    ...(r.tumour ? { tumour: r.tumour } : {}),
  };
}

/**
 * The notification list's rows (its WHERE and its labelled columns), walked by id, in two steps. The
 * page's ids come from cancer_notifications alone, planned for this filter's own values: a date range
 * holding a tenth of the registry walks the id index, a selective filter reads its own index. Planned
 * generically (as one statement with the labels once was), a date range looked selective, and every
 * page read the whole range from the date index and sorted it: 106 s for 100,000 of a million rows.
 * The labels come from the list's own prepared statement by id.
 */
export function notificationPages(db: Db, session: Session, language: Language, filter: NotificationFilter) {
  const where = notificationConditions(session, filter);
  return (async (afterId, size) => {
    const page = await db
      .select({ id: n.id })
      .from(n)
      .where(and(...where, gt(n.id, afterId)))
      .orderBy(asc(n.id))
      .limit(size);
    if (page.length === 0) return [];
    const rows = await notificationRowsByIds(db, session, language).execute({ ids: page.map((r) => r.id) });
    return rows.sort((a, b) => a.id - b.id);
  }) satisfies PageSource<{ id: number }>;
}
