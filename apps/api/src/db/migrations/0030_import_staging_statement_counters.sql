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
--> statement-breakpoint
-- The report facts of 0022 were kept by row-level triggers: each row an import moved refreshed its
-- case's facts two or three times (the case opened, its notification inserted, the case advanced),
-- a view query per row — 1,000 rows cost seconds inside the move, and on the embedded database no
-- other request runs meanwhile. Here they become statement-level: one set-based refresh of the
-- distinct cases a statement touched. A refresh recomputes a case's facts from its current state,
-- so refreshing a case that did not change is harmless; the update triggers (transition tables
-- allow no column list) refresh only the cases whose facts' inputs changed.
-- The same view as 0022's, reading the record's edit model once: each `n.data -> …` detoasted the
-- whole compressed jsonb again (nine times a row; 0.4 ms of the 0.9 ms a case's refresh cost).
-- `|| '{}'` makes one plain in-memory copy, which the fields are then read from.
CREATE OR REPLACE VIEW "report_case_facts_source" AS
SELECT c.id AS case_id, c.patient_id, n.id AS notification_id, n.reporting_unit_id, n.county_id, p.gender_id,
  n.diagnostic_date AS diagnosis_date,
  a.age,
  report_age_group(a.age) AS age_group,
  report_int(d.data -> 'cancerMorphology' -> 'icC3PrimaryId') AS iccc_group_id,
  report_int(d.data -> 'cancerMorphology' -> 'icC3CategoryId') AS iccc_subgroup_id,
  (SELECT e.code::smallint FROM dictionary_entries e
    WHERE e.list_id = 19 AND e.id = report_int(d.data -> 'cancerDiagnostic' -> 'registrationBaseId') AND e.code ~ '^\d$') AS basis_code,
  coalesce((d.data -> 'notificationOverview' ->> 'isPatientDead') = 'true', false)
    OR report_date(d.data -> 'notificationOverview' -> 'deathDate') IS NOT NULL AS is_dead,
  report_date(d.data -> 'notificationOverview' -> 'deathDate') AS death_date,
  greatest(report_date(d.data -> 'notificationOverview' -> 'lastContactDate'),
    report_date(d.data -> 'notificationOverview' -> 'vitalStatusUpdateDate')) AS last_alive_date,
  n.has_unresolved_quality_warnings AS unresolved_warnings,
  report_days(n.diagnostic_date, c.reviewed_at) AS days_to_review
FROM cancer_cases c
JOIN cancer_notifications n ON n.id = c.current_notification_id AND NOT n.is_deleted
JOIN patients p ON p.id = c.patient_id
CROSS JOIN LATERAL (SELECT n.data || '{}'::jsonb AS data OFFSET 0) d
CROSS JOIN LATERAL (SELECT coalesce(n.age_at_diagnostic, CASE WHEN n.diagnostic_date >= p.birthdate
    THEN extract(year FROM age(n.diagnostic_date, p.birthdate))::smallint END) AS age) a
WHERE NOT c.is_deleted;
--> statement-breakpoint
-- Each case is looked up by its key (the OFFSET 0 keeps the view from being flattened into one join):
-- planned as one join, statistics a bulk write has made stale (the embedded database runs no
-- autovacuum) led the planner to a nested loop over all patients per case — 1,000 cases took 2.5 s.
CREATE OR REPLACE FUNCTION report_case_facts_refresh(targets integer[]) RETURNS void AS $$
BEGIN
  DELETE FROM report_case_facts WHERE case_id = ANY (targets);
  INSERT INTO report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id, gender_id,
    diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date, last_alive_date,
    unresolved_warnings, days_to_review, days_to_notification, days_to_completion)
  SELECT s.*,
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM cancer_notifications
      WHERE case_id = s.case_id AND NOT is_deleted)),
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM notification_versions
      WHERE case_id = s.case_id AND status = 2))
  FROM (SELECT DISTINCT id FROM unnest(targets) t(id)) t
  CROSS JOIN LATERAL (SELECT * FROM report_case_facts_source v WHERE v.case_id = t.id OFFSET 0) s;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_case_facts_case ON cancer_cases;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_case_facts_notification_insert ON cancer_notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_case_facts_notification_update ON cancer_notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_case_facts_version ON notification_versions;
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_case_facts_on_case();
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_case_facts_on_notification();
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_case_facts_on_version();
--> statement-breakpoint
-- The patients' trigger (a changed sex or birth date, rare and one patient at a time) keeps its row
-- level; it refreshes through the new function.
CREATE OR REPLACE FUNCTION report_case_facts_on_patient() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(SELECT c.id FROM cancer_cases c WHERE c.patient_id = NEW.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION IF EXISTS report_case_fact_refresh(integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_on_case_insert() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(SELECT id FROM added_cases));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_on_case_update() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(
    SELECT n.id FROM added_cases n JOIN removed_cases o ON o.id = n.id
    WHERE (o.current_notification_id, o.is_deleted, o.reviewed_at, o.patient_id)
      IS DISTINCT FROM (n.current_notification_id, n.is_deleted, n.reviewed_at, n.patient_id)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_case_insert AFTER INSERT ON cancer_cases
  REFERENCING NEW TABLE AS added_cases FOR EACH STATEMENT EXECUTE FUNCTION report_case_facts_on_case_insert();
--> statement-breakpoint
CREATE TRIGGER report_case_facts_case_update AFTER UPDATE ON cancer_cases
  REFERENCING OLD TABLE AS removed_cases NEW TABLE AS added_cases
  FOR EACH STATEMENT EXECUTE FUNCTION report_case_facts_on_case_update();
--> statement-breakpoint
-- A new notification may be its case's first (the date it was notified).
CREATE OR REPLACE FUNCTION report_case_facts_on_notification_insert() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(SELECT DISTINCT case_id FROM added_rows WHERE case_id IS NOT NULL));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A changed fact of a case's current record, or a notification that changed case or was deleted
-- (both its cases: the one it left too).
CREATE OR REPLACE FUNCTION report_case_facts_on_notification_update() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(
    SELECT DISTINCT t.case_id FROM added_rows n JOIN removed_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.case_id), (o.case_id)) t(case_id)
    WHERE t.case_id IS NOT NULL AND (
      o.case_id IS DISTINCT FROM n.case_id OR o.is_deleted IS DISTINCT FROM n.is_deleted
      OR ((o.data, o.diagnostic_date, o.age_at_diagnostic, o.county_id, o.reporting_unit_id,
           o.has_unresolved_quality_warnings)
        IS DISTINCT FROM (n.data, n.diagnostic_date, n.age_at_diagnostic, n.county_id, n.reporting_unit_id,
           n.has_unresolved_quality_warnings)
        AND EXISTS (SELECT 1 FROM cancer_cases c WHERE c.id = n.case_id AND c.current_notification_id = n.id)))));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_notification_insert AFTER INSERT ON cancer_notifications
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION report_case_facts_on_notification_insert();
--> statement-breakpoint
CREATE TRIGGER report_case_facts_notification_update AFTER UPDATE ON cancer_notifications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_case_facts_on_notification_update();
--> statement-breakpoint
-- A case's first completed version is its completion date (a refresh reads the same minimum).
CREATE OR REPLACE FUNCTION report_case_facts_on_version_insert() RETURNS trigger AS $$
BEGIN
  UPDATE report_case_facts f SET days_to_completion = report_days(f.diagnosis_date, v.first_at)
  FROM (SELECT case_id, min(created_at) AS first_at FROM added_versions
    WHERE status = 2 AND case_id IS NOT NULL GROUP BY case_id) v
  WHERE f.case_id = v.case_id AND f.days_to_completion IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_version AFTER INSERT ON notification_versions
  REFERENCING NEW TABLE AS added_versions FOR EACH STATEMENT EXECUTE FUNCTION report_case_facts_on_version_insert();
