ALTER TABLE "user_settings" ADD COLUMN "default_property_manager_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Users who had saved a default of their own chose it.
UPDATE "user_settings" SET "default_property_manager_chosen" = true WHERE "default_property_manager_id" IS NOT NULL;
