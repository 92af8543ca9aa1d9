-- Issue 38 item 3, Idempotency-Key as the IETF draft and Stripe have it (platform/idempotency.ts): a key
-- is kept with a fingerprint of its request (sha256 of method, path and body), so a key sent again with
-- another request gets 422 and writes nothing; and what answers a repeat holds no patient data: the
-- status and the record it saved (kind, id, version; the repeat reads that record again through the
-- access model, audited), or a refusal's codes. The whole answers (`answer`: saved notifications with
-- CNP, names, address) go. The table is emptied: a key lives a day and answers a repeat sent seconds
-- after its save, so all a deploy loses is a repeat of a save made just before it (run again as new).
DELETE FROM "idempotent_requests";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP COLUMN "answer";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP COLUMN "method";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP COLUMN "path";
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "fingerprint" char(64) NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "record_kind" varchar(40);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "record_id" integer;
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "record_version" integer;
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "refusal" varchar(2000);
