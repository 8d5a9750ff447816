-- Address search keys scoped to the agency. A trigram of pg_trgm's index is shared by every
-- agency: on 1,000,000 properties a search of one 100,000-property agency for 'mitchell' walked
-- the posting lists of all 12,500 'mitchell' addresses and intersected them with the agency's
-- 100,000 entries. Here each key carries its agency ('4 mit', and '4 service_facets Overdue' for
-- a facet kept on the property), so a search reads only its own agency's postings: the
-- searched words' trigrams and, when the search has one, the facet. The keys are computed by the
-- index expression (nothing is stored in the table); a search keeps its ILIKE and facet
-- conditions, which decide, and the keys only narrow the rows read (lib/property-list.ts's
-- searchKeysMatch).
--
-- property_search_keys: a property's keys. The agency alone ('4'), every trigram of its search
-- text, and its flags and service facets.
-- property_search_query_keys: the keys a match must have. Only trigrams within a word of the
-- search, which any text containing the word has too (a trigram padded at a word's edge, or
-- hashed from non-ASCII letters, need not be); the agency alone when there are none; and the
-- facets the search requires.
DO $migration$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE FUNCTION property_search_keys(agency_id integer, search_text text, flags text[], service_facets text[])
    RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
      SELECT array_agg(agency_id::text || key) FROM (
        SELECT '' AS key
        UNION ALL SELECT ' ' || trigram FROM unnest(show_trgm(search_text)) AS trigram
        UNION ALL SELECT ' flags ' || flag FROM unnest(flags) AS flag
        UNION ALL SELECT ' service_facets ' || facet FROM unnest(service_facets) AS facet
      ) keys
    $fn$;
    CREATE FUNCTION property_search_query_keys(agency_id integer, words text[], flags text[], service_facets text[])
    RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
      WITH trigrams AS (
        SELECT DISTINCT ' ' || trigram AS key
          FROM unnest(words) AS word, unnest(show_trgm(word)) AS trigram
         WHERE length(trigram) = 3 AND position(' ' IN trigram) = 0
      )
      SELECT array_agg(agency_id::text || key) FROM (
        SELECT key FROM trigrams
        UNION ALL SELECT '' WHERE NOT EXISTS (SELECT FROM trigrams)
        UNION ALL SELECT ' flags ' || flag FROM unnest(flags) AS flag
        UNION ALL SELECT ' service_facets ' || facet FROM unnest(service_facets) AS facet
      ) keys
    $fn$;
  ELSE
    -- Without pg_trgm, the same keys less the trigrams: the agency and its facets.
    CREATE FUNCTION property_search_keys(agency_id integer, search_text text, flags text[], service_facets text[])
    RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
      SELECT array_agg(agency_id::text || key) FROM (
        SELECT '' AS key
        UNION ALL SELECT ' flags ' || flag FROM unnest(flags) AS flag
        UNION ALL SELECT ' service_facets ' || facet FROM unnest(service_facets) AS facet
      ) keys
    $fn$;
    CREATE FUNCTION property_search_query_keys(agency_id integer, words text[], flags text[], service_facets text[])
    RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
      SELECT array_agg(agency_id::text || key) FROM (
        SELECT '' AS key
        UNION ALL SELECT ' flags ' || flag FROM unnest(flags) AS flag
        UNION ALL SELECT ' service_facets ' || facet FROM unnest(service_facets) AS facet
      ) keys
    $fn$;
  END IF;
  -- As migration 0005: row-level security lets only a LEAKPROOF condition be an index condition.
  -- The keys cannot reveal a row's data (they raise no error on any text or array), and marking
  -- them needs a superuser; README says how a database administrator can apply it.
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION property_search_keys(integer, text, text[], text[]) LEAKPROOF;
  END IF;
END
$migration$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_keys_idx" ON "properties" USING gin (property_search_keys("agency_id", "search_text", "flags", "service_facets"));--> statement-breakpoint
-- Every search of properties now reads the keys; the flags' and service facets' own indexes
-- still serve a facet without a search.
DROP INDEX IF EXISTS "properties_agency_search_facets_idx";
