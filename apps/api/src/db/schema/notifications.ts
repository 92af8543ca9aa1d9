import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { reportingUnits } from './units';

/**
 * A child the registry knows, shared by every unit that reports on them: one row per identifier
 * (a CNP, or a foreign id), so a CNP reported by two hospitals is one patient.
 */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 13 }).notNull(),
    isForeigner: boolean('is_foreigner').notNull().default(false),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    genderId: smallint('gender_id'),
    birthdate: date('birthdate'),
    countyId: integer('county_id'),
    cityId: integer('city_id'),
    /** The home address (county, city, address are what notifications write; abroad the city is typed). */
    address: varchar('address', { length: 500 }),
    homeCountryId: integer('home_country_id'),
    homeCity: varchar('home_city', { length: 200 }),
    careCountryId: integer('care_country_id'),
    careCountyId: integer('care_county_id'),
    careCityId: integer('care_city_id'),
    careCity: varchar('care_city', { length: 200 }),
    careAddress: varchar('care_address', { length: 500 }),
    email: varchar('email', { length: 254 }),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phone: varchar('phone', { length: 25 }),
    agreementName: varchar('agreement_name', { length: 255 }),
    agreementStorageName: varchar('agreement_storage_name', { length: 64 }),
    isSocialCase: boolean('is_social_case').notNull().default(false),
    socialSurveyName: varchar('social_survey_name', { length: 255 }),
    socialSurveyStorageName: varchar('social_survey_storage_name', { length: 64 }),
    numberOfKm: integer('number_of_km'),
    /** Raised by every save of the patient screen; a stale save gets 409. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patients_identifier_uq').on(t.identifier, t.isForeigner),
    index('patients_last_name_idx').on(sql`lower(${t.lastName})`),
    index('patients_agreement_file_idx').on(t.agreementStorageName),
    index('patients_social_survey_file_idx').on(t.socialSurveyStorageName),
  ],
);

/**
 * One tumour of one patient (patient + morphology code). Its current record is its latest completed
 * notification; review state says whether a reviewer has checked that record.
 */
