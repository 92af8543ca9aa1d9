-- Issue 43: each received FHIR report beside the draft notification it became. One row per report
-- of a client, found again by its Bundle.identifier or MessageHeader.id when the hospital resends it.
CREATE TABLE "fhir_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "fhir_clients"("id"),
	"reporting_unit_id" integer NOT NULL REFERENCES "reporting_units"("id"),
	"bundle_identifier" varchar(500),
	"message_header_id" varchar(200),
	"notification_id" integer NOT NULL REFERENCES "cancer_notifications"("id"),
	"bundle" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"times_received" smallint DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fhir_intakes_key" CHECK ("bundle_identifier" IS NOT NULL OR "message_header_id" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_intakes_identifier_uq" ON "fhir_intakes" ("client_id", "bundle_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_intakes_message_uq" ON "fhir_intakes" ("client_id", "message_header_id");--> statement-breakpoint
CREATE INDEX "fhir_intakes_notification_idx" ON "fhir_intakes" ("notification_id");
