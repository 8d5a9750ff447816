import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withPage } from '../../../lib/property-filters';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import {
  parseOtherProvidersParams,
  withOtherProvidersChange,
  withoutOtherProvidersFilters,
  type OtherProvidersFilterChange,
} from '../utils/other-providers-params';

/**
 * The other providers' filters, read from and written to the URL: every change is a new
 * history entry (Back restores the previous view), except corrections such as clamping the page.
 */
export function useOtherProvidersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useSignedIn().session.complianceAgencyState;
  const filters = useMemo(
    () => parseOtherProvidersParams(searchParams, state),
    [searchParams, state],
  );

  const change = useCallback(
    (patch: OtherProvidersFilterChange) => {
      setSearchParams(
        (current) =>
          withOtherProvidersChange(current, parseOtherProvidersParams(current, state), patch),
        { flushSync: true },
      );
    },
    [state, setSearchParams],
  );
  const setPage = useCallback(
    (page: number, { replace = false } = {}) => {
      setSearchParams((current) => withPage(current, page), { replace, flushSync: true });
    },
    [setSearchParams],
  );
  const reset = useCallback(() => {
    setSearchParams((current) => withoutOtherProvidersFilters(current), { flushSync: true });
  }, [setSearchParams]);

  return { filters, state, change, setPage, reset };
}
