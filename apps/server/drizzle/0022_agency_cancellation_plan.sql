ALTER TABLE "agencies" ADD COLUMN "can_select_cancellation_services" boolean DEFAULT true NOT NULL;
