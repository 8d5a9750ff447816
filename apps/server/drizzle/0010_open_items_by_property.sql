-- The dashboard's figures count open notices and unpaid invoices and the properties they are on
-- (a distinct count). Indexes of the open items by property let those counts stream in property
-- order from the index alone, instead of fetching each open item's row (about 3,300 of each on a
-- 100,000-property agency): 6.1 ms became 2.6 ms for the whole statement there.
CREATE INDEX "invoices_agency_unpaid_property_idx" ON "invoices" USING btree ("agency_id","property_id","due_date","is_paid") WHERE not is_paid;--> statement-breakpoint
CREATE INDEX "notices_agency_open_property_idx" ON "notices" USING btree ("agency_id","property_id","is_urgent") WHERE resolved_at is null;