-- Issue 26: an import's final move is one transaction, and on the embedded database no other request
-- runs while it does. Measured at 6,000 vital statuses, the report-facts triggers of 0030 cost 14 s of
-- the move's 16 s, most of it changing no fact:
-- * a new notification refreshed its case's facts although it was neither the case's current record
--   (a follow-up becomes current only when the case is advanced, which refreshes the case anyway) nor
--   its first (the date the case was notified): 4.0 s;
-- * the update triggers join the statement's old and new rows. PL/pgSQL plans a static query once per
--   connection and keeps the plan: planned for the first one-row save, the join stays a nested loop,
--   and 6,000 updated rows meet 6,000 × 6,000 times (4.7 s for stepping the earlier current records
--   down, 4 s for advancing the cases). The embedded database has one connection for the server's life.
-- * a refresh read the case's first notification date as min(created_at) … where case_id = …, which
--   the planner answers by walking the whole created_at index until it meets the case (0.6 ms a case,
--   growing with the registry: 4.1 s for 6,000 cases beside 6,000 others).
-- A new notification now refreshes its case only when it is current or the earliest of its case; the
-- update triggers run their join through EXECUTE, planned for the rows at hand each time (≈ 1 ms), and
-- compare the edit model only of the records that are their case's current one; a case's first dates
-- are read from its own few records (OFFSET 0 keeps the planner on the case's index).
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_refresh(targets integer[]) RETURNS void AS $$
BEGIN
  DELETE FROM report_case_facts WHERE case_id = ANY (targets);
  INSERT INTO report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id, gender_id,
    diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date, last_alive_date,
    unresolved_warnings, days_to_review, days_to_notification, days_to_completion)
  SELECT s.*,
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM (SELECT created_at FROM cancer_notifications
      WHERE case_id = s.case_id AND NOT is_deleted OFFSET 0) n)),
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM (SELECT created_at FROM notification_versions
      WHERE case_id = s.case_id AND status = 2 OFFSET 0) v))
  FROM (SELECT DISTINCT id FROM unnest(targets) t(id)) t
  CROSS JOIN LATERAL (SELECT * FROM report_case_facts_source v WHERE v.case_id = t.id OFFSET 0) s;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_on_notification_insert() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_facts_refresh(ARRAY(
    SELECT DISTINCT a.case_id FROM added_rows a
    WHERE a.case_id IS NOT NULL AND NOT a.is_deleted AND (
      EXISTS (SELECT 1 FROM cancer_cases c WHERE c.id = a.case_id AND c.current_notification_id = a.id)
      OR NOT EXISTS (SELECT 1 FROM (SELECT o.created_at, o.is_deleted FROM cancer_notifications o
          WHERE o.case_id = a.case_id OFFSET 0) o
        WHERE NOT o.is_deleted AND o.created_at < a.created_at))));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A notification that changed case or was deleted (both its cases: the one it left too), or a changed
-- fact of a case's current record. The current records are found first (MATERIALIZED keeps the
-- planner from comparing edit models before the join that discards the others).
CREATE OR REPLACE FUNCTION report_case_facts_on_notification_update() RETURNS trigger AS $$
BEGIN
  EXECUTE $query$ SELECT report_case_facts_refresh(ARRAY(
    SELECT t.case_id FROM added_rows n JOIN removed_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.case_id), (o.case_id)) t(case_id)
    WHERE t.case_id IS NOT NULL
      AND (o.case_id IS DISTINCT FROM n.case_id OR o.is_deleted IS DISTINCT FROM n.is_deleted)
    UNION
    (WITH current_rows AS MATERIALIZED (
      SELECT n.* FROM added_rows n JOIN cancer_cases c ON c.id = n.case_id AND c.current_notification_id = n.id)
    SELECT n.case_id FROM current_rows n JOIN removed_rows o ON o.id = n.id
    WHERE (o.data, o.diagnostic_date, o.age_at_diagnostic, o.county_id, o.reporting_unit_id,
        o.has_unresolved_quality_warnings)
      IS DISTINCT FROM (n.data, n.diagnostic_date, n.age_at_diagnostic, n.county_id, n.reporting_unit_id,
        n.has_unresolved_quality_warnings)))) $query$;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- 0030's rule for a case, its join planned for the rows at hand.
CREATE OR REPLACE FUNCTION report_case_facts_on_case_update() RETURNS trigger AS $$
BEGIN
  EXECUTE $query$ SELECT report_case_facts_refresh(ARRAY(
    SELECT n.id FROM added_cases n JOIN removed_cases o ON o.id = n.id
    WHERE (o.current_notification_id, o.is_deleted, o.reviewed_at, o.patient_id)
      IS DISTINCT FROM (n.current_notification_id, n.is_deleted, n.reviewed_at, n.patient_id))) $query$;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
