-- Issue 43: a reporting unit's system clients for the FHIR intake (SMART Backend Services). The
-- public keys are kept as the client registered them; a revoked client stays for the audit trail.
CREATE TABLE "fhir_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporting_unit_id" integer NOT NULL REFERENCES "reporting_units"("id"),
	"name" varchar(200) NOT NULL,
	"jwks" jsonb NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer REFERENCES "users"("id")
);--> statement-breakpoint
CREATE INDEX "fhir_clients_unit_idx" ON "fhir_clients" ("reporting_unit_id");--> statement-breakpoint
-- Assertion ids seen, until their assertion expires: a replayed assertion gets no token.
CREATE TABLE "fhir_assertion_jtis" (
	"client_id" uuid NOT NULL REFERENCES "fhir_clients"("id"),
	"jti" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("client_id", "jti")
);--> statement-breakpoint
CREATE INDEX "fhir_assertion_jtis_exp_idx" ON "fhir_assertion_jtis" ("expires_at");
