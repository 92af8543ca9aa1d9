import type { Language, NotificationFilter, Session } from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  counties,
  dictionaryEntries,
  localities,
  morphologies,
  cancerNotifications as n,
  patients,
  reportingUnits,
  topographies,
  users,
} from '../../db/schema';
import { holdsRecordSql } from '../../platform/child-access';
import { visibleUnits } from './notification-scope';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const reason = alias(dictionaryEntries, 'reason');

/**
 * True for a row whose patient section the server took from a unit this reader cannot read
 * (notification-locked.ts): the list shows, and filters on, no county or city of it. Null: nothing hidden.
 */
function hiddenPlace(session: Session | undefined): SQL | null {
  const units = session ? visibleUnits(session) : 'all';
  if (units === 'all') return null;
  const locked = sql`coalesce(${n.data}->'lockedFrom'->'sections' @> '["patientDetails"]'::jsonb, false)`;
  if (units.length === 0) return locked;
  const unreadable = sql`exists (select 1 from jsonb_array_elements_text(${n.data}->'lockedFrom'->'unitIds') u where u::int not in ${units})`;
  return sql`(${locked} and ${unreadable})`;
}

/**
 * True for a row whose unit holds its child's record (access model, issue 22): its list row shows
 * the registry's names. A row of a unit that does not (a draft, a follow-up of another unit's
 * tumour) shows — and is searched by — the names its unit typed. Null: the reader reads every record.
 */
function holdsChild(session: Session | undefined): SQL | null {
  if (!session || visibleUnits(session) === 'all') return null;
  return holdsRecordSql(sql`${n.reportingUnitId}`, sql`${n.patientId}`);
}

type NameKey = 'firstName' | 'lastName';
const recordName = { firstName: patients.firstName, lastName: patients.lastName };
/** The row's copy of its child's registry names (migration 0059): what a name search reads. */
const copiedName = { firstName: n.recordFirstName, lastName: n.recordLastName };
const typedName = (key: NameKey) => sql`${n.data}#>>${sql.raw(`'{patientDetails,${key}}'`)}`;

/** A patient name column as this reader may see it (see holdsChild). */
function nameColumn(session: Session | undefined, key: NameKey) {
  const holds = holdsChild(session);
  if (!holds) return recordName[key];
  return sql<string | null>`case when ${holds} then ${recordName[key]} else ${typedName(key)} end`;
}

/**
 * A search in a reader's units starts from what it searches (issue 41). Which name a row shows depends
 * on whether its unit holds the child (a sub-plan per row), and an OR over that uses no index: with the
 * search alone in the WHERE, a count walked every notification of the unit and ran the sub-plan for
 * each (the largest generated unit, 117,061 rows: 765 ms at a million). So the WHERE also carries what
 * the search implies without the sub-plan — the registry's name (the row's copy, migration 0059) or the
 * typed name (migration 0052) has the prefix — an OR of four indexed conditions the planner reads as a
 * bitmap; only the rows it finds meet the sub-plan. The identifier is the registry's: the children
 * with the prefix first (an array, read by the children's index whatever the planner guesses).
 */
function identifierWhere(session: Session, text: string): SQL {
  const children = sql`select ${patients.id} from ${patients} where ${patients.identifier} like ${prefix(text)}`;
  const units = visibleUnits(session);
  if (units === 'all' || units.length === 0) return sql`${n.patientId} in (${children})`;
  return sql`${n.patientId} = any(array(${children}))`;
}

/** A name prefix search: on the registry's names, or on the typed names of a row whose unit does not hold the record. */
function nameWhere(session: Session, keys: NameKey[], text: string): SQL {
  const anyOf = (name: (key: NameKey) => SQL) =>
    sql`(${sql.join(
      keys.map((key) => sql`lower(${name(key)}) like ${prefix(text)}`),
      sql` or `,
    )})`;
  const onRecord = anyOf((key) => sql`${copiedName[key]}`);
  const holds = holdsChild(session);
  if (!holds) return onRecord;
  const onTyped = anyOf(typedName);
  return sql`((${onRecord} or ${onTyped}) and ((${onRecord} and ${holds}) or (not ${holds} and ${onTyped})))`;
}

/** Received as a FHIR report (issue 43): its intake row, found by the intake's notification index. */
const receivedElectronically = sql<boolean>`exists (select 1 from fhir_intakes fi where fi.notification_id = ${n.id})`;

/** A LIKE prefix pattern, lower-cased, with LIKE's own characters escaped. */
export const prefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the notification and case lists: the caller's scope first (in SQL, ARCHITECTURE §4),
 * then each filter of spec 02 §2. Reporters asking for another unit simply get nothing.
 */
