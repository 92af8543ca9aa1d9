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
--> statement-breakpoint
-- Any writer that changes the shared general data (a notification's save included) raises the version,
-- so a patient-screen save made on an older read is stale (409) instead of silently undoing it. The
-- patient screen raises it itself; the trigger only steps in when a writer left it unchanged.
CREATE OR REPLACE FUNCTION patients_version() RETURNS trigger AS $$
BEGIN
  IF NEW.version = OLD.version AND (
    NEW.identifier IS DISTINCT FROM OLD.identifier OR NEW.is_foreigner IS DISTINCT FROM OLD.is_foreigner
    OR NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
    OR NEW.gender_id IS DISTINCT FROM OLD.gender_id OR NEW.birthdate IS DISTINCT FROM OLD.birthdate
    OR NEW.county_id IS DISTINCT FROM OLD.county_id OR NEW.city_id IS DISTINCT FROM OLD.city_id
    OR NEW.address IS DISTINCT FROM OLD.address) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_version_trg BEFORE UPDATE ON "patients" FOR EACH ROW EXECUTE FUNCTION patients_version();