export const cancerCases = pgTable(
  'cancer_cases',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    morphologyCodeId: integer('morphology_code_id').notNull(),
    currentNotificationId: integer('current_notification_id'),
    /** The case version (count of completed notifications) the last review looked at; null = never reviewed. */
    reviewedVersion: integer('reviewed_version'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    caseVersion: integer('case_version').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cancer_cases_patient_morphology_uq').on(t.patientId, t.morphologyCodeId)],
);

/**
 * A unit's report about one tumour. The columns are what lists filter, sort and check; `data` holds
 * the whole edit model (spec 02 §3) as the last save left it.
 */
export const cancerNotifications = pgTable(
  'cancer_notifications',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    caseId: integer('case_id').references(() => cancerCases.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    status: smallint('status').notNull(),
    reportingReasonId: smallint('reporting_reason_id'),
    isCancerCase: boolean('is_cancer_case').notNull().default(false),
    previousNotificationId: integer('previous_notification_id'),
    diagnosticDate: date('diagnostic_date'),
    ageAtDiagnostic: smallint('age_at_diagnostic'),
    topologicCodeId: integer('topologic_code_id'),
    morphologyCodeId: integer('morphology_code_id'),
    countyId: integer('county_id'),
    cityId: integer('city_id'),
    hasReviewerObservation: boolean('has_reviewer_observation').notNull().default(false),
    data: jsonb('data').notNull(),
    /** The consistency checks of the last save that did not answer OK (QualityCheck[], issue 16). */
    qualityChecks: jsonb('quality_checks').notNull().default([]),
    /** An Invalid or an unconfirmed Query/Rare among them: the lists' quality filter. */
    hasUnresolvedQualityWarnings: boolean('has_unresolved_quality_warnings').notNull().default(false),
    /**
     * A completed new-diagnosis report makes its unit a holder of the child's record only when this
     * is true (issue 38, migration 0050): the unit held the child already, nobody else did, or a
     * reviewer or a holding unit confirmed the link (`child_holding_requests`).
     */
    grantsHolding: boolean('grants_holding').notNull().default(false),
    /**
     * A copy of the child's registry names (patients), kept by triggers (migration 0059, which also
     * makes the name indexes) so a name search reads one index of this table (issue 41). Written by
     * no code: patients is the record.
     */
    recordFirstName: varchar('record_first_name', { length: 100 }),
    recordLastName: varchar('record_last_name', { length: 100 }),
    version: integer('version').notNull().default(1),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cancer_notifications_unit_idx').on(t.reportingUnitId, t.createdAt),
    index('cancer_notifications_patient_idx').on(t.patientId, t.morphologyCodeId),
    index('cancer_notifications_case_idx').on(t.caseId),
    index('cancer_notifications_quality_idx')
      .on(t.reportingUnitId, t.createdAt)
      .where(sql`${t.hasUnresolvedQualityWarnings} and not ${t.isDeleted}`),
  ],
);

/**
 * A Query or Rare result a registrar or reviewer confirmed as verified (who and when, as CanReg5's
 * flags), bound to the values of the fields the check reads: change one and it no longer applies.
 */
export const notificationQualityConfirmations = pgTable(
  'notification_quality_confirmations',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    checkId: varchar('check_id', { length: 40 }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    confirmedBy: integer('confirmed_by')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_quality_confirmations_uq').on(t.notificationId, t.checkId, t.fingerprint),
  ],
);

/** Every save of a notification, immutable: case evolution and the audit read these (ARCHITECTURE §5). */
export const notificationVersions = pgTable(
  'notification_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    caseId: integer('case_id'),
    version: integer('version').notNull(),
    status: smallint('status').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_versions_uq').on(t.notificationId, t.version),
    index('notification_versions_case_idx').on(t.caseId, t.createdAt),
  ],
);

/** Files attached to a notification: 1 histology, 2 imaging, 3 epicrisis (spec 02 §3). */
export const notificationAttachments = pgTable(
  'notification_attachments',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    documentType: smallint('document_type').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageName: varchar('storage_name', { length: 64 }).notNull(),
    sha256: varchar('sha256', { length: 64 }),
    size: bigint('size', { mode: 'number' }),
    /** 0 None, 1 InProgress, 2 Finished, 3 Error */
    uploadStatus: smallint('upload_status').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_attachments_notification_idx').on(t.notificationId, t.documentType)],
);

/**
 * Notification counts per unit, status, reviewer-observation flag and deletion, kept exact by a
 * trigger on cancer_notifications (migration 0007): the list's counters read a few dozen rows
 * instead of counting a million.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    reportingUnitId: integer('reporting_unit_id').notNull(),
    status: smallint('status').notNull(),
    hasReviewerObservation: boolean('has_reviewer_observation').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('notification_counts_uq').on(
      t.reportingUnitId,
      t.status,
      t.hasReviewerObservation,
      t.isDeleted,
    ),
  ],
);

/**
 * Live (not deleted) notifications per creator, unit and status, kept exact by a trigger on
 * cancer_notifications (migration 0011): the audit over all time reads a row per user and unit
 * instead of grouping a million notifications.
 */
export const notificationCreatorCounts = pgTable(
  'notification_creator_counts',
  {
    createdBy: integer('created_by').notNull(),
    reportingUnitId: integer('reporting_unit_id').notNull(),
    status: smallint('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('notification_creator_counts_uq').on(t.createdBy, t.reportingUnitId, t.status)],
);

/**
 * The cases list's two counters for a reader of every unit with no filter (to review / reviewed),
 * kept exact by statement-level triggers on cancer_cases (migration 0038).
 */
export const caseReviewCounts = pgTable('case_review_counts', {
  reviewed: boolean('reviewed').primaryKey(),
  count: integer('count').notNull(),
});
