-- The service facets' GIN index keeps agency_id in front, as every list index of an
-- agency-owned table does (a facet must cost the agency's size, not the table's). A database that
-- briefly had it without agency_id gets it back. With agency_id in front, the planner could read
-- a whole large agency through this index and sort it rather than walk the address index for one
-- export batch while random reads were priced at 4: the embedded database runs with
-- random_page_cost 1.1, and README asks the same of an external one.
DROP INDEX IF EXISTS "properties_service_facets_idx";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    CREATE INDEX IF NOT EXISTS "properties_agency_service_facets_idx" ON "properties" USING gin ("agency_id", "service_facets");
  END IF;
END
$$;
