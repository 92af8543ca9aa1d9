-- Indexes for the notification and case lists at registry scale (issue 8 benchmark, 1,000,000 notifications).
-- Hand-written: drizzle's schema DSL cannot express operator classes on expressions.
-- Prefix searches (LIKE 'abc%') on names and identifiers need pattern operator classes.
CREATE INDEX IF NOT EXISTS "patients_last_name_prefix_idx" ON "patients" (lower("last_name") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_first_name_prefix_idx" ON "patients" (lower("first_name") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_identifier_prefix_idx" ON "patients" ("identifier" varchar_pattern_ops);--> statement-breakpoint
-- The default order (newest first) and each filter alone.
CREATE INDEX IF NOT EXISTS "cancer_notifications_created_idx" ON "cancer_notifications" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_diagnostic_date_idx" ON "cancer_notifications" ("diagnostic_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_topography_idx" ON "cancer_notifications" ("topologic_code_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_morphology_idx" ON "cancer_notifications" ("morphology_code_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_county_idx" ON "cancer_notifications" ("county_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_city_idx" ON "cancer_notifications" ("city_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_reason_idx" ON "cancer_notifications" ("reporting_reason_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_status_idx" ON "cancer_notifications" ("status", "created_at");--> statement-breakpoint
-- The case list reads current records only.
CREATE INDEX IF NOT EXISTS "cancer_notifications_current_idx" ON "cancer_notifications" ("updated_at", "id") WHERE "is_cancer_case";
