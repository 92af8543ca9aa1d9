-- Issue 25: the data-quality report's first pass grouped all 500,000 facts on every call (~250 ms of
-- the 500 ms it may take). Its counts per (year of diagnosis, reporting unit, 64-day bucket of each
-- days column) are kept here instead, exact in the same transaction as every change to the facts: a
-- few tens of thousands of rows the report sums in a few milliseconds. Statement-level triggers with
-- transition tables, as case_review_counts (0038): one aggregated upsert per statement, so an import's
-- move or a rebuild costs one GROUP BY. A fact without a diagnosis date is left out: no year range
-- admits it. The bucket is days >> 6: BUCKET_SHIFT of quality-medians.ts, whose second pass reads the
-- exact days of these buckets from the facts.
CREATE TABLE "report_quality_counts" (
	"diagnosis_year" smallint NOT NULL,
	"reporting_unit_id" integer NOT NULL,
	"notification_bucket" integer,
	"completion_bucket" integer,
	"review_bucket" integer,
	"cases" integer NOT NULL,
	"mv" integer NOT NULL,
	"dco" integer NOT NULL,
	"unknown_basis" integer NOT NULL,
	"unspecified" integer NOT NULL,
	"unknown_age" integer NOT NULL,
	"warnings" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_quality_counts_key" ON "report_quality_counts"
  ("diagnosis_year", "reporting_unit_id", "notification_bucket", "completion_bucket", "review_bucket") NULLS NOT DISTINCT;
--> statement-breakpoint
-- Rows whose cases fell to 0, found without reading the others (a save's DELETE runs on every change).
CREATE INDEX "report_quality_counts_emptied" ON "report_quality_counts" ("diagnosis_year") WHERE "cases" = 0;
--> statement-breakpoint
-- Adds the counts of the facts a statement added and takes those of the facts it removed; a group
-- whose counts all cancel out (an update that moved no fact to another key) writes nothing. The
-- trigger functions pass their transition tables as arrays (a transition table is visible only to its
-- trigger function's own queries) and this static query keeps its plan for the connection: planning it
-- afresh with EXECUTE on every save cost ~0.3 ms per trigger. Ordered by key, so two statements lock the
-- rows they share in the same order. When facts were removed, rows whose cases fell to 0 are deleted
-- afterwards (an ON CONFLICT cannot delete).
CREATE OR REPLACE FUNCTION report_quality_counts_add(added report_case_facts[], removed report_case_facts[])
RETURNS void AS $$
BEGIN
  INSERT INTO report_quality_counts AS q (diagnosis_year, reporting_unit_id, notification_bucket,
    completion_bucket, review_bucket, cases, mv, dco, unknown_basis, unspecified, unknown_age, warnings)
  SELECT * FROM (
    SELECT date_part('year', f.diagnosis_date)::int, f.reporting_unit_id, f.days_to_notification >> 6,
      f.days_to_completion >> 6, f.days_to_review >> 6,
      sum(f.sign)::int AS cases,
      coalesce(sum(f.sign) FILTER (WHERE f.basis_code IN (5, 6, 7, 8)), 0)::int AS mv,
      coalesce(sum(f.sign) FILTER (WHERE f.basis_code = 0), 0)::int AS dco,
      coalesce(sum(f.sign) FILTER (WHERE f.basis_code IS NULL OR f.basis_code = 9), 0)::int AS unknown_basis,
      coalesce(sum(f.sign) FILTER (WHERE f.iccc_group_id IS NULL
        OR f.iccc_group_id IN (SELECT id FROM iccc3_groups WHERE code = 'XII')), 0)::int AS unspecified,
      coalesce(sum(f.sign) FILTER (WHERE f.age IS NULL), 0)::int AS unknown_age,
      coalesce(sum(f.sign) FILTER (WHERE f.unresolved_warnings), 0)::int AS warnings
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) f
    WHERE f.diagnosis_date IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5) g
  WHERE (cases, mv, dco, unknown_basis, unspecified, unknown_age, warnings) <> (0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (diagnosis_year, reporting_unit_id, notification_bucket, completion_bucket, review_bucket)
  DO UPDATE SET cases = q.cases + EXCLUDED.cases, mv = q.mv + EXCLUDED.mv, dco = q.dco + EXCLUDED.dco,
    unknown_basis = q.unknown_basis + EXCLUDED.unknown_basis, unspecified = q.unspecified + EXCLUDED.unspecified,
    unknown_age = q.unknown_age + EXCLUDED.unknown_age, warnings = q.warnings + EXCLUDED.warnings;
  IF cardinality(removed) > 0 THEN
    DELETE FROM report_quality_counts WHERE cases = 0;
  END IF;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_quality_counts_insert() RETURNS trigger AS $$
BEGIN
  PERFORM report_quality_counts_add(ARRAY(SELECT f::report_case_facts FROM new_facts f), '{}');
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_quality_counts_delete() RETURNS trigger AS $$
BEGIN
  PERFORM report_quality_counts_add('{}', ARRAY(SELECT f::report_case_facts FROM old_facts f));
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_quality_counts_update() RETURNS trigger AS $$
BEGIN
  PERFORM report_quality_counts_add(ARRAY(SELECT f::report_case_facts FROM new_facts f),
    ARRAY(SELECT f::report_case_facts FROM old_facts f));
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_quality_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM report_quality_counts;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_quality_counts_on_insert AFTER INSERT ON report_case_facts
  REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION report_quality_counts_insert();
--> statement-breakpoint
CREATE TRIGGER report_quality_counts_on_update AFTER UPDATE ON report_case_facts
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION report_quality_counts_update();
--> statement-breakpoint
CREATE TRIGGER report_quality_counts_on_delete AFTER DELETE ON report_case_facts
  REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION report_quality_counts_delete();
--> statement-breakpoint
CREATE TRIGGER report_quality_counts_on_truncate AFTER TRUNCATE ON report_case_facts
  FOR EACH STATEMENT EXECUTE FUNCTION report_quality_counts_truncate();
--> statement-breakpoint
-- The registry's facts so far, counted by the same function.
SELECT report_quality_counts_add(ARRAY(SELECT f FROM report_case_facts f), '{}');