export function notificationConditions(
  session: Session,
  f: NotificationFilter,
  options: { ignoreStatus?: boolean; allUnits?: boolean } = {},
): SQL[] {
  const where: SQL[] = [];
  // allUnits: the anonymised export, which names no one, covers every unit.
  const units = options.allUnits ? 'all' : visibleUnits(session);
  if (units !== 'all') where.push(units.length ? sql`${n.reportingUnitId} in ${units}` : sql`false`);
  if (!f.includeDeleted) where.push(eq(n.isDeleted, false));
  if (f.reportingUnitId) where.push(eq(n.reportingUnitId, f.reportingUnitId));
  if (f.status && !options.ignoreStatus) where.push(eq(n.status, f.status));
  if (f.hasReviewerObservation != null) where.push(eq(n.hasReviewerObservation, f.hasReviewerObservation));
  if (f.hasUnresolvedQualityWarnings != null)
    where.push(eq(n.hasUnresolvedQualityWarnings, f.hasUnresolvedQualityWarnings));
  if (f.receivedElectronically != null)
    where.push(f.receivedElectronically ? receivedElectronically : sql`not ${receivedElectronically}`);
  if (f.notificationStartDate)
    where.push(
      sql`${n.createdAt} >= ${f.notificationStartDate}::date::timestamp at time zone 'Europe/Bucharest'`,
    );
  if (f.notificationEndDate)
    where.push(
      sql`${n.createdAt} < (${f.notificationEndDate}::date + 1)::timestamp at time zone 'Europe/Bucharest'`,
    );
  if (f.diagnosticStartDate) where.push(gte(n.diagnosticDate, f.diagnosticStartDate));
  if (f.diagnosticEndDate) where.push(sql`${n.diagnosticDate} <= ${f.diagnosticEndDate}`);
  if (f.topologicCodeId) where.push(eq(n.topologicCodeId, f.topologicCodeId));
  if (f.morphologyCodeId) where.push(eq(n.morphologyCodeId, f.morphologyCodeId));
  const hidden = hiddenPlace(session);
  if (f.countyId) where.push(eq(n.countyId, f.countyId), hidden ? sql`not ${hidden}` : sql`true`);
  if (f.cityId) where.push(eq(n.cityId, f.cityId), hidden ? sql`not ${hidden}` : sql`true`);
  if (f.reportingReasonId) where.push(eq(n.reportingReasonId, f.reportingReasonId));
  if (f.identifier) where.push(identifierWhere(session, f.identifier));
  if (f.firstName) where.push(nameWhere(session, ['firstName'], f.firstName));
  if (f.lastName) where.push(nameWhere(session, ['lastName'], f.lastName));
  if (f.search) {
    // The toolbar searches by identifier (digits) or by a first or last name.
    const text = f.search.trim();
    where.push(
      /^\d+$/.test(text)
        ? identifierWhere(session, text)
        : nameWhere(session, ['lastName', 'firstName'], text),
    );
  }
  return where;
}

const fullName = (u: typeof creator | typeof updater) => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** The list item columns with labels in the request language (spec 02 §3 "Notification list item"). */
export function notificationColumns(language: Language, session?: Session) {
  const label = (t: { labelRo: unknown; labelEn: unknown }) =>
    (language === 'en' ? t.labelEn : t.labelRo) as typeof counties.labelRo;
  const hidden = hiddenPlace(session);
  const place = (t: typeof counties | typeof localities) =>
    hidden ? sql<string | null>`case when ${hidden} then null else ${label(t)} end` : label(t);
  return {
    id: n.id,
    status: n.status,
    notificationDate: n.createdAt,
    username: fullName(creator),
    lastModifiedBy: fullName(updater),
    reportingUnit: reportingUnits.name,
    reportingUnitId: n.reportingUnitId,
    reportingReason: label(reason),
    diagnosticDate: n.diagnosticDate,
    identifier: patients.identifier,
    firstName: nameColumn(session, 'firstName'),
    lastName: nameColumn(session, 'lastName'),
    age: n.ageAtDiagnostic,
    county: place(counties),
    city: place(localities),
    topography: topographies.code,
    morphology: morphologies.code,
    morphoCodeId: n.morphologyCodeId,
    isForeigner: patients.isForeigner,
    isCancerCase: n.isCancerCase,
    isDeleted: n.isDeleted,
    hasReviewerObservation: n.hasReviewerObservation,
    hasUnresolvedQualityWarnings: n.hasUnresolvedQualityWarnings,
    receivedElectronically,
  };
}

/**
 * The list rows with every label joined (all to-one joins, so rows never multiply). Extra columns
 * (the case list's) are added by the caller.
 */
export function selectNotificationRows<E extends SelectedFields>(
  db: Db,
  language: Language,
  extra: E = {} as E,
  session?: Session,
) {
  return db
    .select({ ...notificationColumns(language, session), ...extra })
    .from(n)
    .innerJoin(patients, eq(patients.id, n.patientId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, n.reportingUnitId))
    .innerJoin(creator, eq(creator.id, n.createdBy))
    .innerJoin(updater, eq(updater.id, n.updatedBy))
    .leftJoin(reason, and(eq(reason.listId, ListId.reportingReason), eq(reason.id, n.reportingReasonId)))
    .leftJoin(counties, eq(counties.id, n.countyId))
    .leftJoin(localities, eq(localities.id, n.cityId))
    .leftJoin(topographies, eq(topographies.id, n.topologicCodeId))
    .leftJoin(morphologies, eq(morphologies.id, n.morphologyCodeId))
    .$dynamic();
}
