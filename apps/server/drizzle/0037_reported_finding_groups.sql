CREATE TABLE "reported_finding_groups" (
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"findings" integer NOT NULL,
	"is_urgent" boolean NOT NULL,
	"oldest" date NOT NULL,
	"oldest_urgent" date,
	"category_ids" integer[] NOT NULL,
	CONSTRAINT "reported_finding_groups_pkey" PRIMARY KEY("agency_id","property_id","service_code")
);
--> statement-breakpoint
ALTER TABLE "reported_finding_groups" ADD CONSTRAINT "reported_finding_groups_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_finding_groups" ADD CONSTRAINT "reported_finding_groups_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reported_finding_groups_list_idx" ON "reported_finding_groups" USING btree ("agency_id","is_urgent" DESC NULLS FIRST,"oldest","property_id","service_code");--> statement-breakpoint
CREATE INDEX "reported_finding_groups_urgent_idx" ON "reported_finding_groups" USING btree ("agency_id","oldest_urgent","property_id","service_code") WHERE "reported_finding_groups"."is_urgent";--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql).
ALTER TABLE "reported_finding_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reported_finding_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "reported_finding_groups" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);--> statement-breakpoint
-- Counts the open findings of the groups named (agency, property, service) afresh: a group with
-- none is deleted, any other written. Two transactions recounting one group take turns (an
-- advisory lock per group, taken in one order so that two recounts never wait on each other in
-- a circle): the count, a statement after the lock, sees whatever the other committed.
CREATE FUNCTION "reported_finding_groups_recount"(agency_ids integer[], property_ids integer[], service_codes text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k."property_id", hashtext('reported_finding_groups:' || k."service_code"))
  FROM (
    SELECT DISTINCT r."property_id", r."service_code"
    FROM unnest(property_ids, service_codes) AS r("property_id", "service_code")
    ORDER BY 1, 2
  ) k;
  WITH keys AS (
    SELECT DISTINCT r."agency_id", r."property_id", r."service_code"
    FROM unnest(agency_ids, property_ids, service_codes) AS r("agency_id", "property_id", "service_code")
  ),
  counted AS (
    SELECT k."agency_id", k."property_id", k."service_code",
      count(f."id")::int AS "findings",
      coalesce(bool_or(f."is_urgent"), false) AS "is_urgent",
      min(f."original_booking_date") AS "oldest",
      min(f."original_booking_date") FILTER (WHERE f."is_urgent") AS "oldest_urgent",
      coalesce(
        array_agg(DISTINCT f."servicing_category_id") FILTER (WHERE f."servicing_category_id" IS NOT NULL),
        '{}'
      ) AS "category_ids"
    FROM keys k
    LEFT JOIN "reported_findings" f
      ON f."agency_id" = k."agency_id" AND f."property_id" = k."property_id"
      AND f."service_code" = k."service_code" AND f."status" = 'OPEN' AND NOT f."is_dismissed"
    GROUP BY 1, 2, 3
  ),
  emptied AS (
    DELETE FROM "reported_finding_groups" g USING counted c
    WHERE c."findings" = 0 AND g."agency_id" = c."agency_id" AND g."property_id" = c."property_id"
      AND g."service_code" = c."service_code"
  )
  INSERT INTO "reported_finding_groups"
    ("agency_id", "property_id", "service_code", "findings", "is_urgent", "oldest", "oldest_urgent", "category_ids")
  SELECT "agency_id", "property_id", "service_code", "findings", "is_urgent", "oldest", "oldest_urgent", "category_ids"
  FROM counted WHERE "findings" > 0
  ON CONFLICT ("agency_id", "property_id", "service_code") DO UPDATE SET
    "findings" = excluded."findings", "is_urgent" = excluded."is_urgent",
    "oldest" = excluded."oldest", "oldest_urgent" = excluded."oldest_urgent",
    "category_ids" = excluded."category_ids";
END
$$;--> statement-breakpoint
-- The groups a statement on reported_findings touched: every new or deleted finding's, and an
-- updated finding's before and after when what a group counts of it changed.
CREATE FUNCTION "reported_finding_groups_capture"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "reported_finding_groups_recount"(array_agg(n."agency_id"), array_agg(n."property_id"), array_agg(n."service_code"))
    FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "reported_finding_groups_recount"(array_agg(o."agency_id"), array_agg(o."property_id"), array_agg(o."service_code"))
    FROM old_rows o;
  ELSE
    PERFORM "reported_finding_groups_recount"(array_agg(k."agency_id"), array_agg(k."property_id"), array_agg(k."service_code"))
    FROM (
      SELECT n."agency_id", n."property_id", n."service_code", o."agency_id" AS "old_agency_id",
        o."property_id" AS "old_property_id", o."service_code" AS "old_service_code"
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."agency_id", n."property_id", n."service_code", n."status", n."is_dismissed", n."is_urgent", n."original_booking_date", n."servicing_category_id")
        IS DISTINCT FROM (o."agency_id", o."property_id", o."service_code", o."status", o."is_dismissed", o."is_urgent", o."original_booking_date", o."servicing_category_id")
    ) c
    CROSS JOIN LATERAL (
      VALUES (c."agency_id", c."property_id", c."service_code"),
             (c."old_agency_id", c."old_property_id", c."old_service_code")
    ) AS k("agency_id", "property_id", "service_code");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reported_findings_groups_insert" AFTER INSERT ON "reported_findings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reported_finding_groups_capture"();--> statement-breakpoint
CREATE TRIGGER "reported_findings_groups_update" AFTER UPDATE ON "reported_findings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reported_finding_groups_capture"();--> statement-breakpoint
CREATE TRIGGER "reported_findings_groups_delete" AFTER DELETE ON "reported_findings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reported_finding_groups_capture"();--> statement-breakpoint
-- The findings already written, counted agency by agency in each agency's own setting (an owner
-- that is no superuser is bound by row-level security too).
DO $$
DECLARE
  agency integer;
BEGIN
  FOR agency IN SELECT "id" FROM "agencies" ORDER BY "id" LOOP
    PERFORM set_config('app.agency_id', agency::text, true);
    INSERT INTO "reported_finding_groups"
      ("agency_id", "property_id", "service_code", "findings", "is_urgent", "oldest", "oldest_urgent", "category_ids")
    SELECT f."agency_id", f."property_id", f."service_code", count(*)::int, bool_or(f."is_urgent"),
      min(f."original_booking_date"),
      min(f."original_booking_date") FILTER (WHERE f."is_urgent"),
      coalesce(array_agg(DISTINCT f."servicing_category_id") FILTER (WHERE f."servicing_category_id" IS NOT NULL), '{}')
    FROM "reported_findings" f
    WHERE f."agency_id" = agency AND f."status" = 'OPEN' AND NOT f."is_dismissed"
    GROUP BY 1, 2, 3;
  END LOOP;
  PERFORM set_config('app.agency_id', '', true);
END
$$;
