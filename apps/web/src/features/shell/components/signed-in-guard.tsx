import { useDisclosure } from '@mantine/hooks';
import type { TAgencySettings, TUserAgency } from '@portal/contracts';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { replaceLocation } from '../../../lib/browser';
import { appPaths } from '../../../lib/paths';
import { useActiveExperiments } from '../../../lib/session/get-active-experiments';
import { useAgencies } from '../../../lib/session/get-agencies';
import { useAgencySettings } from '../../../lib/session/get-agency-settings';
import { hasActiveIntegration, useIntegrations } from '../../../lib/session/get-integrations';
import { useSession } from '../../../lib/session/get-session';
import { currentPath } from '../../../lib/session/return-path';
import { SignedInContext, type SignedInValue } from '../../../lib/session/signed-in-context';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useAgencyFromUrl } from '../hooks/use-agency-from-url';
import { reloginTarget } from '../relogin-target';
import { LoadingScreen } from './loading-screen';

// Loaded when first opened, not with every signed-in page.
const SwitchPortfolioDrawer = lazy(() =>
  import('./switch-portfolio-drawer').then((module) => ({ default: module.SwitchPortfolioDrawer })),
);

const NO_AGENCIES: readonly TUserAgency[] = [];

// Used when the agency settings cannot be read: the pages' own defaults.
const NO_AGENCY_SETTINGS: TAgencySettings = {
  defaultPropertyManagerId: null,
  showPortfolioMirroring: false,
};

/**
 * Lets the signed-in pages render only with a usable session: a loading screen while the
 * session and what hangs off it load, the sign-in page when there is no session, the
 * compliance system when it must be signed into again. A session lost later keeps the page
 * (the shell shows the expiry banner instead).
 */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const relogin = session.data ? reloginTarget(session.data, location) : undefined;
  // The rest needs a session the API accepts; one awaiting a new sign-in is refused there.
  const usable = session.data !== undefined && relogin === undefined;
  const agencies = useAgencies({ enabled: usable });
  const experiments = useActiveExperiments({ enabled: usable });
  const agencySettings = useAgencySettings({ enabled: usable });
  // Read with the rest, so pages shaped by it (the dashboard) draw once, in their final layout.
  const integrations = useIntegrations({ enabled: usable });
  const [switchOpened, switchPanel] = useDisclosure(false);
  const switchMounted = useOpenedOnce(switchOpened);

  useEffect(() => {
    if (relogin) replaceLocation(relogin);
  }, [relogin]);

  // A failed agencies call leaves an empty list rather than a page that never loads.
  const agencyList = agencies.isPending ? undefined : (agencies.data ?? NO_AGENCIES);
  const switchingFromUrl = useAgencyFromUrl(session.data, agencyList);

  const value = useMemo<SignedInValue | null>(() => {
    if (
      !session.data ||
      !agencyList ||
      experiments.isPending ||
      agencySettings.isPending ||
      integrations.isPending
    ) {
      return null;
    }
    return {
      session: session.data,
      agencies: agencyList,
      experiments: experiments.data ?? {},
      agencySettings: agencySettings.data ?? NO_AGENCY_SETTINGS,
      isIntegrated: hasActiveIntegration(integrations.data),
      isSessionExpired: session.isError,
      openSwitchPortfolio: switchPanel.open,
    };
  }, [
    session.data,
    session.isError,
    agencyList,
    experiments.isPending,
    experiments.data,
    agencySettings.isPending,
    agencySettings.data,
    integrations.isPending,
    integrations.data,
    switchPanel.open,
  ]);

  if (session.isPending) return <LoadingScreen />;
  if (!session.data) {
    return <Navigate to={appPaths.auth.login({ redirect: currentPath(location) })} replace />;
  }
  if (relogin || switchingFromUrl || !value) return <LoadingScreen />;
  return (
    <SignedInContext.Provider value={value}>
      {children}
      {switchMounted ? (
        <Suspense fallback={null}>
          <SwitchPortfolioDrawer opened={switchOpened} onClose={switchPanel.close} />
        </Suspense>
      ) : null}
    </SignedInContext.Provider>
  );
}
