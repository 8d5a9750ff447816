import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { getParam, withParams } from '../../../lib/search-params';

const PROPERTY_MANAGER_PARAM = 'property-manager';
/** Written when the user clears the selector, so the agency's default does not come back. */
const ALL_PROPERTY_MANAGERS = 'all';

/** The chosen property manager (URL `property-manager`, else the agency default); null: all. */
export function usePropertyManagerParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { agencySettings } = useSignedIn();
  const raw = getParam(searchParams, PROPERTY_MANAGER_PARAM);
  let propertyManagerId: number | null;
  if (raw === undefined) propertyManagerId = agencySettings.defaultPropertyManagerId;
  else if (/^\d+$/.test(raw)) propertyManagerId = Number(raw);
  else propertyManagerId = null;

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
