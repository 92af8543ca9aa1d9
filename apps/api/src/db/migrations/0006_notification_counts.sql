CREATE TABLE "notification_counts" (
	"reporting_unit_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"has_reviewer_observation" boolean NOT NULL,
	"is_deleted" boolean NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_counts_uq" ON "notification_counts" USING btree ("reporting_unit_id","status","has_reviewer_observation","is_deleted");