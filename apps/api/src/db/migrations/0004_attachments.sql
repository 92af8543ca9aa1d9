CREATE TABLE "attachment_uploads" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"chunk_size" integer NOT NULL,
	"number_of_chunks" integer NOT NULL,
	"received_chunks" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_chunk_size" integer,
	"finishing_at" timestamp with time zone,
	"sha256" varchar(64),
	"size" bigint,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_uploads" ADD CONSTRAINT "attachment_uploads_attachment_id_notification_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."notification_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_uploads" ADD CONSTRAINT "attachment_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_uploads_updated_idx" ON "attachment_uploads" USING btree ("updated_at");