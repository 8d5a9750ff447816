CREATE TABLE "portfolio_evidence_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_evidence_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"property_ids" integer[] NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"storage_key" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "portfolio_evidence_packs_status_check" CHECK ("portfolio_evidence_packs"."status" in ('queued', 'building', 'ready', 'failed')),
	CONSTRAINT "portfolio_evidence_packs_done_check" CHECK ("portfolio_evidence_packs"."done" between 0 and cardinality("portfolio_evidence_packs"."property_ids"))
);
--> statement-breakpoint
ALTER TABLE "portfolio_evidence_packs" ADD CONSTRAINT "portfolio_evidence_packs_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_evidence_packs" ADD CONSTRAINT "portfolio_evidence_packs_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_evidence_packs_agency_user_idx" ON "portfolio_evidence_packs" USING btree ("agency_id","user_id","created_at");--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql).
ALTER TABLE "portfolio_evidence_packs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "portfolio_evidence_packs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "portfolio_evidence_packs" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);
