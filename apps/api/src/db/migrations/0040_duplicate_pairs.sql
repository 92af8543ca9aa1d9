-- Candidate pairs of patients that may be the same child (issue 27). Written by the candidate search
-- (at entry, source 'entry') and by the registry check's whole-registry pass (source 'registry-check');
-- answered by a reviewer in the duplicates queue. A pair is stored once, lower patient id first, so a
-- "different children" answer is remembered whichever side a later search starts from.
CREATE TABLE "duplicate_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_a_id" integer NOT NULL REFERENCES "patients"("id"),
	"patient_b_id" integer NOT NULL REFERENCES "patients"("id"),
	"score" real NOT NULL,
	"level" varchar(10) NOT NULL,
	"reasons" jsonb NOT NULL DEFAULT '[]'::jsonb,
	"source" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL DEFAULT 'open',
	"found_at" timestamp with time zone NOT NULL DEFAULT now(),
	"decided_at" timestamp with time zone,
	"decided_by" integer REFERENCES "users"("id"),
	CONSTRAINT "duplicate_pairs_ordered" CHECK ("patient_a_id" < "patient_b_id"),
	CONSTRAINT "duplicate_pairs_level" CHECK ("level" IN ('probable', 'possible')),
	CONSTRAINT "duplicate_pairs_source" CHECK ("source" IN ('entry', 'registry-check')),
	CONSTRAINT "duplicate_pairs_status" CHECK ("status" IN ('open', 'same', 'different', 'unsure'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_pairs_pair_uq" ON "duplicate_pairs" ("patient_a_id", "patient_b_id");
--> statement-breakpoint
CREATE INDEX "duplicate_pairs_b_idx" ON "duplicate_pairs" ("patient_b_id");
--> statement-breakpoint
-- The queue: open and unsure pairs, newest and most probable first.
CREATE INDEX "duplicate_pairs_queue_idx" ON "duplicate_pairs" ("status", "found_at" DESC, "score" DESC);
