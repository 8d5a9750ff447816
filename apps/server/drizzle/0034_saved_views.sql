CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"params" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" in ('portfolio', 'other-providers', 'required-updates', 'access-issues', 'reported-findings', 'analytics')),
	CONSTRAINT "saved_views_name_length" CHECK (char_length("saved_views"."name") <= 60),
	CONSTRAINT "saved_views_params_length" CHECK (char_length("saved_views"."params") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_key" ON "saved_views" USING btree ("agency_id","owner_user_id","list",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_default_key" ON "saved_views" USING btree ("agency_id","owner_user_id","list") WHERE is_default;--> statement-breakpoint
CREATE INDEX "saved_views_agency_list_shared_idx" ON "saved_views" USING btree ("agency_id","list") WHERE shared;--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql): a view, shared or not, is
-- never seen from another agency.
ALTER TABLE "saved_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "saved_views" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "saved_views" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);
