-- Keeps notification_creator_counts exact inside the same transaction as every change to
-- cancer_notifications: live (not deleted) notifications per creator, unit and status, which is
-- what the audit counts. Hand-written: drizzle's DSL has no triggers.
CREATE OR REPLACE FUNCTION notification_creator_counts_apply(creator integer, unit integer, st smallint, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO notification_creator_counts (created_by, reporting_unit_id, status, count)
  VALUES (creator, unit, st, delta)
  ON CONFLICT (created_by, reporting_unit_id, status)
  DO UPDATE SET count = notification_creator_counts.count + EXCLUDED.count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_creator_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_deleted AND OLD.created_by IS NOT NULL THEN
    PERFORM notification_creator_counts_apply(OLD.created_by, OLD.reporting_unit_id, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_deleted AND NEW.created_by IS NOT NULL THEN
    PERFORM notification_creator_counts_apply(NEW.created_by, NEW.reporting_unit_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notification_creator_counts_insert_delete AFTER INSERT OR DELETE ON cancer_notifications
  FOR EACH ROW EXECUTE FUNCTION notification_creator_counts_track();
--> statement-breakpoint
-- Only changes to the counted columns touch the counts (most saves change none of them).
CREATE TRIGGER notification_creator_counts_update AFTER UPDATE OF created_by, reporting_unit_id, status, is_deleted ON cancer_notifications
  FOR EACH ROW WHEN (OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.reporting_unit_id IS DISTINCT FROM NEW.reporting_unit_id
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION notification_creator_counts_track();
--> statement-breakpoint
-- Existing rows, counted once.
INSERT INTO notification_creator_counts (created_by, reporting_unit_id, status, count)
SELECT created_by, reporting_unit_id, status, count(*) FROM cancer_notifications
WHERE NOT is_deleted AND created_by IS NOT NULL
GROUP BY 1, 2, 3
ON CONFLICT (created_by, reporting_unit_id, status) DO UPDATE SET count = EXCLUDED.count;
