CREATE TABLE "medical_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"cancer_case_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"reporting_unit_id" integer NOT NULL,
	"owner_employee_id" integer,
	"clinical_status_id" smallint,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_case_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"medical_case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_case_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"medical_case_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"team_kind" smallint NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_case_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"medical_case_id" integer NOT NULL,
	"hospital_unit_id" integer,
	"hospital_name" varchar(250),
	"planned_date" date,
	"text" varchar(4000) NOT NULL,
	"document_name" varchar(255),
	"document_storage_name" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_cancer_case_id_cancer_cases_id_fk" FOREIGN KEY ("cancer_case_id") REFERENCES "public"."cancer_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_reporting_unit_id_reporting_units_id_fk" FOREIGN KEY ("reporting_unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cases" ADD CONSTRAINT "medical_cases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_versions" ADD CONSTRAINT "medical_case_versions_medical_case_id_medical_cases_id_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_versions" ADD CONSTRAINT "medical_case_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_team_members" ADD CONSTRAINT "medical_case_team_members_medical_case_id_medical_cases_id_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_team_members" ADD CONSTRAINT "medical_case_team_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_team_members" ADD CONSTRAINT "medical_case_team_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_recommendations" ADD CONSTRAINT "medical_case_recommendations_medical_case_id_medical_cases_id_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_recommendations" ADD CONSTRAINT "medical_case_recommendations_hospital_unit_id_reporting_units_id_fk" FOREIGN KEY ("hospital_unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_recommendations" ADD CONSTRAINT "medical_case_recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_case_recommendations" ADD CONSTRAINT "medical_case_recommendations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_cases_cancer_case_uq" ON "medical_cases" USING btree ("cancer_case_id");--> statement-breakpoint
CREATE INDEX "medical_cases_unit_idx" ON "medical_cases" USING btree ("reporting_unit_id","updated_at");--> statement-breakpoint
CREATE INDEX "medical_cases_patient_idx" ON "medical_cases" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_case_versions_uq" ON "medical_case_versions" USING btree ("medical_case_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_case_team_members_uq" ON "medical_case_team_members" USING btree ("medical_case_id","employee_id");--> statement-breakpoint
CREATE INDEX "medical_case_team_members_employee_idx" ON "medical_case_team_members" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "medical_case_recommendations_case_idx" ON "medical_case_recommendations" USING btree ("medical_case_id","planned_date");
