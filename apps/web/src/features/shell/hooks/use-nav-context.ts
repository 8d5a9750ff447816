import { useSignedIn } from '../../../lib/session/signed-in-context';
import type { NavContext } from '../nav/visible-nav-items';

/** What the navigation's rules look at, from the signed-in user's session. */
export function useNavContext(): NavContext {
  const { session, agencies, experiments } = useSignedIn();
  return {
    state: session.complianceAgencyState,
    isMaster: session.isComplianceAgencyUserMaster,
    experiments,
    isImpersonating: session.isImpersonating,
    agencyCount: agencies.length,
  };
}
