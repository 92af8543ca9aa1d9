-- Issue 38, item 1: a unit holds the record of a child other units already hold only once a
-- reviewer or a holding unit confirms it. A completed new-diagnosis notification grants its unit the
-- holding (grants_holding) when the unit already holds the child or nobody else does (the first
-- reporter); otherwise it waits in child_holding_requests. Every notification saved before this
-- migration keeps granting what it granted (today's holders keep holding); a row written later
-- grants nothing until the save decides it (the default is false: a path that forgets refuses).
ALTER TABLE "cancer_notifications" ADD COLUMN IF NOT EXISTS "grants_holding" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "cancer_notifications" ALTER COLUMN "grants_holding" SET DEFAULT false;
--> statement-breakpoint
-- One request per notification (keyed by it, so a patient merge carries it with the notification).
-- 1 pending, 2 confirmed, 3 refused. noticed_at: when the holding units were mailed (the row is the outbox).
CREATE TABLE IF NOT EXISTS "child_holding_requests" (
  "id" serial PRIMARY KEY,
  "notification_id" integer NOT NULL REFERENCES "cancer_notifications"("id"),
  "reporting_unit_id" integer NOT NULL REFERENCES "reporting_units"("id"),
  "status" smallint NOT NULL DEFAULT 1,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  "noticed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "child_holding_requests_notification_uq" ON "child_holding_requests" ("notification_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "child_holding_requests_pending_idx" ON "child_holding_requests" ("status") WHERE "status" = 1;
