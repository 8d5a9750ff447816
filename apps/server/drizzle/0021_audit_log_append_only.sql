ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_agency_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_impersonator_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "property_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_agency_property_at_idx" ON "audit_log" USING btree ("agency_id","property_id","at","id") WHERE "audit_log"."property_id" is not null;--> statement-breakpoint
-- The property an entry concerns, for the entries written before the column: their target names it.
UPDATE "audit_log" SET "property_id" = substring("target" from '^property:([0-9]{1,9})$')::integer
  WHERE "target" ~ '^property:[0-9]{1,9}$';--> statement-breakpoint
-- Append-only. What happened stays as it was written: no role may change or remove an entry
-- (the trigger binds the table's owner too, which may be the app role on a PostgreSQL where the
-- portal's owner is no superuser), and the app role is granted only SELECT and INSERT on the
-- table (migrate.ts revokes the rest after its grants). The references to agencies and users
-- were dropped above because deleting one of them would have updated entries (ON DELETE SET NULL).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;
