import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { cancerCases, cancerNotifications, patients } from './notifications';
import { employees, reportingUnits } from './units';

/**
 * The treating team's record of one cancer case (spec 02 §2 "Medical case"): one per case, prefilled
 * from the case's current record and then kept by the team. `data` holds the details model
 * (`medicalCaseDetails` in the domain); `version` guards saves (409 when stale). The treating unit is
 * the unit whose case owners manage the team; `ownerEmployeeId` is the named case owner shown on the
 * team tab (an employee of the treating unit, or none yet).
 */
export const medicalCases = pgTable(
  'medical_cases',
  {
    id: serial('id').primaryKey(),
    cancerCaseId: integer('cancer_case_id')
      .notNull()
      .references(() => cancerCases.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    ownerEmployeeId: integer('owner_employee_id').references(() => employees.id),
    /** A copy of data.diagnosis.clinicalStatusId, so the list filters on it without reading jsonb. */
    clinicalStatusId: smallint('clinical_status_id'),
    data: jsonb('data').notNull(),
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
    uniqueIndex('medical_cases_cancer_case_uq').on(t.cancerCaseId),
    index('medical_cases_unit_idx').on(t.reportingUnitId, t.updatedAt),
    index('medical_cases_patient_idx').on(t.patientId),
    // Migration 0021: the calendar's scope finds the cases a caller owns by name.
    index('medical_cases_owner_idx').on(t.ownerEmployeeId).where(sql`${t.ownerEmployeeId} is not null`),
  ],
);

/** Every save of a medical case's details, immutable: the History tab reads these. */
export const medicalCaseVersions = pgTable(
  'medical_case_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('medical_case_versions_uq').on(t.medicalCaseId, t.version)],
);

/** The case's team (spec 02 §6 team roles): 1 central (staff of a Central unit), 2 local (staff of the treating unit). */
export const medicalCaseTeamMembers = pgTable(
  'medical_case_team_members',
  {
    id: serial('id').primaryKey(),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    teamKind: smallint('team_kind').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('medical_case_team_members_uq').on(t.medicalCaseId, t.employeeId),
    index('medical_case_team_members_employee_idx').on(t.employeeId),
  ],
);

/**
 * What the team recommended: in which hospital (a registry unit, or a free-text name for one outside
 * the registry), when, what, and an optional document (a stored file: name + storage name).
 */
export const medicalCaseRecommendations = pgTable(
  'medical_case_recommendations',
  {
    id: serial('id').primaryKey(),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    hospitalUnitId: integer('hospital_unit_id').references(() => reportingUnits.id),
    hospitalName: varchar('hospital_name', { length: 250 }),
    plannedDate: date('planned_date'),
    text: varchar('text', { length: 4000 }).notNull(),
    documentName: varchar('document_name', { length: 255 }),
    documentStorageName: varchar('document_storage_name', { length: 64 }),
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
  (t) => [index('medical_case_recommendations_case_idx').on(t.medicalCaseId, t.plannedDate)],
);

/**
 * Who was taken off a case's team (or lost it with a transfer), so that their next call answers "No more
 * rights on medical case" instead of a bare 404; the row goes when they are added again.
 */
export const medicalCaseTeamRemovals = pgTable(
  'medical_case_team_removals',
  {
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    removedBy: integer('removed_by')
      .notNull()
      .references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'medical_case_team_removals_pk', columns: [t.medicalCaseId, t.employeeId] })],
);

/**
 * A change of a child's general data proposed by a unit that does not hold the record (migration
 * 0028, access model of issue 22): it waits until a holding unit or a reviewer decides.
 */
export const patientChangeProposals = pgTable(
  'patient_change_proposals',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    changes: jsonb('changes').notNull(),
    previous: jsonb('previous').notNull(),
    /** 1 pending, 2 accepted, 3 refused, 4 withdrawn (a later save of the same report replaced it). */
    status: smallint('status').notNull().default(1),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('patient_change_proposals_patient_idx').on(t.patientId, t.status),
    index('patient_change_proposals_notification_idx').on(t.notificationId),
  ],
);

/**
 * Requests to join a medical case's team (issue 22): made by an employee of a unit that reports on
 * the case, decided by a case owner of the treating unit. Status 1 pending, 2 accepted, 3 refused.
 */
export const medicalCaseJoinRequests = pgTable(
  'medical_case_join_requests',
  {
    id: serial('id').primaryKey(),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('medical_case_join_requests_pending_uq')
      .on(t.medicalCaseId, t.employeeId)
      .where(sql`${t.status} = 1`),
  ],
);

/**
 * A unit's claim to hold the record of a child other units hold (issue 38, migration 0050): made by
 * its completed new-diagnosis report, decided by a reviewer or a holding unit. Status 1 pending,
 * 2 confirmed, 3 refused. Keyed by the notification, so a patient merge carries it along.
 */
export const childHoldingRequests = pgTable(
  'child_holding_requests',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the holding units were mailed about it: the row is its own outbox. */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('child_holding_requests_notification_uq').on(t.notificationId)],
);
