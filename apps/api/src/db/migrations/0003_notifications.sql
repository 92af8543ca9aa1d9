CREATE TABLE "cancer_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"morphology_code_id" integer NOT NULL,
	"current_notification_id" integer,
	"reviewed_version" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"case_version" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancer_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"case_id" integer,
	"reporting_unit_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"reporting_reason_id" smallint,
	"is_cancer_case" boolean DEFAULT false NOT NULL,
	"previous_notification_id" integer,
	"diagnostic_date" date,
	"age_at_diagnostic" smallint,
	"topologic_code_id" integer,
	"morphology_code_id" integer,
	"county_id" integer,
	"city_id" integer,
	"has_reviewer_observation" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"document_type" smallint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"storage_name" varchar(64) NOT NULL,
	"sha256" varchar(64),
	"size" bigint,
	"upload_status" smallint DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"case_id" integer,
	"version" integer NOT NULL,
	"status" smallint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(13) NOT NULL,
	"is_foreigner" boolean DEFAULT false NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"gender_id" smallint,
	"birthdate" date,
	"county_id" integer,
	"city_id" integer,
	"address" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancer_cases" ADD CONSTRAINT "cancer_cases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_cases" ADD CONSTRAINT "cancer_cases_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD CONSTRAINT "cancer_notifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD CONSTRAINT "cancer_notifications_case_id_cancer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cancer_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD CONSTRAINT "cancer_notifications_reporting_unit_id_reporting_units_id_fk" FOREIGN KEY ("reporting_unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD CONSTRAINT "cancer_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD CONSTRAINT "cancer_notifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_attachments" ADD CONSTRAINT "notification_attachments_notification_id_cancer_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."cancer_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_attachments" ADD CONSTRAINT "notification_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_notification_id_cancer_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."cancer_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancer_cases_patient_morphology_uq" ON "cancer_cases" USING btree ("patient_id","morphology_code_id");--> statement-breakpoint
CREATE INDEX "cancer_notifications_unit_idx" ON "cancer_notifications" USING btree ("reporting_unit_id","created_at");--> statement-breakpoint
CREATE INDEX "cancer_notifications_patient_idx" ON "cancer_notifications" USING btree ("patient_id","morphology_code_id");--> statement-breakpoint
CREATE INDEX "cancer_notifications_case_idx" ON "cancer_notifications" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "notification_attachments_notification_idx" ON "notification_attachments" USING btree ("notification_id","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_versions_uq" ON "notification_versions" USING btree ("notification_id","version");--> statement-breakpoint
CREATE INDEX "notification_versions_case_idx" ON "notification_versions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_identifier_uq" ON "patients" USING btree ("identifier","is_foreigner");--> statement-breakpoint
CREATE INDEX "patients_last_name_idx" ON "patients" USING btree (lower("last_name"));