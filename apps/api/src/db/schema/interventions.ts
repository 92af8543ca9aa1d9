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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { medicalCases } from './clinical';
import { users } from './identity';
import { reportingUnits } from './units';

/** Issue 15: a case's clinical interventions (migration 0021 says why the detail is jsonb). */
export const clinicalInterventions = pgTable(
  'clinical_interventions',
  {
    id: serial('id').primaryKey(),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id),
    /** The case's treating unit, kept by triggers (migration 0021): the calendar's unit-scoped index. */
    caseUnitId: integer('case_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    plannedDate: date('planned_date').notNull(),
    startTime: varchar('start_time', { length: 5 }),
    endDate: date('end_date'),
    endTime: varchar('end_time', { length: 5 }),
    unitId: integer('unit_id').references(() => reportingUnits.id),
    externalUnit: varchar('external_unit', { length: 250 }),
    significant: boolean('significant').notNull().default(false),
    detail: jsonb('detail').notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    labStatus: varchar('lab_status', { length: 20 }),
    cancelReason: varchar('cancel_reason', { length: 1000 }),
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
    index('clinical_interventions_case_idx')
      .on(t.medicalCaseId, t.plannedDate, t.startTime, t.id)
      .where(sql`${t.isDeleted} = false`),
    index('clinical_interventions_case_unit_idx')
      .on(t.caseUnitId, t.plannedDate)
      .where(sql`${t.isDeleted} = false`),
    index('clinical_interventions_unit_idx').on(t.unitId, t.plannedDate).where(sql`${t.isDeleted} = false`),
    index('clinical_interventions_planned_idx').on(t.plannedDate).where(sql`${t.isDeleted} = false`),
    // The calendar's overlap arm (migration 0023): multi-day interventions by end date.
    index('clinical_interventions_multiday_idx')
      .on(t.endDate)
      .where(sql`${t.isDeleted} = false and ${t.endDate} > ${t.plannedDate}`),
    index('clinical_interventions_multiday_unit_idx')
      .on(t.caseUnitId, t.endDate)
      .where(sql`${t.isDeleted} = false and ${t.endDate} > ${t.plannedDate}`),
    index('clinical_interventions_multiday_case_idx')
      .on(t.medicalCaseId, t.endDate)
      .where(sql`${t.isDeleted} = false and ${t.endDate} > ${t.plannedDate}`),
    index('clinical_interventions_multiday_carrier_idx')
      .on(t.unitId, t.endDate)
      .where(sql`${t.isDeleted} = false and ${t.endDate} > ${t.plannedDate}`),
  ],
);

export const clinicalInterventionDocuments = pgTable(
  'clinical_intervention_documents',
  {
    id: serial('id').primaryKey(),
    interventionId: integer('intervention_id')
      .notNull()
      .references(() => clinicalInterventions.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageName: varchar('storage_name', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clinical_intervention_documents_intervention_idx')
      .on(t.interventionId)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** Each write's whole record (migration 0023): what an edit replaced stays readable. */
export const clinicalInterventionVersions = pgTable(
  'clinical_intervention_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    interventionId: integer('intervention_id')
      .notNull()
      .references(() => clinicalInterventions.id),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clinical_intervention_versions_uq').on(t.interventionId, t.version)],
);
