import { z } from 'zod/mini';
import { ZStateCode } from '../enums/states';
import { formatWait } from '../format/wait';

/** The portal's session as the web sees it (GET /v1/auth/session, login, switch). */
export const ZSession = z.object({
  /** A public reference for support (shown on the crash screen); not the cookie's secret. */
  sessionId: z.string(),
  complianceUserId: z.int(),
  complianceAgencyId: z.int(),
  /** The compliance system of the agency's state: its legacy pages (`legacyPaths`). */
  complianceSystemUrl: z.string(),
  /**
   * The compliance system that signed the user in (it may be another state's after a portfolio
   * switch): its sign-in and switch-back.
   */
  signInSystemUrl: z.string(),
  requiresRelogin: z.boolean(),
  isImpersonating: z.boolean(),
  /** The provider staff member viewing as this user, when impersonating. */
  originalComplianceUserId: z.nullable(z.int()),
  complianceUserName: z.string(),
  complianceAgencyName: z.string(),
  complianceAgencyState: ZStateCode,
  isComplianceAgencyUserMaster: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

/** POST /v1/auth/login: what the compliance system handed to /auth/callback. */
export const ZLoginRequest = z.object({
  authToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  complianceSystemSessionId: z.string().check(z.minLength(1), z.maxLength(200)),
  isImpersonating: z._default(z.boolean(), false),
  originalComplianceUserId: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLogoutResponse = z.object({ logoutUrl: z.string() });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

export const SYSTEM_STATUS_CODES = ['AVAILABLE', 'NOT_CONFIGURED'] as const;
export const ZSystemStatusCode = z.enum(SYSTEM_STATUS_CODES);

/** GET /v1/auth/systems: one entry per state. */
export const ZSystemStatus = z.object({
  stateId: z.int(),
  state: ZStateCode,
  systemUrl: z.nullable(z.string()),
  status: ZSystemStatusCode,
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** GET /v1/auth/agencies: the user's agencies (portfolios). */
export const ZUserAgency = z.object({
  complianceAgencyId: z.int(),
  complianceAgencyName: z.string(),
  complianceAgencyState: ZStateCode,
});
export type TUserAgency = z.infer<typeof ZUserAgency>;

/** PUT /v1/auth/agencies: switch portfolio. */
export const ZSwitchAgencyRequest = z.object({ agencyId: z.int().check(z.positive()) });

/** GET /v1/me/agency-settings. */
export const ZAgencySettings = z.object({
  defaultPropertyManagerId: z.nullable(z.int()),
  showPortfolioMirroring: z.boolean(),
});
export type TAgencySettings = z.infer<typeof ZAgencySettings>;

/** The texts of the sign-in flow, used by both the portal and the built-in systems. */
export const AUTH_MESSAGES = {
  /** Every 401 of a call that needs a session, and the notice the web shows when one ends. */
  sessionEnded: 'Your session has expired. Please sign in again.',
  failedToLogin: 'Failed to login',
  failedToLogout: 'Failed to logout',
  failedToSwitchAgency: 'Failed to switch agency',
  failedToSwitchPortfolio: 'Failed to switch portfolio',
  /** A sign-in whose callback reached a browser other than the one that signed in. */
  signInFromAnotherBrowser: 'This sign-in was started in another browser',
  noUserSession: 'No user session',
  noSystemUrl: (state: string) => `No system url defined for state ${state}`,
  impersonating: 'You are currently viewing the compliance portal as another user',
  invalidCredentials: 'The username or password is incorrect.',
  /** A throttled sign-in: how long to wait, in words (the answer's Retry-After has the seconds). */
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${formatWait(seconds)} and try again.`,
} as const;

/** Query parameters of the sign-in round trip (spec 1-foundation section 2). */
export const AUTH_PARAMS = {
  token: 'token',
  state: 'state',
  impersonating: '__acp_impersonating',
  complianceSessionId: '__acp_compliance_session_id',
  originalUserId: '__acp_original_user_id',
  stateId: '__acp_state_id',
  agencyId: '__acp_agency_id',
  redirect: 'redirect',
  logoutUrl: 'logout_url',
  message: 'message',
} as const;
