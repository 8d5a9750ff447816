CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"event" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_event_check" CHECK ("webhook_events"."event" in ('notice.issued', 'finding.reported', 'quote.awaiting-approval', 'booking.confirmed', 'invoice.issued'))
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_agency_id_idx" ON "webhook_events" USING btree ("agency_id","id");--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql).
ALTER TABLE "webhook_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "webhook_events" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);--> statement-breakpoint
-- The webhooks' events are the records themselves: a notice, a reported finding or an invoice
-- written, a quote that comes to await approval, a booking that comes to be confirmed. Whoever
-- writes them (the provider's systems, the portal, a script), these triggers queue the event in
-- the same transaction: it exists exactly when the record does. Once per statement, over its
-- rows (transition tables), so a bulk load costs one query per table, and only for agencies
-- with an enabled webhook subscribed to the event: without one nothing is kept. The writer's
-- agency (app.agency_id, which row-level security requires of it) is the rows' agency, so the
-- webhooks read and the events written are that agency's. pg_notify tells the servers at
-- commit (each LISTENs; a sweep finds what no server heard).
CREATE FUNCTION "webhook_events_queue"(event text, agency_ids integer[], subject_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH queued AS (
    INSERT INTO "webhook_events" ("agency_id", "event", "subject_id")
    SELECT r."agency_id", event, r."subject_id"
    FROM unnest(agency_ids, subject_ids) AS r("agency_id", "subject_id")
    WHERE EXISTS (
      SELECT 1 FROM "webhooks" w
      WHERE w."agency_id" = r."agency_id" AND w."enabled" AND w."events" @> array[event]
    )
    ORDER BY r."subject_id"
    RETURNING "agency_id"
  )
  SELECT pg_notify('webhook_events', a."agency_id"::text)
  FROM (SELECT DISTINCT "agency_id" FROM queued) a;
$$;--> statement-breakpoint
-- The statement's records that start the event: every new notice, finding and invoice; a quote
-- written as, or changed to, awaiting approval (status 2); a booking written as, or changed to,
-- confirmed. PL/pgSQL plans a branch when it first runs it, for the table whose trigger ran it.
CREATE FUNCTION "webhook_events_capture"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event text := TG_ARGV[0];
BEGIN
  IF TG_TABLE_NAME = 'quotes' AND TG_OP = 'INSERT' THEN
    PERFORM "webhook_events_queue"(event, array_agg(n."agency_id"), array_agg(n."id"))
    FROM new_rows n WHERE n."status_id" = 2;
  ELSIF TG_TABLE_NAME = 'quotes' THEN
    PERFORM "webhook_events_queue"(event, array_agg(n."agency_id"), array_agg(n."id"))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."status_id" = 2 AND o."status_id" <> 2;
  ELSIF TG_TABLE_NAME = 'bookings' AND TG_OP = 'INSERT' THEN
    PERFORM "webhook_events_queue"(event, array_agg(n."agency_id"), array_agg(n."id"))
    FROM new_rows n WHERE n."status" = 'CONFIRMED';
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    PERFORM "webhook_events_queue"(event, array_agg(n."agency_id"), array_agg(n."id"))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."status" = 'CONFIRMED' AND o."status" <> 'CONFIRMED';
  ELSE
    PERFORM "webhook_events_queue"(event, array_agg(n."agency_id"), array_agg(n."id"))
    FROM new_rows n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notices_webhook_events" AFTER INSERT ON "notices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('notice.issued');--> statement-breakpoint
CREATE TRIGGER "reported_findings_webhook_events" AFTER INSERT ON "reported_findings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('finding.reported');--> statement-breakpoint
CREATE TRIGGER "invoices_webhook_events" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('invoice.issued');--> statement-breakpoint
CREATE TRIGGER "quotes_webhook_events_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('quote.awaiting-approval');--> statement-breakpoint
CREATE TRIGGER "quotes_webhook_events_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('quote.awaiting-approval');--> statement-breakpoint
CREATE TRIGGER "bookings_webhook_events_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('booking.confirmed');--> statement-breakpoint
CREATE TRIGGER "bookings_webhook_events_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_capture"('booking.confirmed');
