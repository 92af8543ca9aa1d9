-- Issue 16, the Reports page. Measured on the generated registry (500 000 cases, 1 000 000 notifications):
-- grouping the current records straight from cancer_notifications reads its 411 MB heap (the jsonb edit
-- model travels with every row) and takes 1.6–2.0 s even warm, over the 1 s target, and no index can
-- cover it (the figures sit inside `data`, and "current record" is a join). So each case's current
-- record keeps one narrow row of the facts the reports read, kept exact by triggers in the same
-- transaction as every save (as notification_counts is, migration 0007); the reports group ~50 MB.
CREATE TABLE "report_case_facts" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"reporting_unit_id" integer NOT NULL,
	"county_id" integer,
	"gender_id" smallint,
	"diagnosis_date" date,
	"age" smallint,
	"age_group" smallint,
	"iccc_group_id" integer,
	"iccc_subgroup_id" integer,
	"basis_code" smallint,
	"is_dead" boolean NOT NULL,
	"death_date" date,
	"last_alive_date" date,
	"unresolved_warnings" boolean NOT NULL,
	"days_to_notification" integer,
	"days_to_completion" integer,
	"days_to_review" integer
);
--> statement-breakpoint
-- A number of the edit model, or null (zod keeps them integers; anything else is not a figure).
CREATE OR REPLACE FUNCTION report_int(j jsonb) RETURNS integer AS $$
  SELECT CASE WHEN jsonb_typeof(j) = 'number' THEN (j #>> '{}')::numeric::integer END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- A yyyy-mm-dd date of the edit model, or null (zod refuses impossible dates before they are stored).
CREATE OR REPLACE FUNCTION report_date(j jsonb) RETURNS date AS $$
  SELECT CASE WHEN jsonb_typeof(j) = 'string' AND (j #>> '{}') ~ '^\d{4}-\d{2}-\d{2}$' THEN (j #>> '{}')::date END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Days from a diagnosis date to a moment, in Romania's calendar (kept as integers: the medians then
-- sort plain numbers instead of converting 500 000 timestamps per report).
CREATE OR REPLACE FUNCTION report_days(diagnosis date, moment timestamp with time zone) RETURNS integer AS $$
  SELECT (moment AT TIME ZONE 'Europe/Bucharest')::date - diagnosis
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The childhood age group of an age: 0 (<1), 1 (1–4), 2 (5–9), 3 (10–14), 4 (15–19), 5 (20 and over).
CREATE OR REPLACE FUNCTION report_age_group(age smallint) RETURNS smallint AS $$
  SELECT CASE WHEN age IS NULL OR age < 0 THEN NULL WHEN age = 0 THEN 0 WHEN age <= 4 THEN 1 WHEN age <= 9 THEN 2
    WHEN age <= 14 THEN 3 WHEN age <= 19 THEN 4 ELSE 5 END::smallint
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The facts of one case's current record; none when the case is deleted or has no completed record.
-- Age: the stated age at diagnosis, else completed years from birth to diagnosis. Alive until: the
-- later of the last contact and the last vital-status update.
CREATE OR REPLACE VIEW "report_case_facts_source" AS
SELECT c.id AS case_id, c.patient_id, n.id AS notification_id, n.reporting_unit_id, n.county_id, p.gender_id,
  n.diagnostic_date AS diagnosis_date,
  a.age,
  report_age_group(a.age) AS age_group,
  report_int(n.data -> 'cancerMorphology' -> 'icC3PrimaryId') AS iccc_group_id,
  report_int(n.data -> 'cancerMorphology' -> 'icC3CategoryId') AS iccc_subgroup_id,
  (SELECT e.code::smallint FROM dictionary_entries e
    WHERE e.list_id = 19 AND e.id = report_int(n.data -> 'cancerDiagnostic' -> 'registrationBaseId') AND e.code ~ '^\d$') AS basis_code,
  coalesce((n.data -> 'notificationOverview' ->> 'isPatientDead') = 'true', false)
    OR report_date(n.data -> 'notificationOverview' -> 'deathDate') IS NOT NULL AS is_dead,
  report_date(n.data -> 'notificationOverview' -> 'deathDate') AS death_date,
  greatest(report_date(n.data -> 'notificationOverview' -> 'lastContactDate'),
    report_date(n.data -> 'notificationOverview' -> 'vitalStatusUpdateDate')) AS last_alive_date,
  n.has_unresolved_quality_warnings AS unresolved_warnings,
  report_days(n.diagnostic_date, c.reviewed_at) AS days_to_review
FROM cancer_cases c
JOIN cancer_notifications n ON n.id = c.current_notification_id AND NOT n.is_deleted
JOIN patients p ON p.id = c.patient_id
CROSS JOIN LATERAL (SELECT coalesce(n.age_at_diagnostic, CASE WHEN n.diagnostic_date >= p.birthdate
    THEN extract(year FROM age(n.diagnostic_date, p.birthdate))::smallint END) AS age) a
WHERE NOT c.is_deleted;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_fact_refresh(target integer) RETURNS void AS $$
BEGIN
  DELETE FROM report_case_facts WHERE case_id = target;
  INSERT INTO report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id, gender_id,
    diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date, last_alive_date,
    unresolved_warnings, days_to_review, days_to_notification, days_to_completion)
  SELECT s.*,
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM cancer_notifications WHERE case_id = target AND NOT is_deleted)),
    report_days(s.diagnosis_date, (SELECT min(created_at) FROM notification_versions WHERE case_id = target AND status = 2))
  FROM report_case_facts_source s WHERE s.case_id = target;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_on_case() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_fact_refresh(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_case AFTER INSERT OR UPDATE OF current_notification_id, is_deleted, reviewed_at, patient_id
  ON cancer_cases FOR EACH ROW EXECUTE FUNCTION report_case_facts_on_case();
--> statement-breakpoint
-- A save of a case's current record refreshes its facts; a new notification may be the case's first.
CREATE OR REPLACE FUNCTION report_case_facts_on_notification() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR EXISTS (SELECT 1 FROM cancer_cases WHERE id = NEW.case_id AND current_notification_id = NEW.id)
    OR (OLD.case_id IS DISTINCT FROM NEW.case_id) OR (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted) THEN
    PERFORM report_case_fact_refresh(NEW.case_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_notification_insert AFTER INSERT ON cancer_notifications
  FOR EACH ROW WHEN (NEW.case_id IS NOT NULL) EXECUTE FUNCTION report_case_facts_on_notification();
--> statement-breakpoint
CREATE TRIGGER report_case_facts_notification_update AFTER UPDATE OF data, diagnostic_date, age_at_diagnostic, county_id,
  reporting_unit_id, has_unresolved_quality_warnings, is_deleted, case_id ON cancer_notifications
  FOR EACH ROW WHEN (NEW.case_id IS NOT NULL) EXECUTE FUNCTION report_case_facts_on_notification();
--> statement-breakpoint
-- The first completion of a case (a version saved completed) is its completion date.
CREATE OR REPLACE FUNCTION report_case_facts_on_version() RETURNS trigger AS $$
BEGIN
  UPDATE report_case_facts SET days_to_completion = report_days(diagnosis_date, NEW.created_at)
  WHERE case_id = NEW.case_id AND days_to_completion IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_version AFTER INSERT ON notification_versions
  FOR EACH ROW WHEN (NEW.status = 2 AND NEW.case_id IS NOT NULL) EXECUTE FUNCTION report_case_facts_on_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_case_facts_on_patient() RETURNS trigger AS $$
BEGIN
  PERFORM report_case_fact_refresh(c.id) FROM cancer_cases c WHERE c.patient_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_case_facts_patient AFTER UPDATE OF gender_id, birthdate ON patients
  FOR EACH ROW WHEN (OLD.gender_id IS DISTINCT FROM NEW.gender_id OR OLD.birthdate IS DISTINCT FROM NEW.birthdate)
  EXECUTE FUNCTION report_case_facts_on_patient();
--> statement-breakpoint
-- Every case at once, in one pass (grouped look-ups instead of one per case): the backfill below, and
-- bulk loads (the data generator) that run with these triggers disabled.
CREATE OR REPLACE FUNCTION report_case_facts_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM report_case_facts;
  INSERT INTO report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id, gender_id,
    diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date, last_alive_date,
    unresolved_warnings, days_to_review, days_to_notification, days_to_completion)
  SELECT s.*, report_days(s.diagnosis_date, fn.first_at), report_days(s.diagnosis_date, fv.first_at)
  FROM report_case_facts_source s
  LEFT JOIN (SELECT case_id, min(created_at) AS first_at FROM cancer_notifications WHERE NOT is_deleted AND case_id IS NOT NULL GROUP BY case_id) fn
    ON fn.case_id = s.case_id
  LEFT JOIN (SELECT case_id, min(created_at) AS first_at FROM notification_versions WHERE status = 2 AND case_id IS NOT NULL GROUP BY case_id) fv
    ON fv.case_id = s.case_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT report_case_facts_rebuild();
--> statement-breakpoint
-- Statistics now, not at autovacuum's leisure: without them the planner guessed 800 rows and sorted
-- 500 000 on disk to group them (1 s instead of a hash aggregate).
ANALYZE "report_case_facts";
--> statement-breakpoint
-- Resident population (denominators), imported by a super administrator: a year is replaced whole.
CREATE TABLE "population" (
	"year" smallint NOT NULL,
	"county_id" integer NOT NULL,
	"sex" varchar(1) NOT NULL,
	"age_group" varchar(5) NOT NULL,
	"population" integer NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "population_pk" PRIMARY KEY ("year", "county_id", "sex", "age_group"),
	CONSTRAINT "population_sex_ck" CHECK ("sex" IN ('M', 'F')),
	CONSTRAINT "population_age_group_ck" CHECK ("age_group" IN ('0', '1-4', '5-9', '10-14', '15-19')),
	CONSTRAINT "population_count_ck" CHECK ("population" >= 0)
);
--> statement-breakpoint
ALTER TABLE "population" ADD CONSTRAINT "population_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "population" ADD CONSTRAINT "population_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
