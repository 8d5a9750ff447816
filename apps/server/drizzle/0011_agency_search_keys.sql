-- Address search keys scoped to the agency. A trigram of pg_trgm's index is shared by every
-- agency: on 1,000,000 properties a search of one 100,000-property agency for 'mitchell' walked
-- the posting lists of all 12,500 'mitchell' addresses and intersected them with the agency's
-- 100,000 entries. Here each key carries its agency ('4 mit', and '4 service_facets Overdue' for
-- a facet kept on the property), so a search reads only its own agency's postings: the
-- searched words' trigrams and, when the search has one, the facet. The keys are computed by the
-- index expression (nothing is stored in the table): the agency alone ('4'), the trigrams of each
-- run of ASCII letters and digits in the lower-case search text, and the flags and service
-- facets. A search asks for the trigrams of the runs in its own words, which any text containing
-- them has too (lib/property-list.ts's searchQueryKeys). The search keeps its ILIKE and facet
-- conditions, which decide: the keys only narrow the rows read. They need no extension.
CREATE FUNCTION property_search_keys(agency_id integer, search_text text, flags text[], service_facets text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(agency_id::text || key) FROM (
    SELECT '' AS key
    UNION ALL
    SELECT ' ' || substr(run, i, 3)
      FROM regexp_split_to_table(lower(search_text), '[^a-z0-9]+') AS run,
           generate_series(1, length(run) - 2) AS i
    UNION ALL SELECT ' flags ' || flag FROM unnest(flags) AS flag
    UNION ALL SELECT ' service_facets ' || facet FROM unnest(service_facets) AS facet
  ) keys
$$;--> statement-breakpoint
-- As migration 0005: row-level security lets only a LEAKPROOF condition be an index condition.
-- The keys cannot reveal a row's data (they raise no error on any text or array), and marking
-- them needs a superuser; README says how a database administrator can apply it.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION property_search_keys(integer, text, text[], text[]) LEAKPROOF;
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_keys_idx" ON "properties" USING gin (property_search_keys("agency_id", "search_text", "flags", "service_facets"));--> statement-breakpoint
-- Every search of properties now reads the keys; the flags' and service facets' own indexes
-- still serve a facet without a search.
DROP INDEX IF EXISTS "properties_agency_search_facets_idx";
