-- Issue 24: follow-up ends on the last day the child was known alive (CONCORD and SEER practice). A
-- vital-status update counts only when the status it set says alive (tracking status 1 or 2); an update
-- to 4 "unknown" (the vital-status import writes its status date whatever the status) is not news of
-- the child and followed her up to the import's date: one child 2,685 days instead of 1,500. Same rule
-- as knownAliveDate in packages/domain/src/reports/export-layouts/case-facts.ts.
CREATE OR REPLACE FUNCTION report_known_alive(overview jsonb) RETURNS date AS $$
  SELECT greatest(report_date(overview -> 'lastContactDate'),
    CASE WHEN report_int(overview -> 'trackingStatusId') IN (1, 2) THEN report_date(overview -> 'vitalStatusUpdateDate') END)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- 0030's view (the record's edit model read once, `d`) with the known-alive rule.
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
-- The facts already stored were written by the old rule: correct the rows whose date moves (one pass
-- over the current records, no trigger needed: report_case_facts is written by no one else).
UPDATE report_case_facts f SET last_alive_date = report_known_alive(n.data -> 'notificationOverview')
FROM cancer_notifications n
WHERE n.id = f.notification_id AND f.last_alive_date IS DISTINCT FROM report_known_alive(n.data -> 'notificationOverview');
