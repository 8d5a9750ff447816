ALTER TABLE "properties" ADD COLUMN "service_facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The portfolio facets that follow from a property's services, kept on the property so a facet
-- is one GIN index lookup (with the address search, a bitmap AND) rather than a probe of every
-- candidate's services. The rules are lib/compliance-definitions.ts's (activeService,
-- overdueService, bookingInProgress, the missing-supplier and cancelled facets); the portfolio
-- tests check the lists against them written independently.
CREATE FUNCTION property_service_facets(p_agency_id integer, p_property_id integer)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_remove(ARRAY[
    CASE WHEN bool_or(is_managed_by_provider AND status NOT IN ('CANCELLED', 'NOT_ENROLLED')
                      AND status = 'OVERDUE') THEN 'Overdue' END,
    CASE WHEN bool_or(NOT is_managed_by_provider AND supplier_name IS NULL) THEN 'MissingSupplier' END,
    CASE WHEN bool_or(status IN ('BOOKED_IN', 'REBOOKING_IN_PROGRESS')) THEN 'BookingInProgress' END,
    CASE WHEN bool_or(status = 'CANCELLED') THEN 'CancelledServices' END
  ], NULL), '{}')
  FROM property_services
  WHERE agency_id = p_agency_id AND property_id = p_property_id
$$;--> statement-breakpoint
-- Refreshes the properties whose services a statement changed: one statement-level trigger per
-- event (a trigger with transition tables takes one event), so a bulk insert of services
-- refreshes each property once.
CREATE FUNCTION refresh_property_service_facets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agency_ids integer[];
  property_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM new_rows) changed;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT agency_id, property_id FROM new_rows
            UNION SELECT agency_id, property_id FROM old_rows) changed;
  ELSE
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM old_rows) changed;
  END IF;
  UPDATE properties p
     SET service_facets = f.facets
    FROM (
      SELECT c.agency_id, c.property_id,
             property_service_facets(c.agency_id, c.property_id) AS facets
        FROM unnest(agency_ids, property_ids) AS c(agency_id, property_id)
    ) f
   WHERE p.agency_id = f.agency_id AND p.id = f.property_id
     AND p.service_facets IS DISTINCT FROM f.facets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER property_services_facets_insert AFTER INSERT ON property_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_service_facets();--> statement-breakpoint
CREATE TRIGGER property_services_facets_update AFTER UPDATE ON property_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_service_facets();--> statement-breakpoint
CREATE TRIGGER property_services_facets_delete AFTER DELETE ON property_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_service_facets();--> statement-breakpoint
UPDATE properties p SET service_facets = property_service_facets(p.agency_id, p.id)
 WHERE EXISTS (SELECT 1 FROM property_services s WHERE s.agency_id = p.agency_id AND s.property_id = p.id);--> statement-breakpoint
-- As the flags' index (0001): agency_id first through btree_gin, when the extension is there.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    CREATE INDEX IF NOT EXISTS "properties_agency_service_facets_idx" ON "properties" USING gin ("agency_id", "service_facets");
  END IF;
END
$$;
