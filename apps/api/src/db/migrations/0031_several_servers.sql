-- Issue 26 item 1: several API processes on one database. What one process used to keep in memory
-- lives here, so every server sees the same (ARCHITECTURE §1).
--
-- Each API process takes a number from this sequence at start and holds a session advisory lock on it
-- for its lifetime (platform/server-instance.ts): PostgreSQL releases the lock the moment the process's
-- connection dies, so "is the server that claimed this still alive?" is a look at pg_locks, with no
-- heartbeat to wait out.
CREATE SEQUENCE IF NOT EXISTS "api_instance_ids" AS integer START 1 CYCLE;
--> statement-breakpoint
-- The request-rate limits of @fastify/rate-limit (sign-in, reset, e-mail dialog): one counter per
-- route and client and fixed window, shared by every server (platform/rate-limit-store.ts).
CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
  "key" varchar(300) PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_idx" ON "rate_limit_hits" ("window_ends_at");
--> statement-breakpoint
-- Periodic jobs (the upload sweep): when each last ran, so that N servers run it once per period,
-- not N times; the run itself is under an advisory lock.
CREATE TABLE IF NOT EXISTS "scheduled_jobs" (
  "name" varchar(60) PRIMARY KEY NOT NULL,
  "instance_id" integer,
  "started_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone,
  "error" text
);
--> statement-breakpoint
-- The server that runs a registry check: when it is gone, the run is marked failed at once instead
-- of after two minutes without a heartbeat.
ALTER TABLE "registry_check_runs" ADD COLUMN IF NOT EXISTS "instance_id" integer;
--> statement-breakpoint
-- The server that claimed a complete upload to check and store it: a claim of a live server is never
-- taken away by another one starting up; a dead server's claim is dropped at once.
ALTER TABLE "attachment_uploads" ADD COLUMN IF NOT EXISTS "finishing_instance" integer;
