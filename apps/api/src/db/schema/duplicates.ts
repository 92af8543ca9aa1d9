import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { patients } from './notifications';

/** Why a pair was proposed: one entry per comparison that weighed, with its weight (issue 27). */
export type DuplicateReason = { field: string; outcome: string; weight: number };

/**
 * Two patients that may be the same child, stored once with the lower id first (migration 0040).
 * `status`: open (to answer), same (merged), different (never proposed again), unsure (kept).
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: serial('id').primaryKey(),
    patientAId: integer('patient_a_id')
      .notNull()
      .references(() => patients.id),
    patientBId: integer('patient_b_id')
      .notNull()
      .references(() => patients.id),
    score: real('score').notNull(),
    level: varchar('level', { length: 10 }).$type<'probable' | 'possible'>().notNull(),
    reasons: jsonb('reasons').$type<DuplicateReason[]>().notNull().default([]),
    source: varchar('source', { length: 20 }).$type<'entry' | 'registry-check' | 'import'>().notNull(),
    status: varchar('status', { length: 10 })
      .$type<'open' | 'same' | 'different' | 'unsure'>()
      .notNull()
      .default('open'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_pair_uq').on(t.patientAId, t.patientBId),
    index('duplicate_pairs_b_idx').on(t.patientBId),
    index('duplicate_pairs_queue_idx').on(t.status, t.foundAt.desc(), t.score.desc()),
    check('duplicate_pairs_ordered', sql`${t.patientAId} < ${t.patientBId}`),
    check('duplicate_pairs_level', sql`${t.level} in ('probable', 'possible')`),
    check('duplicate_pairs_source', sql`${t.source} in ('entry', 'registry-check', 'import')`),
    check('duplicate_pairs_status', sql`${t.status} in ('open', 'same', 'different', 'unsure')`),
  ],
);
