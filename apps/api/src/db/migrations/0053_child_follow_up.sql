-- Issue 39: the child is the unit of follow-up. A child with a hepatoblastoma and later an AML who died
-- of the AML (the death reported on the AML's case) was alive in the hepatoblastoma's row of every
-- export, followed up to that case's own last contact, without a cause of death. Vital status, the last
-- day known alive, the death date and the record that reports the death are the child's: every row of
-- report_case_facts carries them beside its own (child_*), computed here and only here
-- (report_child_facts_refresh), from the facts of all the child's current records (merged patients
-- are one patient_id). The exports, the survival report and the registry check read these columns.
--
-- A record says dead as the exports always read it: "patient dead", a death date, or tracking status 3
-- (dead; packages/domain TRACKING_STATUS_DEAD). The stored facts followed the first two only.
CREATE OR REPLACE FUNCTION report_record_dead(overview jsonb) RETURNS boolean AS $$
  SELECT coalesce((overview ->> 'isPatientDead') = 'true', false)
    OR report_date(overview -> 'deathDate') IS NOT NULL
    OR report_int(overview -> 'trackingStatusId') IS NOT DISTINCT FROM 3
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- 0033's view, its death read by report_record_dead (same columns, same order).
CREATE OR REPLACE VIEW "report_case_facts_source" AS
SELECT c.id AS case_id, c.patient_id, n.id AS notification_id, n.reporting_unit_id, n.county_id, p.gender_id,
  n.diagnostic_date AS diagnosis_date,
  a.age,
  report_age_group(a.age) AS age_group,
  report_int(d.data -> 'cancerMorphology' -> 'icC3PrimaryId') AS iccc_group_id,
  report_int(d.data -> 'cancerMorphology' -> 'icC3CategoryId') AS iccc_subgroup_id,
  (SELECT e.code::smallint FROM dictionary_entries e
    WHERE e.list_id = 19 AND e.id = report_int(d.data -> 'cancerDiagnostic' -> 'registrationBaseId') AND e.code ~ '^\d$') AS basis_code,
  report_record_dead(d.data -> 'notificationOverview') AS is_dead,
  report_date(d.data -> 'notificationOverview' -> 'deathDate') AS death_date,
  report_known_alive(d.data -> 'notificationOverview') AS last_alive_date,
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
UPDATE report_case_facts f SET is_dead = report_record_dead(n.data -> 'notificationOverview')
FROM cancer_notifications n
WHERE n.id = f.notification_id AND f.is_dead IS DISTINCT FROM report_record_dead(n.data -> 'notificationOverview');
--> statement-breakpoint
-- The child's facts on every row of the child: dead when any record says so; the death date the
-- earliest one recorded (the child dies once; two differing dates are for the registrar to resolve);
-- the last day known alive the latest of all the records'; the record reporting the death (its death
-- reason is the cause of death) the one with that date.
ALTER TABLE "report_case_facts" ADD COLUMN "child_is_dead" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "report_case_facts" ADD COLUMN "child_death_date" date;
--> statement-breakpoint
ALTER TABLE "report_case_facts" ADD COLUMN "child_last_alive_date" date;
--> statement-breakpoint
ALTER TABLE "report_case_facts" ADD COLUMN "child_death_notification_id" integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_case_facts_patient_idx" ON "report_case_facts" ("patient_id");
--> statement-breakpoint
-- Planned for the patients at hand each time (EXECUTE, as 0043's triggers): one save's child or a
-- whole rebuild.
CREATE OR REPLACE FUNCTION report_child_facts_refresh(targets integer[]) RETURNS void AS $$
BEGIN
  IF cardinality(targets) = 0 THEN RETURN; END IF;
  EXECUTE $query$
    UPDATE report_case_facts f SET child_is_dead = c.is_dead, child_death_date = c.death_date,
      child_last_alive_date = c.last_alive_date, child_death_notification_id = c.death_notification_id
    FROM (SELECT patient_id, bool_or(is_dead) AS is_dead,
        min(death_date) FILTER (WHERE is_dead) AS death_date,
        max(last_alive_date) AS last_alive_date,
        (array_agg(notification_id ORDER BY death_date NULLS LAST, case_id) FILTER (WHERE is_dead))[1]
          AS death_notification_id
      FROM report_case_facts WHERE patient_id = ANY ($1) GROUP BY patient_id) c
    WHERE f.patient_id = c.patient_id
      AND (f.child_is_dead, f.child_death_date, f.child_last_alive_date, f.child_death_notification_id)
        IS DISTINCT FROM (c.is_dead, c.death_date, c.last_alive_date, c.death_notification_id) $query$
  USING targets;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- report_case_facts is written by DELETE + INSERT (0043's refresh, 0022's rebuild) and by 0033's kind of
-- correction (UPDATE): after each statement the children of the rows it touched are refreshed. Their
-- own update of the child_* columns changes no fact of a record, so it refreshes nothing further.
CREATE OR REPLACE FUNCTION report_child_facts_on_insert() RETURNS trigger AS $$
BEGIN
  PERFORM report_child_facts_refresh(ARRAY(SELECT DISTINCT patient_id FROM added_facts));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_child_facts_on_delete() RETURNS trigger AS $$
BEGIN
  PERFORM report_child_facts_refresh(ARRAY(SELECT DISTINCT patient_id FROM removed_facts));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_child_facts_on_update() RETURNS trigger AS $$
DECLARE
  targets integer[];
BEGIN
  EXECUTE $query$ SELECT ARRAY(SELECT DISTINCT t.patient_id FROM added_facts n JOIN removed_facts o ON o.case_id = n.case_id
    CROSS JOIN LATERAL (VALUES (n.patient_id), (o.patient_id)) t(patient_id)
    WHERE (o.patient_id, o.notification_id, o.is_dead, o.death_date, o.last_alive_date)
      IS DISTINCT FROM (n.patient_id, n.notification_id, n.is_dead, n.death_date, n.last_alive_date)) $query$
  INTO targets;
  PERFORM report_child_facts_refresh(targets);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "report_child_facts_insert" AFTER INSERT ON "report_case_facts"
  REFERENCING NEW TABLE AS added_facts FOR EACH STATEMENT EXECUTE FUNCTION report_child_facts_on_insert();
--> statement-breakpoint
CREATE TRIGGER "report_child_facts_delete" AFTER DELETE ON "report_case_facts"
  REFERENCING OLD TABLE AS removed_facts FOR EACH STATEMENT EXECUTE FUNCTION report_child_facts_on_delete();
--> statement-breakpoint
CREATE TRIGGER "report_child_facts_update" AFTER UPDATE ON "report_case_facts"
  REFERENCING OLD TABLE AS removed_facts NEW TABLE AS added_facts
  FOR EACH STATEMENT EXECUTE FUNCTION report_child_facts_on_update();
--> statement-breakpoint
SELECT report_child_facts_refresh(ARRAY(SELECT DISTINCT patient_id FROM report_case_facts));
--> statement-breakpoint
ANALYZE "report_case_facts";
