-- Statistics on the expressions the data-quality report groups by (its 64-day buckets of each days
-- column, and the year of diagnosis): without them the planner guesses 200 values per expression,
-- expects ~100,000 groups, and sorts the 500,000 facts (spilling to disk) instead of hashing a few
-- thousand groups (issue 25). The expressions must read exactly as data-quality.service.ts writes them.
CREATE STATISTICS IF NOT EXISTS "report_case_facts_notification_bucket_stats" ON (("days_to_notification" >> 6)) FROM "report_case_facts";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "report_case_facts_completion_bucket_stats" ON (("days_to_completion" >> 6)) FROM "report_case_facts";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "report_case_facts_review_bucket_stats" ON (("days_to_review" >> 6)) FROM "report_case_facts";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "report_case_facts_year_stats" ON ((date_part('year', "diagnosis_date")::int)) FROM "report_case_facts";
--> statement-breakpoint
ANALYZE "report_case_facts";
