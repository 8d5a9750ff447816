-- Go anywhere by typing (GET /v1/search) finds occupants by the words of their name, their phone
-- numbers, and invoices and quotes by their number, on the session's agency alone. Names and
-- numbers are read through the agency's search keys of migration 0011 (property_search_keys with
-- no flags or facets: '4', and '4 smi' for each trigram of each run of ASCII letters and digits),
-- so a search reads only its own agency's postings of the searched trigrams, never another
-- agency's; the function is already LEAKPROOF where migration 0011 could mark it, so the index
-- serves under row-level security. The search keeps its ILIKE conditions, which decide.
CREATE INDEX IF NOT EXISTS "occupants_search_keys_idx" ON "occupants" USING gin (property_search_keys("agency_id", "name", '{}'::text[], '{}'::text[]));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_search_keys_idx" ON "invoices" USING gin (property_search_keys("agency_id", "invoice_number", '{}'::text[], '{}'::text[]));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_search_keys_idx" ON "quotes" USING gin (property_search_keys("agency_id", "quote_number", '{}'::text[], '{}'::text[]));--> statement-breakpoint
-- Occupants' numbers (E.164) by agency: a whole number is one equality, the start of one a range
-- ('+61412345' to '+61412345:', ':' following the digits), both leakproof comparisons.
CREATE INDEX IF NOT EXISTS "contact_numbers_agency_occupant_number_idx" ON "contact_numbers" USING btree ("agency_id", "number") WHERE occupant_id IS NOT NULL;
