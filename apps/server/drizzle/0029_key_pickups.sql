CREATE TABLE "key_pickups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_pickups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"date" date NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"technician_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_pickups_kind_check" CHECK ("key_pickups"."kind" in ('PICKUP', 'RETURN')),
	CONSTRAINT "key_pickups_status_check" CHECK ("key_pickups"."status" in ('REQUESTED', 'CONFIRMED', 'CANCELLED', 'PICKED_UP', 'RETURNED')),
	CONSTRAINT "key_pickups_time_check" CHECK ("key_pickups"."time_to" > "key_pickups"."time_from")
);
--> statement-breakpoint
ALTER TABLE "key_pickups" ADD CONSTRAINT "key_pickups_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pickups" ADD CONSTRAINT "key_pickups_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pickups" ADD CONSTRAINT "key_pickups_booking_fk" FOREIGN KEY ("agency_id","booking_id") REFERENCES "public"."bookings"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_pickups_agency_date_idx" ON "key_pickups" USING btree ("agency_id","date","time_from");--> statement-breakpoint
CREATE INDEX "key_pickups_agency_property_idx" ON "key_pickups" USING btree ("agency_id","property_id","date");--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql).
ALTER TABLE "key_pickups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "key_pickups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "key_pickups" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);
