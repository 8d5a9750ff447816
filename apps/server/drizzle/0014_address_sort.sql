-- Lists sort addresses as people read them: street name, then house number as a number, then
-- unit ('2 Smith St' before '10 Smith St'; '10 Smith St', '1/10 Smith St', '2/10 Smith St').
-- Sorting address_line1 as text put '10 Smith St' before '2 Smith St' and grouped units under
-- their unit number. The key is computed once per write, as a stored generated column, and the
-- lists' indexes lead with it, so a page of a 100,000-property agency is still an index walk.
-- address_line1 reads '[prefix ][unit/ or unit, ]number[letter][-number] street' ('4/27 Station
-- Street', 'Unit 4, 27 Station Street', 'Level 2, 145 Swan Street', '12A Smith St', '1-3 Rose
-- Lane'); the key is 'street number+letter unit', numbers zero-padded to ten digits so that
-- text order is numeric order (the database's collation is C). A line without a house number
-- sorts by its own words.
CREATE FUNCTION address_sort_key(line text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE WHEN m IS NULL THEN lower(btrim(line))
    ELSE m[4] || ' ' || lpad(m[2], greatest(10, length(m[2])), '0') || m[3] || ' '
         || lpad(coalesce(m[1], ''), greatest(10, length(coalesce(m[1], ''))), '0')
  END
  FROM (SELECT regexp_match(lower(btrim(line)),
    '^(?:[a-z]+\.?\s+)?(?:(\d+)[a-z]?\s*[/,]\s*)?(\d+)([a-z]?)(?:\s*-\s*\d+[a-z]?)?\s+(.+)$') AS m) AS parsed
$$;--> statement-breakpoint
DROP INDEX "non_managed_properties_agency_address_idx";--> statement-breakpoint
DROP INDEX "properties_agency_address_idx";--> statement-breakpoint
DROP INDEX "properties_agency_next_due_idx";--> statement-breakpoint
DROP INDEX "properties_agency_required_updates_idx";--> statement-breakpoint
ALTER TABLE "non_managed_properties" ADD COLUMN "address_sort" text GENERATED ALWAYS AS (address_sort_key(address_line1)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_sort" text GENERATED ALWAYS AS (address_sort_key(address_line1)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "non_managed_properties_agency_address_sort_idx" ON "non_managed_properties" USING btree ("agency_id","address_sort","id");--> statement-breakpoint
CREATE INDEX "properties_agency_address_sort_idx" ON "properties" USING btree ("agency_id","address_sort","id");--> statement-breakpoint
CREATE INDEX "properties_agency_next_due_idx" ON "properties" USING btree ("agency_id","next_service_due","address_sort","id");--> statement-breakpoint
CREATE INDEX "properties_agency_required_updates_idx" ON "properties" USING btree ("agency_id","address_sort","id","property_manager_id","is_managed","flags","service_facets") WHERE flags @> '{LEASE_AGREEMENT_UPDATE_REQUIRED}'::text[] or service_facets @> '{UpdatesRequired}'::text[];