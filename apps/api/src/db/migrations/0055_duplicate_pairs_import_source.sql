-- Issue 40 item 2: an import's new children are checked for duplicates as a save's are; their pairs
-- say so (source 'import') beside the entry check's and the registry check's.
ALTER TABLE "duplicate_pairs" DROP CONSTRAINT "duplicate_pairs_source";--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_source" CHECK ("source" IN ('entry', 'registry-check', 'import'));
