import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { getParam, withParams } from '../../../lib/search-params';

const PROPERTY_MANAGER_PARAM = 'property-manager';
/** Written when the user clears the selector, so the agency's default does not come back. */
const ALL_PROPERTY_MANAGERS = 'all';

/** The chosen property manager (URL `property-manager`, else the agency default); null: all. */
export function propertyManagerIdOf(
  searchParams: URLSearchParams,
  defaultPropertyManagerId: number | null,
): number | null {
  const raw = getParam(searchParams, PROPERTY_MANAGER_PARAM);
  if (raw === undefined) return defaultPropertyManagerId;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The chosen property manager (propertyManagerIdOf) and a setter that writes it to the URL. */
export function usePropertyManagerParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { agencySettings } = useSignedIn();
  const propertyManagerId = propertyManagerIdOf(
    searchParams,
    agencySettings.defaultPropertyManagerId,
  );

  const setPropertyManagerId = useCallback(
    (id: number | null) => {
      setSearchParams(
        (current) => withParams(current, { [PROPERTY_MANAGER_PARAM]: id ?? ALL_PROPERTY_MANAGERS }),
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { propertyManagerId, setPropertyManagerId };
}
