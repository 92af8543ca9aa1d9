-- The patient look-up limit counts a user's recent `patient.lookup` audit rows (issue 17).
CREATE INDEX "audit_log_user_action_at_idx" ON "audit_log" USING btree ("user_id","action","at");
