-- Issue 14, patients: the shared patient record gets every field of spec 01 §3 "Patient" (contact,
-- agreement and social-survey files, home and care addresses, distance to the hospital) and a
-- version for optimistic concurrency. The existing county/city/address columns stay the home address
-- the notifications write.
ALTER TABLE "patients" ADD COLUMN "email" varchar(254);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "email_confirmed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "phone" varchar(25);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "agreement_name" varchar(255);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "agreement_storage_name" varchar(64);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "is_social_case" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "social_survey_name" varchar(255);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "social_survey_storage_name" varchar(64);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "home_country_id" integer;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "home_city" varchar(200);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_country_id" integer;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_county_id" integer;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_city_id" integer;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_city" varchar(200);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_address" varchar(500);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "number_of_km" integer;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "updated_by" integer REFERENCES "users"("id");
--> statement-breakpoint
-- Stored files are looked up by storage name when downloaded.
CREATE INDEX "patients_agreement_file_idx" ON "patients" ("agreement_storage_name");
--> statement-breakpoint
CREATE INDEX "patients_social_survey_file_idx" ON "patients" ("social_survey_storage_name");
