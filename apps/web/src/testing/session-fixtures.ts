import type { TAgencySettings, TSession, TSystemStatus, TUserAgency } from '@portal/contracts';
import { authCalls, metaCalls, settingsCalls, STATES } from '@portal/contracts';
import { fail, mockApi, on } from './mock-api';
import { buildPortalConfig } from './settings-fixtures';

export function buildSession(overrides: Partial<TSession> = {}): TSession {
  return {
    sessionId: 'sess-abc-123',
    complianceUserId: 11,
    complianceAgencyId: 1,
    complianceSystemUrl: '/cs/vic',
    signInSystemUrl: '/cs/vic',
    requiresRelogin: false,
    isImpersonating: false,
    originalComplianceUserId: null,
    complianceUserName: 'Alex Morgan',
    complianceAgencyName: 'Yarra Bend Property Management',
    complianceAgencyState: 'VIC',
    isComplianceAgencyUserMaster: true,
    ...overrides,
  };
}

export function buildAgencies(count: number): TUserAgency[] {
  return Array.from({ length: count }, (_, index) => ({
    complianceAgencyId: index + 1,
    complianceAgencyName: `Agency ${index + 1}`,
    complianceAgencyState: 'VIC',
  }));
}

export const DEMO_AGENCIES: TUserAgency[] = [
  {
    complianceAgencyId: 1,
    complianceAgencyName: 'Yarra Bend Property Management',
    complianceAgencyState: 'VIC',
  },
  {
    complianceAgencyId: 2,
    complianceAgencyName: 'Harbour City Realty',
    complianceAgencyState: 'NSW',
  },
  {
    complianceAgencyId: 3,
    complianceAgencyName: 'Riverside Property Partners',
    complianceAgencyState: 'QLD',
  },
];

export const AGENCY_SETTINGS: TAgencySettings = {
  defaultPropertyManagerId: null,
  showPortfolioMirroring: false,
};

/** Every state with a built-in system, except those named. */
export function buildSystems(notConfigured: readonly string[] = []): TSystemStatus[] {
  return STATES.map((state) => {
    const missing = notConfigured.includes(state.code);
    return {
      stateId: state.id,
      state: state.code,
      systemUrl: missing ? null : `/cs/${state.shortName}`,
      status: missing ? 'NOT_CONFIGURED' : 'AVAILABLE',
    };
  });
}

export interface SignedInApiOptions {
  session?: TSession;
  agencies?: TUserAgency[];
  experiments?: Record<string, boolean>;
}

/** An API answering as for a signed-in user. */
export function mockSignedInApi({
  session = buildSession(),
  agencies = DEMO_AGENCIES,
  experiments = {},
}: SignedInApiOptions = {}) {
  return mockApi(
    on(authCalls.session, session),
    on(authCalls.agencies, agencies),
    // As for demo.manager and demo.master: property links open the portal's property page.
    on(authCalls.activeExperiments, { PropertyDetailsPage: true, ...experiments }),
    on(authCalls.agencySettings, AGENCY_SETTINGS),
    on(settingsCalls.integrations, []),
    on(authCalls.systems, buildSystems()),
    on(metaCalls.portalConfig, buildPortalConfig()),
  );
}

/** An API answering as for a visitor with no session. */
export function mockSignedOutApi() {
  return mockApi(
    on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')),
    on(authCalls.systems, buildSystems()),
  );
}
