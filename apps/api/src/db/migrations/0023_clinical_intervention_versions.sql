-- Issue 15, "every write audited and versioned": the audit rows of an intervention say only what
-- happened (type, version), so an edit lost the clinical values it replaced. Each write now keeps the
-- whole record as it stands after the write (as medical_case_versions does for the case), in the same
-- transaction: create, save, complete, cancel and reschedule (apps/api …/intervention-versions.ts).
CREATE TABLE "clinical_intervention_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"intervention_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinical_intervention_versions" ADD CONSTRAINT "clinical_intervention_versions_intervention_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."clinical_interventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_intervention_versions" ADD CONSTRAINT "clinical_intervention_versions_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_intervention_versions_uq" ON "clinical_intervention_versions" USING btree ("intervention_id","version");--> statement-breakpoint
-- The record a version keeps: what a clinician sees on the form (the common fields, the status, the
-- type's detail, the cancel reason). One definition, for the backfill below and every write.
CREATE OR REPLACE FUNCTION clinical_intervention_record(i clinical_interventions) RETURNS jsonb AS $$
  SELECT jsonb_build_object(
    'type', i.type, 'status', i.status, 'plannedDate', i.planned_date, 'startTime', i.start_time,
    'endDate', i.end_date, 'endTime', i.end_time, 'unitId', i.unit_id, 'externalUnit', i.external_unit,
    'significant', i.significant, 'detail', i.detail, 'labStatus', i.lab_status,
    'cancelReason', i.cancel_reason);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The interventions written before this migration: their current record as their one known version.
INSERT INTO "clinical_intervention_versions" ("intervention_id", "version", "data", "created_by", "created_at")
SELECT i.id, i.version, clinical_intervention_record(i), i.updated_by, i.updated_at FROM clinical_interventions i;
--> statement-breakpoint
-- The calendar feed shows what overlaps its range, not only what is planned in it: an intervention
-- begun before the range and ending inside it is read from these (calendar-feed.service.ts, second
-- arm of its UNION ALL). Multi-day ones only, so they stay small and a scan from the range's first day
-- on is bounded by the planning horizon; by the scope's and the unit filter's own columns (the treating
-- unit, the cases of a team, the carrying-out unit, everyone's) so the planner does not take the
-- planned-date indexes and read the whole past (EXPLAIN on the calendar bench: 4,600 rows for 5).
CREATE INDEX "clinical_interventions_multiday_idx" ON "clinical_interventions" USING btree ("end_date") WHERE "is_deleted" = false AND "end_date" > "planned_date";--> statement-breakpoint
CREATE INDEX "clinical_interventions_multiday_unit_idx" ON "clinical_interventions" USING btree ("case_unit_id","end_date") WHERE "is_deleted" = false AND "end_date" > "planned_date";--> statement-breakpoint
CREATE INDEX "clinical_interventions_multiday_case_idx" ON "clinical_interventions" USING btree ("medical_case_id","end_date") WHERE "is_deleted" = false AND "end_date" > "planned_date";--> statement-breakpoint
CREATE INDEX "clinical_interventions_multiday_carrier_idx" ON "clinical_interventions" USING btree ("unit_id","end_date") WHERE "is_deleted" = false AND "end_date" > "planned_date";
