-- Issue 42 item 13: the demo registry of `npm start` brings a synthetic population for its incidence
-- rates; each row says where it came from, so the Reports page never passes invented figures for
-- census ones ('import': a super administrator's CSV; 'synthetic': the demo seed).
ALTER TABLE "population" ADD COLUMN "source" varchar(10) DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "population" ADD CONSTRAINT "population_source" CHECK ("source" IN ('import', 'synthetic'));
