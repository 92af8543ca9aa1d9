-- The cases list's two counters (to review / reviewed) for a reader who sees every unit and sets no
-- filter: kept here instead of counting half a million cases on every view (issue 25). Exact, in the
-- same transaction as every change to cancer_cases. Statement-level triggers with transition tables:
-- one aggregated upsert per statement, so a bulk load of 500,000 cases costs one GROUP BY, not 500,000
-- upserts of the same two rows.
CREATE TABLE "case_review_counts" (
	"reviewed" boolean PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- A case counts while it is live and has a current record (the list shows it through that record).
CREATE OR REPLACE FUNCTION case_review_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO case_review_counts (reviewed, count)
  SELECT reviewed, sum(delta)::integer FROM (
    SELECT coalesce(reviewed_version = case_version, false) AS reviewed, 1 AS delta
      FROM new_cases WHERE NOT is_deleted AND current_notification_id IS NOT NULL
    UNION ALL
    SELECT coalesce(reviewed_version = case_version, false), -1
      FROM old_cases WHERE NOT is_deleted AND current_notification_id IS NOT NULL
  ) changes
  GROUP BY reviewed
  HAVING sum(delta) <> 0
  ON CONFLICT (reviewed) DO UPDATE SET count = case_review_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Transition tables need one trigger per event; the insert and delete triggers read an empty side.
CREATE OR REPLACE FUNCTION case_review_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO case_review_counts (reviewed, count)
  SELECT coalesce(reviewed_version = case_version, false), count(*)::integer
    FROM new_cases WHERE NOT is_deleted AND current_notification_id IS NOT NULL
    GROUP BY 1
  ON CONFLICT (reviewed) DO UPDATE SET count = case_review_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_review_counts_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO case_review_counts (reviewed, count)
  SELECT coalesce(reviewed_version = case_version, false), -count(*)::integer
    FROM old_cases WHERE NOT is_deleted AND current_notification_id IS NOT NULL
    GROUP BY 1
  ON CONFLICT (reviewed) DO UPDATE SET count = case_review_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_review_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM case_review_counts;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_review_counts_on_insert AFTER INSERT ON cancer_cases
  REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION case_review_counts_insert();
--> statement-breakpoint
CREATE TRIGGER case_review_counts_on_update AFTER UPDATE ON cancer_cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION case_review_counts_apply();
--> statement-breakpoint
CREATE TRIGGER case_review_counts_on_delete AFTER DELETE ON cancer_cases
  REFERENCING OLD TABLE AS old_cases FOR EACH STATEMENT EXECUTE FUNCTION case_review_counts_delete();
--> statement-breakpoint
CREATE TRIGGER case_review_counts_on_truncate AFTER TRUNCATE ON cancer_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_review_counts_truncate();
--> statement-breakpoint
INSERT INTO case_review_counts (reviewed, count)
SELECT coalesce(reviewed_version = case_version, false), count(*)::integer
  FROM cancer_cases WHERE NOT is_deleted AND current_notification_id IS NOT NULL
  GROUP BY 1;
