-- Orders of the notification list that walk an index (see modules/notifications/notification-page.ts).
CREATE INDEX IF NOT EXISTS "cancer_notifications_created_by_idx" ON "cancer_notifications" ("created_by", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_updated_by_idx" ON "cancer_notifications" ("updated_by", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_age_idx" ON "cancer_notifications" ("age_at_diagnostic", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_diagnostic_created_idx" ON "cancer_notifications" ("diagnostic_date", "created_at");--> statement-breakpoint
DROP INDEX IF EXISTS "cancer_notifications_diagnostic_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_last_name_order_idx" ON "patients" (lower("last_name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_first_name_order_idx" ON "patients" (lower("first_name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_identifier_order_idx" ON "patients" ("identifier", "id");
