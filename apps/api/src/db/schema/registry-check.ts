import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
    /** RegistryCheckMessage[]: the numbered messages its result rows name (migration 0024). */
    messages: jsonb('messages').notNull().default([]),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised with every page: a running row whose heartbeat is old was left by a stopped server. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** The API server running it (migration 0031): once that server is gone the run is failed at once. */
    instanceId: integer('instance_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [uniqueIndex('registry_check_runs_one_running_uq').on(t.status).where(sql`${t.status} = 'running'`)],
);

/**
 * The records behind every count of a run that is not OK: one row per case with a finding other than OK
 * (migration 0024). `messages` holds the numbers of its findings (the run's `messages` name each one's
 * check, severity and message key); `params` the parameters of those that have any, by check id.
 * No serial and no foreign key: the rows are written in bulk and deleted with their run by the service.
 */
export const registryCheckResults = pgTable(
  'registry_check_results',
  {
    runId: integer('run_id').notNull(),
    notificationId: integer('notification_id').notNull(),
    caseId: integer('case_id').notNull(),
    messages: smallint('messages').array().notNull(),
    params: jsonb('params'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.notificationId] }),
    index('registry_check_results_case_idx').on(t.runId, t.caseId),
  ],
);
