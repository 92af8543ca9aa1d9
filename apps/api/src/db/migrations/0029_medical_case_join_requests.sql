-- Issue 22: an employee of a unit that reports on a case asks the treating team to join its medical
-- case; the treating unit's case owners accept (the requester joins the team) or refuse. One pending
-- request per person and case; decided ones stay as the record of who decided.
CREATE TABLE IF NOT EXISTS "medical_case_join_requests" (
  "id" serial PRIMARY KEY NOT NULL,
  "medical_case_id" integer NOT NULL REFERENCES "medical_cases"("id"),
  "employee_id" integer NOT NULL REFERENCES "employees"("id"),
  "status" smallint DEFAULT 1 NOT NULL,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "medical_case_join_requests_pending_uq"
  ON "medical_case_join_requests" ("medical_case_id", "employee_id") WHERE "status" = 1;
