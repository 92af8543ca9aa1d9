-- Counting the rows of one filter (tens or hundreds of thousands at registry scale) from the index
-- alone: partial on live rows, covering the columns the counters and the unit scope read.
DROP INDEX IF EXISTS "cancer_notifications_topography_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cancer_notifications_morphology_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cancer_notifications_county_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cancer_notifications_city_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cancer_notifications_reason_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_topography_live_idx" ON "cancer_notifications" ("topologic_code_id", "created_at") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id") WHERE NOT "is_deleted";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_morphology_live_idx" ON "cancer_notifications" ("morphology_code_id", "created_at") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id") WHERE NOT "is_deleted";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_county_live_idx" ON "cancer_notifications" ("county_id", "created_at") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id") WHERE NOT "is_deleted";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_city_live_idx" ON "cancer_notifications" ("city_id", "created_at") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id") WHERE NOT "is_deleted";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_reason_live_idx" ON "cancer_notifications" ("reporting_reason_id", "created_at") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id") WHERE NOT "is_deleted";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_patient_live_idx" ON "cancer_notifications" ("patient_id") INCLUDE ("status", "has_reviewer_observation", "reporting_unit_id", "created_at", "is_cancer_case", "case_id") WHERE NOT "is_deleted";
