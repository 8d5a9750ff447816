-- The reported-findings list (GET /v1/reported-findings) and the dashboard's urgent tab group the
-- agency's open findings by property and service and order the groups by urgency and oldest
-- booking: with the findings of the bench's large agency (22,000 open of 35,000), read through
-- (agency, status, is_urgent), each read on the heap and hashed. This index holds the open ones in the
-- grouping's order with the columns the groups read, so the grouping is an index-only walk.
CREATE INDEX "reported_findings_agency_open_groups_idx" ON "reported_findings" USING btree ("agency_id","status","is_dismissed","property_id","service_code","is_urgent","original_booking_date");