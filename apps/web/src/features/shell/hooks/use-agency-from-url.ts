import { AUTH_MESSAGES, AUTH_PARAMS, type TSession, type TUserAgency } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { getIntParam } from '../../../lib/search-params';
import { withoutParams } from '../../../lib/session/return-path';
import { useSwitchAgency } from '../../../lib/session/switch-agency';

/**
 * Honours `__acp_agency_id` on arrival: switches to that agency when it is one of the user's
 * and not the current one, then drops the parameter. Returns true while that is under way.
 * `agencies` is undefined until the user's agencies are known.
 */
export function useAgencyFromUrl(
  session: TSession | undefined,
  agencies: readonly TUserAgency[] | undefined,
): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutateAsync: switchAgency } = useSwitchAgency();
  const raw = new URLSearchParams(location.search).get(AUTH_PARAMS.agencyId);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (raw === null || !session || !agencies || handled.current === raw) return;
    handled.current = raw;
    const agencyId = getIntParam(new URLSearchParams(location.search), AUTH_PARAMS.agencyId);
    const dropParam = () =>
      navigate(
        {
          pathname: location.pathname,
          search: withoutParams(location.search, [AUTH_PARAMS.agencyId]),
          hash: location.hash,
        },
        { replace: true },
      );
    const known = agencies.some((agency) => agency.complianceAgencyId === agencyId);
    if (agencyId === undefined || !known || agencyId === session.complianceAgencyId) {
      void dropParam();
      return;
    }
    void switchAgency({ agencyId }).then(dropParam, () =>
      navigate(appPaths.auth.error(AUTH_MESSAGES.failedToSwitchPortfolio), { replace: true }),
    );
  }, [raw, session, agencies, location, navigate, switchAgency]);

  return raw !== null;
}
