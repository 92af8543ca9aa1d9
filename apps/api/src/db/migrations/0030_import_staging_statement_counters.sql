-- Issue 26 item 5. The counting triggers of 0007/0011 ran once per row: an import of 10,000
-- notifications updated the same few counter rows 20,000 times in one transaction, each update
-- walking the row's growing chain of versions (a 500-row batch took 0.65 s at first, 1.9 s by the
-- end). Here they become statement-level triggers with transition tables: one aggregated upsert
-- per statement and counter table, whatever the number of rows. Transition tables allow neither a
-- column list (UPDATE OF …) nor WHEN, so the update trigger fires on every UPDATE statement and
-- writes only the groups whose net change is not zero (a save that changes no counted column
-- locks no counter row). Groups are upserted in key order, so two statements touching several
-- counter rows take their locks in the same order (no deadlock).
DROP TRIGGER IF EXISTS notification_counts_insert_delete ON cancer_notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notification_counts_update ON cancer_notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notification_creator_counts_insert_delete ON cancer_notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notification_creator_counts_update ON cancer_notifications;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notification_counts_track();
--> statement-breakpoint
DROP FUNCTION IF EXISTS notification_creator_counts_track();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_counts_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
  SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, count(*) FROM added_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (reporting_unit_id, status, has_reviewer_observation, is_deleted)
  DO UPDATE SET count = notification_counts.count + EXCLUDED.count;
  INSERT INTO notification_creator_counts (created_by, reporting_unit_id, status, count)
  SELECT created_by, reporting_unit_id, status, count(*) FROM added_rows
  WHERE NOT is_deleted AND created_by IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (created_by, reporting_unit_id, status)
  DO UPDATE SET count = notification_creator_counts.count + EXCLUDED.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_counts_on_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
  SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, -count(*) FROM removed_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (reporting_unit_id, status, has_reviewer_observation, is_deleted)
  DO UPDATE SET count = notification_counts.count + EXCLUDED.count;
  INSERT INTO notification_creator_counts (created_by, reporting_unit_id, status, count)
  SELECT created_by, reporting_unit_id, status, -count(*) FROM removed_rows
  WHERE NOT is_deleted AND created_by IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (created_by, reporting_unit_id, status)
  DO UPDATE SET count = notification_creator_counts.count + EXCLUDED.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_counts_on_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
  SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, sum(delta) FROM (
    SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, 1 AS delta FROM added_rows
    UNION ALL
    SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, -1 FROM removed_rows) changes
  GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (reporting_unit_id, status, has_reviewer_observation, is_deleted)
  DO UPDATE SET count = notification_counts.count + EXCLUDED.count;
  INSERT INTO notification_creator_counts (created_by, reporting_unit_id, status, count)
  SELECT created_by, reporting_unit_id, status, sum(delta) FROM (
    SELECT created_by, reporting_unit_id, status, 1 AS delta FROM added_rows
    WHERE NOT is_deleted AND created_by IS NOT NULL
    UNION ALL
    SELECT created_by, reporting_unit_id, status, -1 FROM removed_rows
    WHERE NOT is_deleted AND created_by IS NOT NULL) changes
  GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (created_by, reporting_unit_id, status)
  DO UPDATE SET count = notification_creator_counts.count + EXCLUDED.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notification_counts_insert AFTER INSERT ON cancer_notifications
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER notification_counts_delete AFTER DELETE ON cancer_notifications
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER notification_counts_update AFTER UPDATE ON cancer_notifications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_on_update();
--> statement-breakpoint
-- An import's rows, ready for their tables, written in short statements while the file is checked
-- (other requests run between them: the embedded database has one connection) and moved into the
-- registry by one short set-based transaction at the end (all or nothing). Nothing reads them but
-- that move; rows an import leaves behind (refused, or its server killed) are deleted by the next
-- import (reports/import/import-staging.ts).
CREATE TABLE import_staging (
  import_id uuid NOT NULL,
  target text NOT NULL,
  seq integer NOT NULL,
  row jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (import_id, target, seq)
);
