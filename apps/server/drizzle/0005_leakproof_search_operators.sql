-- Row-level security evaluates the policy before any condition whose function is not LEAKPROOF,
-- so such a condition cannot be an index condition: the address search (ILIKE, trigram index)
-- and the flag facets (array @>, GIN index) read every property of the agency instead. Neither
-- function can reveal a row's data: ILIKE fails only on a malformed pattern (the searcher's own
-- text) and @> only on arrays of different element types. Marking them LEAKPROOF needs a
-- superuser, as the embedded database's owner is; without one they stay as they are (correct,
-- only slower) and the README says how a database administrator can apply this.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.arraycontains(anyarray, anyarray) LEAKPROOF;
  END IF;
END
$$;
