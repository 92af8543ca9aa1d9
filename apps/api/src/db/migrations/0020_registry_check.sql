-- Issue 16, whole-registry check: one row per run (status, progress, who, when, the counts per check
-- and severity) and the records behind every count that is not OK. One run at a time: the unique
-- partial index refuses a second "running" row. A run left "running" by a restart is marked failed.
CREATE TABLE "registry_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "registry_check_runs" ADD CONSTRAINT "registry_check_runs_started_by_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "registry_check_runs_one_running_uq" ON "registry_check_runs" USING btree ("status") WHERE "status" = 'running';
--> statement-breakpoint
CREATE TABLE "registry_check_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"check_id" varchar(40) NOT NULL,
	"severity" varchar(10) NOT NULL,
	"notification_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"message_key" varchar(100) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registry_check_findings" ADD CONSTRAINT "registry_check_findings_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."registry_check_runs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "registry_check_findings_run_idx" ON "registry_check_findings" USING btree ("run_id","check_id","severity","notification_id");
