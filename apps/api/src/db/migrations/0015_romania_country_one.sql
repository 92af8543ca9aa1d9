-- Issue 17 item 7: the spec numbers Romania 1 ("the county list is for country 1", spec 01 §7), while
-- the countries table used ISO 3166-1 numeric codes (Romania 642). Romania becomes 1 everywhere a
-- country id is stored; no ISO code is 1, so nothing collides. Hand-written: drizzle cannot express a
-- renumbering. On a fresh database the table is still empty here and the importer writes 1 itself.
UPDATE "countries" SET "id" = 1 WHERE "id" = 642 AND NOT EXISTS (SELECT 1 FROM "countries" WHERE "id" = 1);
--> statement-breakpoint
UPDATE "reporting_units" SET "country_id" = 1 WHERE "country_id" = 642;
--> statement-breakpoint
-- The treatment country of a notification lives in its JSON (both treatment panels), and in the saved
-- versions, so that the case evolution does not show "Romania → Romania" between old and new versions.
UPDATE "cancer_notifications" SET "data" = jsonb_set("data", '{cancerTreatment,treatmentCountryId}', '1')
WHERE "data" #>> '{cancerTreatment,treatmentCountryId}' = '642';
--> statement-breakpoint
UPDATE "cancer_notifications" SET "data" = jsonb_set("data", '{subsequentCancerTreatment,treatmentCountryId}', '1')
WHERE "data" #>> '{subsequentCancerTreatment,treatmentCountryId}' = '642';
--> statement-breakpoint
UPDATE "notification_versions" SET "snapshot" = jsonb_set("snapshot", '{cancerTreatment,treatmentCountryId}', '1')
WHERE "snapshot" #>> '{cancerTreatment,treatmentCountryId}' = '642';
--> statement-breakpoint
UPDATE "notification_versions" SET "snapshot" = jsonb_set("snapshot", '{subsequentCancerTreatment,treatmentCountryId}', '1')
WHERE "snapshot" #>> '{subsequentCancerTreatment,treatmentCountryId}' = '642';
