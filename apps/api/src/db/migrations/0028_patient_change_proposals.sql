-- Issue 22 (access model): a unit that does not hold a child's record — it neither reports the
-- child's tumour nor treats the child — cannot rewrite the general data the holding units see. When
-- such a unit completes a report whose general data differs from the record, the difference waits
-- here until a holding unit or a reviewer accepts or refuses it. Case evolution and the patient
-- page show who proposed what and who decided.
CREATE TABLE IF NOT EXISTS "patient_change_proposals" (
  "id" serial PRIMARY KEY,
  "patient_id" integer NOT NULL REFERENCES "patients"("id"),
  "notification_id" integer NOT NULL REFERENCES "cancer_notifications"("id"),
  "reporting_unit_id" integer NOT NULL REFERENCES "reporting_units"("id"),
  -- { field: proposed value } for the fields of PROPOSABLE_PATIENT_FIELDS that differ.
  "changes" jsonb NOT NULL,
  -- The record's values of those fields when proposed (shown to the deciders only).
  "previous" jsonb NOT NULL,
  -- 1 pending, 2 accepted, 3 refused, 4 withdrawn (a later save of the same report replaced it).
  "status" smallint NOT NULL DEFAULT 1,
  "proposed_by" integer NOT NULL REFERENCES "users"("id"),
  "proposed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patient_change_proposals_patient_idx" ON "patient_change_proposals" ("patient_id", "status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patient_change_proposals_notification_idx" ON "patient_change_proposals" ("notification_id");
