-- The service facets' index without agency_id in front: a GIN entry per agency made the planner
-- read a whole large agency through it (a bitmap of 100,000 rows, then a sort) where the ordered
-- address index reads only the page or batch it needs. A facet still meets the agency's btree
-- and the address search's trigram index in a bitmap AND.
DROP INDEX IF EXISTS "properties_agency_service_facets_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_service_facets_idx" ON "properties" USING gin ("service_facets");
