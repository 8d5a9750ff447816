import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from './session/signed-in-context';
import {
  parsePropertyFilters,
  propertyFilterContext,
  withFilterChange,
  withoutFilters,
  withPage,
  type PropertyFilterContext,
  type PropertyFilterChange,
} from './property-filters';

/** The agency's state and experiments, which decide the services and facets on offer. */
export function usePropertyFilterContext(): PropertyFilterContext {
  const { session, experiments } = useSignedIn();
  const { state, problemRegister } = propertyFilterContext(
    session.complianceAgencyState,
    experiments,
  );
  return useMemo(() => ({ state, problemRegister }), [state, problemRegister]);
}

/**
 * A property list's filters (/portfolio, /action-required/update), read from and written to the URL: every change is a new history
 * entry (so Back restores the previous view), except corrections such as clamping the page.
 */
export function usePropertyFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const context = usePropertyFilterContext();
  const filters = useMemo(
    () => parsePropertyFilters(searchParams, context),
    [searchParams, context],
  );

  const change = useCallback(
    (patch: PropertyFilterChange, { replace = false } = {}) => {
      // The updater sees this render's params, not queued ones, so the change renders at once
      // (flushSync) rather than in a transition: a second quick change then builds on the first.
      setSearchParams(
        (current) => withFilterChange(current, parsePropertyFilters(current, context), patch),
        { replace, flushSync: true },
      );
    },
    [context, setSearchParams],
  );
  const setPage = useCallback(
    (page: number, { replace = false } = {}) => {
      setSearchParams((current) => withPage(current, page), { replace, flushSync: true });
    },
    [setSearchParams],
  );
  const reset = useCallback(() => {
    setSearchParams((current) => withoutFilters(current), { flushSync: true });
  }, [setSearchParams]);

  return { filters, context, change, setPage, reset };
}
