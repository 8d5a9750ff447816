-- The lists sorted by compliance status (label A to Z, which is code order: domain/list-order.ts)
-- read the agency's status index in order, with the address order for ties, instead of reading
-- and sorting the whole agency (a page of the bench's 100,000-property agency: p95 500 ms at 8
-- connections, with a rank by CASE).
DROP INDEX "properties_agency_status_idx";--> statement-breakpoint
CREATE INDEX "properties_agency_status_idx" ON "properties" USING btree ("agency_id","compliance_status","address_sort","id");