-- Issue 15, clinical interventions: one table for the eleven types. What every type has, and what
-- the timeline and the calendar filter and sort on, is relational (case, type, status, dates,
-- times, unit); what each type records beyond it is `detail` jsonb, checked by the type's zod schema
-- (packages/domain interventionDetailSchemas) on every write. Eleven heterogeneous shapes (visit
-- medications, therapy cycles, lab analyses, questionnaire answers …) that no query filters on
-- would otherwise be eleven tables and a dozen child tables joined for every form.
-- Times are HH:MM text: they sort as times and travel as the API writes them.
-- `case_unit_id` copies the case's treating unit (kept by the triggers below, through transfers):
-- the calendar of a unit's administrator or case owner is then one index range (unit, dates)
-- instead of every intervention of the period joined to its case and filtered.
CREATE TABLE "clinical_interventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"medical_case_id" integer NOT NULL,
	"case_unit_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"planned_date" date NOT NULL,
	"start_time" varchar(5),
	"end_date" date,
	"end_time" varchar(5),
	"unit_id" integer,
	"external_unit" varchar(250),
	"significant" boolean DEFAULT false NOT NULL,
	"detail" jsonb NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"lab_status" varchar(20),
	"cancel_reason" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_interventions_type_ck" CHECK ("type" BETWEEN 1 AND 11),
	CONSTRAINT "clinical_interventions_status_ck" CHECK ("status" BETWEEN 0 AND 3),
	CONSTRAINT "clinical_interventions_times_ck" CHECK (
		("start_time" IS NULL OR "start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
		AND ("end_time" IS NULL OR "end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')),
	CONSTRAINT "clinical_interventions_detail_ck" CHECK (jsonb_typeof("detail") = 'object')
);
--> statement-breakpoint
CREATE TABLE "clinical_intervention_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"intervention_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"storage_name" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinical_interventions" ADD CONSTRAINT "clinical_interventions_medical_case_id_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_interventions" ADD CONSTRAINT "clinical_interventions_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_interventions" ADD CONSTRAINT "clinical_interventions_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_interventions" ADD CONSTRAINT "clinical_interventions_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_intervention_documents" ADD CONSTRAINT "clinical_intervention_documents_intervention_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."clinical_interventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_intervention_documents" ADD CONSTRAINT "clinical_intervention_documents_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The timeline (one case, in time order) and the calendar of the cases a caller may read: the
-- scope picks the cases (by treating unit, team or owner), then each case's month is a range here.
CREATE INDEX "clinical_interventions_case_idx" ON "clinical_interventions" USING btree ("medical_case_id","planned_date","start_time","id") WHERE "is_deleted" = false;--> statement-breakpoint
-- The calendar of a unit's administrators and case owners: the treating unit's period.
CREATE INDEX "clinical_interventions_case_unit_idx" ON "clinical_interventions" USING btree ("case_unit_id","planned_date") WHERE "is_deleted" = false;--> statement-breakpoint
-- The cases a caller owns by name (the calendar's and the case list's scope look them up).
CREATE INDEX "medical_cases_owner_idx" ON "medical_cases" USING btree ("owner_employee_id") WHERE "owner_employee_id" IS NOT NULL;--> statement-breakpoint
-- The calendar filtered by the unit carrying the interventions out.
CREATE INDEX "clinical_interventions_unit_idx" ON "clinical_interventions" USING btree ("unit_id","planned_date") WHERE "is_deleted" = false;--> statement-breakpoint
-- The calendar of readers of every case (reviewers, the super administrator): a date range.
CREATE INDEX "clinical_interventions_planned_idx" ON "clinical_interventions" USING btree ("planned_date") WHERE "is_deleted" = false;--> statement-breakpoint
CREATE INDEX "clinical_intervention_documents_intervention_idx" ON "clinical_intervention_documents" USING btree ("intervention_id") WHERE "is_deleted" = false;
--> statement-breakpoint
ALTER TABLE "clinical_interventions" ADD CONSTRAINT "clinical_interventions_case_unit_id_fk" FOREIGN KEY ("case_unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A new intervention takes its case's treating unit, whatever the insert says.
CREATE OR REPLACE FUNCTION clinical_interventions_case_unit() RETURNS trigger AS $$
BEGIN
  SELECT reporting_unit_id INTO NEW.case_unit_id FROM medical_cases WHERE id = NEW.medical_case_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clinical_interventions_case_unit_insert BEFORE INSERT OR UPDATE OF medical_case_id, case_unit_id ON clinical_interventions
  FOR EACH ROW EXECUTE FUNCTION clinical_interventions_case_unit();
--> statement-breakpoint
-- A transferred case takes its interventions along, in the same transaction.
CREATE OR REPLACE FUNCTION medical_cases_move_interventions() RETURNS trigger AS $$
BEGIN
  UPDATE clinical_interventions SET case_unit_id = NEW.reporting_unit_id WHERE medical_case_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER medical_cases_move_interventions AFTER UPDATE OF reporting_unit_id ON medical_cases
  FOR EACH ROW WHEN (OLD.reporting_unit_id IS DISTINCT FROM NEW.reporting_unit_id)
  EXECUTE FUNCTION medical_cases_move_interventions();
