import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { counties } from './dictionaries';
import { users } from './identity';

/**
 * One narrow row per case's current record with what the Reports page groups (issue 16), kept exact
 * by triggers on cancer_cases, cancer_notifications, notification_versions and patients (migration
 * 0022): the reports read ~50 MB instead of the notifications' jsonb. Never written by the API.
 */
export const reportCaseFacts = pgTable('report_case_facts', {
  caseId: integer('case_id').primaryKey(),
  patientId: integer('patient_id').notNull(),
  notificationId: integer('notification_id').notNull(),
  reportingUnitId: integer('reporting_unit_id').notNull(),
  countyId: integer('county_id'),
  genderId: smallint('gender_id'),
  diagnosisDate: date('diagnosis_date'),
  age: smallint('age'),
  /** 0 (<1), 1 (1–4), 2 (5–9), 3 (10–14), 4 (15–19), 5 (20 and over); null = unknown age. */
  ageGroup: smallint('age_group'),
  icccGroupId: integer('iccc_group_id'),
  icccSubgroupId: integer('iccc_subgroup_id'),
  /** The ENCR basis of diagnosis code (0 DCO … 9 unknown), not the dictionary id. */
  basisCode: smallint('basis_code'),
  isDead: boolean('is_dead').notNull(),
  deathDate: date('death_date'),
  lastAliveDate: date('last_alive_date'),
  /**
   * The child's follow-up (issue 39, migration 0053), the same on every row of the child: dead when any
   * of her records says so, the earliest death date recorded, the latest day known alive of all her
   * records, and the record reporting the death (its death reason is the cause of death).
   */
  childIsDead: boolean('child_is_dead').notNull().default(false),
  childDeathDate: date('child_death_date'),
  childLastAliveDate: date('child_last_alive_date'),
  childDeathNotificationId: integer('child_death_notification_id'),
  unresolvedWarnings: boolean('unresolved_warnings').notNull(),
  /** Days from diagnosis to the case's first notification, first completion, last review (Romanian calendar). */
  daysToNotification: integer('days_to_notification'),
  daysToCompletion: integer('days_to_completion'),
  daysToReview: integer('days_to_review'),
});

/**
 * The data-quality report's counts per (year of diagnosis, reporting unit, 64-day bucket of each days
 * column), kept exact from report_case_facts by statement-level triggers (migration 0045); a row whose
 * cases fall to 0 is deleted. Never written by the API.
 */
export const reportQualityCounts = pgTable('report_quality_counts', {
  diagnosisYear: smallint('diagnosis_year').notNull(),
  reportingUnitId: integer('reporting_unit_id').notNull(),
  notificationBucket: integer('notification_bucket'),
  completionBucket: integer('completion_bucket'),
  reviewBucket: integer('review_bucket'),
  cases: integer('cases').notNull(),
  /** Microscopically verified (basis 5–8), DCO (0), unknown basis (9 or none), ICCC-3 XII or none, unknown age, unresolved warnings. */
  mv: integer('mv').notNull(),
  dco: integer('dco').notNull(),
  unknownBasis: integer('unknown_basis').notNull(),
  unspecified: integer('unspecified').notNull(),
  unknownAge: integer('unknown_age').notNull(),
  warnings: integer('warnings').notNull(),
});

/** Resident population by year × county × sex × age group: the incidence denominators. */
export const population = pgTable(
  'population',
  {
    year: smallint('year').notNull(),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    sex: varchar('sex', { length: 1 }).notNull(),
    ageGroup: varchar('age_group', { length: 5 }).notNull(),
    population: integer('population').notNull(),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'import' (a CSV, issue 16) or 'synthetic' (the demo registry's invented figures, migration 0058). */
    source: varchar('source', { length: 10 }).notNull().default('import'),
  },
  (t) => [primaryKey({ name: 'population_pk', columns: [t.year, t.countyId, t.sex, t.ageGroup] })],
);
