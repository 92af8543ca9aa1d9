-- Merging two patients who are one child (issue 27): the merge record keeps, as jsonb, every row the
-- merge changed as it was before, so an unmerge writes them back exactly; the alias keeps the retired
-- identity pointing at the surviving patient, so a look-up or an import by the old identifier finds the
-- child. The retired patient's row stays (audit rows and answered pairs name it) but holds nothing.
CREATE TABLE "patient_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"surviving_patient_id" integer NOT NULL REFERENCES "patients"("id"),
	"retired_patient_id" integer NOT NULL REFERENCES "patients"("id"),
	"pair_id" integer REFERENCES "duplicate_pairs"("id"),
	"snapshot" jsonb NOT NULL,
	"summary" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"merged_by" integer NOT NULL REFERENCES "users"("id"),
	"merged_at" timestamp with time zone NOT NULL DEFAULT now(),
	"unmerged_by" integer REFERENCES "users"("id"),
	"unmerged_at" timestamp with time zone,
	CONSTRAINT "patient_merges_two_patients" CHECK ("surviving_patient_id" <> "retired_patient_id")
);
--> statement-breakpoint
-- A patient is retired by at most one merge in force.
CREATE UNIQUE INDEX "patient_merges_retired_uq" ON "patient_merges" ("retired_patient_id") WHERE "unmerged_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "patient_merges_surviving_idx" ON "patient_merges" ("surviving_patient_id");
--> statement-breakpoint
CREATE TABLE "patient_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(13) NOT NULL,
	"is_foreigner" boolean NOT NULL,
	"patient_id" integer NOT NULL REFERENCES "patients"("id"),
	"merge_id" integer NOT NULL REFERENCES "patient_merges"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "patient_aliases_identifier_uq" ON "patient_aliases" ("identifier", "is_foreigner");
--> statement-breakpoint
CREATE INDEX "patient_aliases_patient_idx" ON "patient_aliases" ("patient_id");
