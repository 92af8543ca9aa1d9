-- Keeps notification_counts exact inside the same transaction as every change to cancer_notifications.
CREATE OR REPLACE FUNCTION notification_counts_apply(unit integer, st smallint, obs boolean, del boolean, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
  VALUES (unit, st, obs, del, delta)
  ON CONFLICT (reporting_unit_id, status, has_reviewer_observation, is_deleted)
  DO UPDATE SET count = notification_counts.count + EXCLUDED.count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM notification_counts_apply(OLD.reporting_unit_id, OLD.status, OLD.has_reviewer_observation, OLD.is_deleted, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM notification_counts_apply(NEW.reporting_unit_id, NEW.status, NEW.has_reviewer_observation, NEW.is_deleted, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only changes to the counted columns touch the counts (most saves change none of them).
CREATE TRIGGER notification_counts_insert_delete AFTER INSERT OR DELETE ON cancer_notifications
  FOR EACH ROW EXECUTE FUNCTION notification_counts_track();
--> statement-breakpoint
CREATE TRIGGER notification_counts_update AFTER UPDATE OF reporting_unit_id, status, has_reviewer_observation, is_deleted ON cancer_notifications
  FOR EACH ROW WHEN (OLD.reporting_unit_id IS DISTINCT FROM NEW.reporting_unit_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.has_reviewer_observation IS DISTINCT FROM NEW.has_reviewer_observation OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION notification_counts_track();
--> statement-breakpoint
-- Existing rows, counted once.
INSERT INTO notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
SELECT reporting_unit_id, status, has_reviewer_observation, is_deleted, count(*) FROM cancer_notifications
GROUP BY 1, 2, 3, 4
ON CONFLICT (reporting_unit_id, status, has_reviewer_observation, is_deleted) DO UPDATE SET count = EXCLUDED.count;
