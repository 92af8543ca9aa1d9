-- Issue 41 item 1: a name search of a unit's list starts from the names. A row whose unit holds the
-- child shows, and is searched by, the registry's names (patients); those lived on another table, so a
-- unit's search read every child of the registry with the prefix (~15,000 for "Popa" at a million) and
-- probed each one's notifications for the unit: 195 ms p50 in the largest generated unit. The row now
-- carries a copy of its child's registry names, kept by the two triggers below (a copy, not the truth:
-- patients is), so (lower(name), unit) serves a reporter's search of their units and a reviewer's of
-- every unit alike. Name first: a reviewer's search has no unit; a reporter's reads the prefix's range
-- and checks the unit inside the index.
ALTER TABLE "cancer_notifications" ADD COLUMN IF NOT EXISTS "record_first_name" varchar(100);
--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD COLUMN IF NOT EXISTS "record_last_name" varchar(100);
--> statement-breakpoint
-- Touches no column another trigger watches (each lists its columns), so no count or fact is redone.
UPDATE "cancer_notifications" n SET "record_first_name" = p."first_name", "record_last_name" = p."last_name"
  FROM "patients" p WHERE p."id" = n."patient_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cancer_notifications_copy_record_names() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.patient_id IS NOT DISTINCT FROM OLD.patient_id THEN
    RETURN NEW;
  END IF;
  SELECT p.first_name, p.last_name INTO NEW.record_first_name, NEW.record_last_name
    FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new row, or a row moved to another child (a merge of two records of one child).
CREATE TRIGGER cancer_notifications_record_names BEFORE INSERT OR UPDATE OF patient_id ON cancer_notifications
  FOR EACH ROW EXECUTE FUNCTION cancer_notifications_copy_record_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_copy_record_names() RETURNS trigger AS $$
BEGIN
  UPDATE cancer_notifications SET record_first_name = NEW.first_name, record_last_name = NEW.last_name
    WHERE patient_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_record_names AFTER UPDATE OF first_name, last_name ON patients
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION patients_copy_record_names();
--> statement-breakpoint
-- is_cancer_case a key: the case list's search filters it inside the index (without it, the planner
-- ANDed the bitmap of every current record, 485,771 entries, to the name's: 76 of 259 ms). The rest,
-- the raw name included, lets a count of one name read the index alone (a reviewer's "Luc": 27,790
-- rows, 92 ms from the table, 7 ms from the index); the toolbar's OR of two names is a bitmap either way.
CREATE INDEX IF NOT EXISTS "cancer_notifications_record_last_name_idx" ON "cancer_notifications"
  (lower("record_last_name") text_pattern_ops, "reporting_unit_id", "is_cancer_case")
  INCLUDE ("record_last_name", "status", "has_reviewer_observation", "is_deleted", "case_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancer_notifications_record_first_name_idx" ON "cancer_notifications"
  (lower("record_first_name") text_pattern_ops, "reporting_unit_id", "is_cancer_case")
  INCLUDE ("record_first_name", "status", "has_reviewer_observation", "is_deleted", "case_id", "created_at");
--> statement-breakpoint
-- "Does this row's unit hold the child?" (platform/child-access.ts, holdsRecordSql) is asked of every
-- row a unit's search finds, and of every record a unit opens: the reports that make a unit a holder,
-- by child and unit, answer it from the index alone (the live-notifications index by child left ~3
-- rows a probe to read from the table: the search of "Popa" in the largest unit, 2,245 probes).
-- Its predicate is the domain's NEW_DIAGNOSIS_REASONS (list-plans.test.ts fails when they part).
CREATE INDEX IF NOT EXISTS "cancer_notifications_holding_idx" ON "cancer_notifications" ("patient_id", "reporting_unit_id")
  WHERE NOT "is_deleted" AND "status" = 2 AND "reporting_reason_id" IN (1, 7, 10) AND "grants_holding";
