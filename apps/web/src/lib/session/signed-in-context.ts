import {
  AUTH_MESSAGES,
  type TActiveExperiments,
  type TAgencySettings,
  type TSession,
  type TUserAgency,
} from '@portal/contracts';
import { createContext, useContext } from 'react';

/** What every signed-in page may rely on; the shell provides it once everything has loaded. */
export interface SignedInValue {
  session: TSession;
  /** The user's agencies (portfolios), the current one first. */
  agencies: readonly TUserAgency[];
  experiments: TActiveExperiments;
  agencySettings: TAgencySettings;
  /** The agency has an active property-software integration (new managements, stat cards). */
  isIntegrated: boolean;
  /** The last re-read of the session failed: pages stay, the shell shows the expiry banner. */
  isSessionExpired: boolean;
  /** Opens the Switch Portfolio panel (the dashboard offers it too). */
  openSwitchPortfolio: () => void;
}

export const SignedInContext = createContext<SignedInValue | null>(null);

export function useSignedIn(): SignedInValue {
  const value = useContext(SignedInContext);
  if (!value) throw new Error(AUTH_MESSAGES.noUserSession);
  return value;
}
