ALTER TABLE "properties" ADD COLUMN "access_issue_open_since" timestamp with time zone;--> statement-breakpoint
-- The access-issue lists (GET /v1/agency/access-issues and the dashboard's urgent tab) show the
-- properties with an open case, suspended first, then by their oldest open case. Grouping the
-- agency's open cases to sort them read every one for each page: on a 100,000-property agency
-- with 10,000 open cases, 70-115 ms of SQL per page. The oldest open case's opening is now kept
-- on the property (null when none is open) by the triggers below, and one partial index holds
-- the open properties in the lists' order, so a page is an index walk. The open statuses are
-- compliance-definitions' openAccessIssueCase; access-issue-open-since.test.ts checks the column
-- against it.
CREATE FUNCTION property_access_issue_open_since(p_agency_id integer, p_property_id integer)
RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  SELECT min(opened_at) FROM access_issue_cases
   WHERE agency_id = p_agency_id AND property_id = p_property_id
     AND status IN ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
$$;--> statement-breakpoint
-- Refreshes the properties whose cases a statement opened, resolved, moved or removed: one
-- statement-level trigger per event, as the service facets' (0006), and an update counts only
-- where the status, the opening or the property changed (a trigger with transition tables takes
-- no column list).
CREATE FUNCTION refresh_property_access_issue_open_since() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agency_ids integer[];
  property_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM new_rows) changed;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT n.agency_id, n.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (n.status, n.opened_at, n.property_id, n.agency_id)
                   IS DISTINCT FROM (o.status, o.opened_at, o.property_id, o.agency_id)
            UNION
            SELECT o.agency_id, o.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (n.status, n.opened_at, n.property_id, n.agency_id)
                   IS DISTINCT FROM (o.status, o.opened_at, o.property_id, o.agency_id)) changed;
  ELSE
    SELECT array_agg(agency_id), array_agg(property_id) INTO agency_ids, property_ids
      FROM (SELECT DISTINCT agency_id, property_id FROM old_rows) changed;
  END IF;
  IF agency_ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE properties p
     SET access_issue_open_since = f.open_since
    FROM (
      SELECT c.agency_id, c.property_id,
             property_access_issue_open_since(c.agency_id, c.property_id) AS open_since
        FROM unnest(agency_ids, property_ids) AS c(agency_id, property_id)
    ) f
   WHERE p.agency_id = f.agency_id AND p.id = f.property_id
     AND p.access_issue_open_since IS DISTINCT FROM f.open_since;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER access_issue_cases_open_since_insert AFTER INSERT ON access_issue_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_access_issue_open_since();--> statement-breakpoint
CREATE TRIGGER access_issue_cases_open_since_update AFTER UPDATE ON access_issue_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_access_issue_open_since();--> statement-breakpoint
CREATE TRIGGER access_issue_cases_open_since_delete AFTER DELETE ON access_issue_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_property_access_issue_open_since();--> statement-breakpoint
-- The cases already there. Row-level security is forced on both tables and binds their owner
-- when it is no superuser (a managed PostgreSQL's): lifted for the backfill, within the
-- migration's transaction, so it reaches every agency's rows.
ALTER TABLE "properties" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_issue_cases" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE properties p SET access_issue_open_since = c.open_since
  FROM (SELECT agency_id, property_id, min(opened_at) AS open_since FROM access_issue_cases
         WHERE status IN ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
         GROUP BY agency_id, property_id) c
 WHERE p.agency_id = c.agency_id AND p.id = c.property_id;--> statement-breakpoint
ALTER TABLE "properties" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_issue_cases" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "properties_agency_access_issue_open_idx" ON "properties" USING btree ("agency_id",("access_status" <> 'SUSPENDED'),"access_issue_open_since","id","property_manager_id","is_managed") WHERE access_issue_open_since is not null;--> statement-breakpoint
-- The planner's figures for the new column and index (the backfill changed too few rows for
-- autovacuum to analyze a large table soon): without them it takes every property for open and
-- plans the page's service look-ups as a hash of all the agency's services.
ANALYZE "properties";
