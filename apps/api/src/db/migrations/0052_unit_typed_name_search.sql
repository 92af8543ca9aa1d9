-- Issue 41 item 1: a reporter's name search starts from the search, then the unit. A row whose unit does
-- not hold the child's record is shown, and searched, by the names its unit typed (the notification's
-- data), so the search reads (unit, lower(typed name)) here next to the patients' prefix indexes of
-- 0005 (notification-list.queries.ts, drawnFromSearch); the unit first: every such search is of known
-- units (a reviewer's reads the registry's names only). Prefix searches (LIKE 'popa%') need a btree
-- with text_pattern_ops, no extension: the same on PostgreSQL and PGlite.
CREATE INDEX IF NOT EXISTS "cancer_notifications_unit_typed_last_name_idx" ON "cancer_notifications" ("reporting_unit_id", lower("data" #>> '{patientDetails,lastName}') text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_unit_typed_first_name_idx" ON "cancer_notifications" ("reporting_unit_id", lower("data" #>> '{patientDetails,firstName}') text_pattern_ops);
