ALTER TABLE "properties" ADD COLUMN "has_overdue_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The dashboard's urgent access-issue tab (GET /v1/agency/access-issues/analytics/urgent) lists
-- the properties with an open case and an OVERDUE service. Its count probed the services of
-- every property with an open case: on a 100,000-property agency with 11,000 of them, 70 ms of
-- SQL per request. Whether a property has an OVERDUE service is now kept on it by the triggers
-- below, and a partial index holds the tab's properties in its order, so its page is an index
-- walk and its count an index-only scan of its own entries. Overdue is the service's status
-- (compliance-definitions' overdueService), which the provider's scheduling sets, not a date the
-- database compares with today, so the kept flag cannot go stale as days pass; it changes
-- exactly when a service's status does. has-overdue-service.test.ts checks it against the rule.
CREATE FUNCTION property_has_overdue_service(p_agency_id integer, p_property_id integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM property_services
                  WHERE agency_id = p_agency_id AND property_id = p_property_id
                    AND status = 'OVERDUE')
$$;--> statement-breakpoint
-- Refreshes the properties whose services a statement added, removed, moved or changed the
-- status of: one statement-level trigger per event, as 0006's and 0031's, and an update counts
-- only where the status or the property changed (a trigger with transition tables takes no
-- column list).
CREATE FUNCTION refresh_property_has_overdue_service() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agency_ids integer[];
  property_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM new_rows WHERE status = 'OVERDUE') changed;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT n.agency_id, n.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (n.status, n.property_id, n.agency_id)
                   IS DISTINCT FROM (o.status, o.property_id, o.agency_id)
            UNION
            SELECT o.agency_id, o.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (n.status, n.property_id, n.agency_id)
                   IS DISTINCT FROM (o.status, o.property_id, o.agency_id)) changed;
  ELSE
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM old_rows WHERE status = 'OVERDUE') changed;
  END IF;
  IF agency_ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE properties p
     SET has_overdue_service = f.overdue
    FROM (
      SELECT c.agency_id, c.property_id,
             property_has_overdue_service(c.agency_id, c.property_id) AS overdue
        FROM unnest(agency_ids, property_ids) AS c(agency_id, property_id)
    ) f
   WHERE p.agency_id = f.agency_id AND p.id = f.property_id
     AND p.has_overdue_service IS DISTINCT FROM f.overdue;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER property_services_overdue_insert AFTER INSERT ON property_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_has_overdue_service();--> statement-breakpoint
CREATE TRIGGER property_services_overdue_update AFTER UPDATE ON property_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_has_overdue_service();--> statement-breakpoint
CREATE TRIGGER property_services_overdue_delete AFTER DELETE ON property_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_has_overdue_service();--> statement-breakpoint
-- The services already there. Row-level security is forced on both tables and binds their
-- owner when it is no superuser (a managed PostgreSQL's): lifted for the backfill, within the
-- migration's transaction, so it reaches every agency's rows.
ALTER TABLE "properties" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "property_services" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE properties p SET has_overdue_service = true
 WHERE EXISTS (SELECT 1 FROM property_services s
                WHERE s.agency_id = p.agency_id AND s.property_id = p.id AND s.status = 'OVERDUE');--> statement-breakpoint
ALTER TABLE "properties" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "property_services" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "properties_agency_urgent_access_issue_idx" ON "properties" USING btree ("agency_id",("access_status" <> 'SUSPENDED'),"access_issue_open_since","id","property_manager_id") WHERE access_issue_open_since is not null and has_overdue_service;--> statement-breakpoint
-- The planner's figures for the new column and index.
ANALYZE "properties";
--> statement-breakpoint
-- The reported-findings list (GET /v1/reported-findings) and the dashboard's urgent tab group the
-- agency's open findings by property and service and order the groups by urgency and oldest
-- booking: with the findings of the bench's large agency (22,000 open of 35,000), read through
-- (agency, status, is_urgent), each read on the heap and hashed. This index holds the open ones in the
-- grouping's order with the columns the groups read, so the grouping is an index-only walk.
CREATE INDEX "reported_findings_agency_open_groups_idx" ON "reported_findings" USING btree ("agency_id","status","is_dismissed","property_id","service_code","is_urgent","original_booking_date");