-- Issue 13: the vital-status import names a patient by identifier whatever its letter case (a foreign
-- identifier typed "ab12345" for a patient saved as "AB12345"), so it looks identifiers up as
-- upper(identifier): this index keeps that a lookup, not a scan of every patient.
CREATE INDEX IF NOT EXISTS "patients_identifier_upper_idx" ON "patients" (upper("identifier"));
