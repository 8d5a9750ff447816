-- The required updates (GET /v1/update/summary) are the portfolio properties with the lease flag
-- or a service of the provider waiting for details. The second half lived only in
-- property_services, so a page looked up every match's property row to sort it by address: on a
-- 100,000-property agency 1,667 rows, 8,500 buffers and 15 ms for the page of 20 and its count,
-- and 75 ms at p95 with 8 requests at once. The service half is now kept on the property too, in
-- service_facets as 'UpdatesRequired' by the triggers of migration 0006 (no facet of the
-- portfolio asks for it), and one partial index holds the required updates in address order with
-- the columns of the manager, portfolio and facet filters, so the page and its count are one
-- index-only scan.
CREATE OR REPLACE FUNCTION property_service_facets(p_agency_id integer, p_property_id integer)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_remove(ARRAY[
    CASE WHEN bool_or(is_managed_by_provider AND status NOT IN ('CANCELLED', 'NOT_ENROLLED')
                      AND status = 'OVERDUE') THEN 'Overdue' END,
    CASE WHEN bool_or(NOT is_managed_by_provider AND supplier_name IS NULL) THEN 'MissingSupplier' END,
    CASE WHEN bool_or(status IN ('BOOKED_IN', 'REBOOKING_IN_PROGRESS')) THEN 'BookingInProgress' END,
    CASE WHEN bool_or(status = 'CANCELLED') THEN 'CancelledServices' END,
    CASE WHEN bool_or(is_managed_by_provider AND status = 'UPDATES_REQUIRED') THEN 'UpdatesRequired' END
  ], NULL), '{}')
  FROM property_services
  WHERE agency_id = p_agency_id AND property_id = p_property_id
$$;--> statement-breakpoint
UPDATE properties p SET service_facets = property_service_facets(p.agency_id, p.id)
 WHERE EXISTS (SELECT 1 FROM property_services s WHERE s.agency_id = p.agency_id
                 AND s.property_id = p.id AND s.is_managed_by_provider
                 AND s.status = 'UPDATES_REQUIRED');--> statement-breakpoint
CREATE INDEX "properties_agency_required_updates_idx" ON "properties" USING btree ("agency_id","address_line1","id","property_manager_id","is_managed","flags","service_facets") WHERE flags @> '{LEASE_AGREEMENT_UPDATE_REQUIRED}'::text[] or service_facets @> '{UpdatesRequired}'::text[];
