CREATE TABLE "uploaded_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"public_token" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_public_token_key" UNIQUE("public_token"),
	CONSTRAINT "uploaded_images_content_type_check" CHECK ("uploaded_images"."content_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
	CONSTRAINT "uploaded_images_size_check" CHECK (octet_length("uploaded_images"."bytes") between 1 and 2097152),
	CONSTRAINT "uploaded_images_token_check" CHECK ("uploaded_images"."public_token" ~ '^[A-Za-z0-9_-]{64}$')
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_uploaded_by_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_agency_created_idx" ON "uploaded_images" USING btree ("agency_id","created_at");--> statement-breakpoint
-- The images are compressed already: keep them out of line without trying to compress them.
ALTER TABLE "uploaded_images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Agency-owned like every table with an agency_id (see 0001_rls.sql). The public read at
-- /images/{token} sets app.agency_id to the agency sealed inside the token before it looks.
ALTER TABLE "uploaded_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "uploaded_images" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agency_isolation" ON "uploaded_images" AS PERMISSIVE FOR ALL TO public USING ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer) WITH CHECK ("agency_id" = nullif(current_setting('app.agency_id', true), '')::integer);
