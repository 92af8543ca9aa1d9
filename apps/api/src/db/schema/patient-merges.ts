import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { duplicatePairs } from './duplicates';
import { users } from './identity';
import { patients } from './notifications';

/** The rows a merge changed, as they were before it, table by table (what an unmerge writes back). */
export type MergeSnapshot = Record<string, Record<string, unknown>[]>;
/** What the merge did, for the merge history and the audit row. */
export type MergeSummary = {
  notifications: number;
  casesMoved: number;
  casesCombined: { kept: number; retired: number }[];
  medicalCasesMoved: number;
  samePrimaryWarnings: string[];
  /** The touched rows as the merge left them (patient-merge.snapshot.ts `fingerprintOf`). */
  fingerprint: string;
};

/** One merge of a retired patient into a surviving one (migration 0042); unmerged_at set once undone. */
export const patientMerges = pgTable(
  'patient_merges',
  {
    id: serial('id').primaryKey(),
    survivingPatientId: integer('surviving_patient_id')
      .notNull()
      .references(() => patients.id),
    retiredPatientId: integer('retired_patient_id')
      .notNull()
      .references(() => patients.id),
    pairId: integer('pair_id').references(() => duplicatePairs.id),
    snapshot: jsonb('snapshot').$type<MergeSnapshot>().notNull(),
    summary: jsonb('summary').$type<MergeSummary>().notNull(),
    mergedBy: integer('merged_by')
      .notNull()
      .references(() => users.id),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    unmergedBy: integer('unmerged_by').references(() => users.id),
    unmergedAt: timestamp('unmerged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('patient_merges_retired_uq').on(t.retiredPatientId).where(sql`${t.unmergedAt} is null`),
    index('patient_merges_surviving_idx').on(t.survivingPatientId),
    check('patient_merges_two_patients', sql`${t.survivingPatientId} <> ${t.retiredPatientId}`),
  ],
);

/** A retired identity (identifier + foreigner flag) that now names the surviving patient. */
export const patientAliases = pgTable(
  'patient_aliases',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 13 }).notNull(),
    isForeigner: boolean('is_foreigner').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    mergeId: integer('merge_id')
      .notNull()
      .references(() => patientMerges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_aliases_identifier_uq').on(t.identifier, t.isForeigner),
    index('patient_aliases_patient_idx').on(t.patientId),
  ],
);
