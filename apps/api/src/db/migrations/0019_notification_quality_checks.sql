-- Issue 16, checks on every save: each save stores the IARC/IACR consistency checks that did not answer
-- OK, and whether any is still unresolved (an Invalid, or a Query/Rare nobody confirmed) for the lists'
-- filter. Confirmations are their own rows (who and when, as CanReg5's flags), bound to the values of
-- the fields the check reads (fingerprint): change one and the confirmation no longer applies.
ALTER TABLE "cancer_notifications" ADD COLUMN "quality_checks" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "cancer_notifications" ADD COLUMN "has_unresolved_quality_warnings" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Few notifications carry a warning: a partial index keeps the filter cheap and the index small.
CREATE INDEX "cancer_notifications_quality_idx" ON "cancer_notifications" USING btree ("reporting_unit_id","created_at") WHERE "has_unresolved_quality_warnings" AND NOT "is_deleted";
--> statement-breakpoint
CREATE TABLE "notification_quality_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"check_id" varchar(40) NOT NULL,
	"fingerprint" text NOT NULL,
	"confirmed_by" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_quality_confirmations" ADD CONSTRAINT "notification_quality_confirmations_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."cancer_notifications"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_quality_confirmations" ADD CONSTRAINT "notification_quality_confirmations_confirmed_by_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_quality_confirmations_uq" ON "notification_quality_confirmations" USING btree ("notification_id","check_id","fingerprint");
