import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One request-rate counter per route, client and fixed window, shared by every API server (migration 0031). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/** When each periodic job last ran, and on which server: N servers run it once per period. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  instanceId: integer('instance_id'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  error: text('error'),
});
