CREATE TABLE "notification_creator_counts" (
	"created_by" integer NOT NULL,
	"reporting_unit_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_creator_counts_uq" ON "notification_creator_counts" USING btree ("created_by","reporting_unit_id","status");