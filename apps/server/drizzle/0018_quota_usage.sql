CREATE TABLE "quota_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_usage_kind_check" CHECK ("quota_usage"."kind" in ('upload', 'email')),
	CONSTRAINT "quota_usage_amount_check" CHECK ("quota_usage"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_usage_agency_kind_at_idx" ON "quota_usage" USING btree ("agency_id","kind","at");--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql): the server counts and
-- records an agency's usage inside that agency's transaction, and sees no other agency's rows.
ALTER TABLE "quota_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quota_usage" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "quota_usage" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);
