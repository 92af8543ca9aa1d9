-- The audit trail (issue 17 item 8): every row names the patient whose record it is about, so
-- "who looked at this child's record" is one indexed search by identifier, and the table refuses
-- UPDATE, DELETE and TRUNCATE so the trail is append-only by the database, not by convention.
-- Hand-written: drizzle's DSL has no triggers.
ALTER TABLE "audit_log" ADD COLUMN "patient_id" integer;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "patient_identifier" varchar(20);
--> statement-breakpoint
-- The patient a row is about, from what the row names: an explicit details.patientId, or the
-- notification, case, attachment or patient it points at. NULL for rows about no patient record.
CREATE OR REPLACE FUNCTION audit_log_patient_of(kind varchar, record varchar, details jsonb) RETURNS integer AS $$
  SELECT CASE
    WHEN coalesce(details->>'patientId', '') ~ '^[0-9]{1,9}$' THEN (details->>'patientId')::integer
    WHEN coalesce(record, '') !~ '^[0-9]{1,9}$' THEN NULL
    WHEN kind = 'patient' THEN record::integer
    WHEN kind = 'cancer_notification' THEN (SELECT patient_id FROM cancer_notifications WHERE id = record::integer)
    WHEN kind = 'cancer_case' THEN (SELECT patient_id FROM cancer_cases WHERE id = record::integer)
    WHEN kind = 'notification_attachment' THEN (
      SELECT n.patient_id FROM notification_attachments a JOIN cancer_notifications n ON n.id = a.notification_id
      WHERE a.id = record::integer)
  END
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Filled on insert so every writer (and every future record kind mapped above) gets it for free;
-- an identifier looked up without a patient behind it comes from details.identifier.
CREATE OR REPLACE FUNCTION audit_log_fill_patient() RETURNS trigger AS $$
BEGIN
  IF NEW.patient_id IS NULL THEN
    NEW.patient_id := audit_log_patient_of(NEW.entity, NEW.entity_id, NEW.details);
  END IF;
  IF NEW.patient_identifier IS NULL AND NEW.patient_id IS NOT NULL THEN
    SELECT identifier INTO NEW.patient_identifier FROM patients WHERE id = NEW.patient_id;
  END IF;
  IF NEW.patient_identifier IS NULL AND coalesce(NEW.details->>'identifier', '') ~ '^[0-9A-Za-z]{1,20}$' THEN
    NEW.patient_identifier := NEW.details->>'identifier';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_fill_patient BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_fill_patient();
--> statement-breakpoint
-- Existing rows, once, before the table becomes append-only.
UPDATE audit_log SET patient_id = audit_log_patient_of(entity, entity_id, details)
WHERE entity IN ('patient', 'cancer_notification', 'cancer_case', 'notification_attachment') OR details->>'patientId' IS NOT NULL;
--> statement-breakpoint
UPDATE audit_log a SET patient_identifier = p.identifier FROM patients p WHERE p.id = a.patient_id;
--> statement-breakpoint
UPDATE audit_log SET patient_identifier = details->>'identifier'
WHERE patient_identifier IS NULL AND coalesce(details->>'identifier', '') ~ '^[0-9A-Za-z]{1,20}$';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- What the trail's filter reads: by patient, by user, newest first (ids grow with time; the time index exists).
CREATE INDEX "audit_log_patient_identifier_idx" ON "audit_log" USING btree ("patient_identifier","id");
--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id");
