-- Issue 26, several servers: a save whose answer is lost (its server died, the proxy answered 502/503,
-- the network dropped) may be sent again with the same Idempotency-Key (platform/idempotency.ts). The
-- key is written by the save's own transaction, so it exists exactly when the save was written; its
-- answer is added once the handler has answered. A repeat then gets that answer instead of a second
-- write, or 409 while the first is still running (or died between commit and answer). Keys are per
-- user and swept after a day; a plain table, as the writes it marks.
CREATE TABLE "idempotent_requests" (
	"user_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(300) NOT NULL,
	"status" smallint,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" ("created_at");
