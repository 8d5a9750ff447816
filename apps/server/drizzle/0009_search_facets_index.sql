-- The address search and the array facets in one GIN index: agency_id (btree_gin), the address's
-- trigrams (pg_trgm), the flags and the service facets. A search with a facet ('Overdue' and
-- 'Mitchell') is then one index scan that yields only the rows matching both, instead of every
-- address match read from the table and filtered there (on a 100,000-property agency, 1,250 rows
-- read for 350 kept). A search alone, or a facet alone, can read it too; the smaller flags and
-- service-facets indexes stay for facets without a search. It replaces the address-only trigram
-- index, so a write updates one search index, not two.
DO $$
BEGIN
  IF (SELECT count(*) FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin')) = 2 THEN
    CREATE INDEX IF NOT EXISTS "properties_agency_search_facets_idx" ON "properties" USING gin ("agency_id", "search_text" gin_trgm_ops, "flags", "service_facets");
    DROP INDEX IF EXISTS "properties_agency_search_trgm_idx";
  END IF;
END
$$;
