-- Issue 17 item 3: an access token names its session (sid) and the user's security stamp; the guard
-- checks both on every request, so logout, revocation, deletion, demotion and unit loss act at once.
ALTER TABLE "users" ADD COLUMN "security_stamp" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" ("user_id");
--> statement-breakpoint
-- The stamp moves whenever what a token claims (role, existence) or what proves the user (password) changes.
CREATE OR REPLACE FUNCTION users_security_stamp() RETURNS trigger AS $$
BEGIN
  IF NEW.role_id IS DISTINCT FROM OLD.role_id OR NEW.is_deleted IS DISTINCT FROM OLD.is_deleted
    OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.security_stamp := OLD.security_stamp + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_security_stamp BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_security_stamp();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_bump_security_stamp(target integer) RETURNS void AS $$
BEGIN
  UPDATE users SET security_stamp = security_stamp + 1 WHERE id = target;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Units and permissions are claims too: any change to a membership or its permissions moves the stamp.
CREATE OR REPLACE FUNCTION employees_security_stamp() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM users_bump_security_stamp(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM users_bump_security_stamp(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER employees_security_stamp_insert_delete AFTER INSERT OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION employees_security_stamp();
--> statement-breakpoint
CREATE TRIGGER employees_security_stamp_update AFTER UPDATE OF user_id, reporting_unit_id, is_deleted ON employees
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.reporting_unit_id IS DISTINCT FROM NEW.reporting_unit_id
    OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION employees_security_stamp();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_permissions_security_stamp() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM users_bump_security_stamp((SELECT user_id FROM employees WHERE id = OLD.employee_id));
  ELSE
    PERFORM users_bump_security_stamp((SELECT user_id FROM employees WHERE id = NEW.employee_id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER employee_permissions_security_stamp AFTER INSERT OR DELETE ON employee_permissions
  FOR EACH ROW EXECUTE FUNCTION employee_permissions_security_stamp();
--> statement-breakpoint
-- A deleted unit drops out of its employees' claims (findEmployeePermissions skips deleted units).
CREATE OR REPLACE FUNCTION reporting_units_security_stamp() RETURNS trigger AS $$
BEGIN
  UPDATE users SET security_stamp = security_stamp + 1
  WHERE id IN (SELECT user_id FROM employees WHERE reporting_unit_id = NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reporting_units_security_stamp AFTER UPDATE OF is_deleted ON reporting_units
  FOR EACH ROW WHEN (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION reporting_units_security_stamp();
--> statement-breakpoint
-- Issue 17 item 4: failures counted per (address, client), per client and per address, with growing
-- delays instead of a lock anyone could put on anyone. The old per-address counters are dropped.
DROP TABLE "login_throttle";
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"email" varchar(254),
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_throttle_email_idx" ON "login_throttle" ("email");
