import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One whole-registry check (issue 16): progress while it runs, the counts once it has finished. */
export const registryCheckRuns = pgTable(
  'registry_check_runs',
  {
    id: serial('id').primaryKey(),
    /** running | finished | failed */
    status: varchar('status', { length: 10 }).notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** RegistryCheckCount[] */
    counts: jsonb('counts').notNull().default([]),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised with every page: a running row whose heartbeat is old was left by a stopped server. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [uniqueIndex('registry_check_runs_one_running_uq').on(t.status).where(sql`${t.status} = 'running'`)],
);

/** The records behind every count of a run that is not OK. */
export const registryCheckFindings = pgTable(
  'registry_check_findings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => registryCheckRuns.id, { onDelete: 'cascade' }),
    checkId: varchar('check_id', { length: 40 }).notNull(),
    severity: varchar('severity', { length: 10 }).notNull(),
    notificationId: integer('notification_id').notNull(),
    caseId: integer('case_id').notNull(),
    messageKey: varchar('message_key', { length: 100 }).notNull(),
    /** The message's named parameters ({age}, {histology}, the other notification). */
    params: jsonb('params').notNull().default({}),
  },
  (t) => [index('registry_check_findings_run_idx').on(t.runId, t.checkId, t.severity, t.notificationId)],
);
