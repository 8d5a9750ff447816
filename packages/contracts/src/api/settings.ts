import { z } from 'zod/mini';
import { ZIntegrationSource } from '../enums/integrations';
import { SERVICE_REPORT_ACCESS_CODES, ZServiceReportAccess } from '../enums/documents';
import { ZStateCode } from '../enums/states';

/** GET /v1/me/settings: the user's preferences for the current agency. */
export const ZUserSettings = z.object({
  agency: z.object({
    defaultPropertyManagerId: z.nullable(z.int()),
    showPortfolioMirroring: z.boolean(),
  }),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** PATCH /v1/me/settings: only what changes. */
export const ZUserSettingsPatch = z.object({
  agency: z.strictObject({
    defaultPropertyManagerId: z.optional(z.nullable(z.int().check(z.positive()))),
    showPortfolioMirroring: z.optional(z.boolean()),
  }),
});
export type TUserSettingsPatch = z.infer<typeof ZUserSettingsPatch>;

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated',
  updateFailed: 'Error updating settings',
  notificationUpdated: 'Notification preference updated',
  notificationUpdateFailed: 'Error updating notification preference',
} as const;

/** GET /v1/agency/property-managers. */
export const ZPropertyManager = z.object({
  id: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type TPropertyManager = z.infer<typeof ZPropertyManager>;

/** GET /v1/agency/integration: the agency's active integrations. */
export const ZIntegration = z.object({
  id: z.int(),
  source: ZIntegrationSource,
  softwareName: z.string(),
  connectedAt: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type TIntegration = z.infer<typeof ZIntegration>;

/** GET /v1/me/profile: Profile and security. */
export const ZProfile = z.object({
  userId: z.int(),
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  isMaster: z.boolean(),
  agencyCount: z.int(),
  lastSignInAt: z.nullable(z.string()),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * The setup of the agency's email domain, which occupant notices are sent from: 'verified' once
 * the domain has verified accounts, 'pending' while it has none yet, 'notSetUp' without a domain.
 */
export const EMAIL_DOMAIN_SETUP_STATES = ['verified', 'pending', 'notSetUp'] as const;
export type TEmailDomainSetupState = (typeof EMAIL_DOMAIN_SETUP_STATES)[number];

export const EMAIL_DOMAIN_SETUP_LABELS: Record<TEmailDomainSetupState, string> = {
  verified: 'Verified',
  pending: 'Pending',
  notSetUp: 'Not set up',
};

/** What the office profile says of each setup state: what to do next. */
export const EMAIL_DOMAIN_SETUP_ADVICE: Record<TEmailDomainSetupState, string> = {
  verified: "Occupant notices can be sent from the domain's verified accounts.",
  pending:
    'The domain is waiting for its first verified account: finish its setup to send occupant notices from it.',
  notSetUp: "Set up an email domain to send occupant notices from your agency's own addresses.",
};

const ZAgencyEmailDomain = z.object({
  domain: z.nullable(z.string()),
  setupUrl: z.nullable(z.string()),
  setupState: z.enum(EMAIL_DOMAIN_SETUP_STATES),
  /** The domain's verified mailboxes. */
  accounts: z.array(z.string()),
  /** Off: 'Sending emails from the Compliance Portal is disabled'. */
  sendingEnabled: z.boolean(),
});

/** GET /v1/agency/profile: Office profile. */
export const ZOfficeProfile = z.object({
  agencyId: z.int(),
  name: z.string(),
  state: ZStateCode,
  abn: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  licenceNumber: z.nullable(z.string()),
  emailDomain: ZAgencyEmailDomain,
});
export type TOfficeProfile = z.infer<typeof ZOfficeProfile>;

/** GET /v1/property-manager/notification-settings. */
export const ZNotificationSettings = z.object({
  isServiceReportsAutoOwnerEmailAllowed: z.boolean(),
  serviceAutoOwnerEmailOptions: z.array(
    z.object({ id: ZServiceReportAccess, name: z.string(), description: z.string() }),
  ),
  propertyManagers: z.array(
    z.object({
      propertyManagerId: z.int(),
      name: z.string(),
      serviceReportsAutoOwnerEmailPreference: z.nullable(ZServiceReportAccess),
    }),
  ),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

const ZLink = z.object({ label: z.string(), url: z.string() });

/** GET /v1/meta/portal: public configuration the shell shows (footer, help, maintenance). */
export const ZPortalConfig = z.object({
  provider: z.object({ name: z.string(), shortName: z.string() }),
  help: z.object({
    phone: z.string(),
    email: z.string(),
    centreUrl: z.string(),
    accessFormUrl: z.string(),
    forgotUsernameUrl: z.string(),
  }),
  socialLinks: z.array(ZLink),
  policyLinks: z.array(ZLink),
  /** Licence numbers shown in the footer, one per state that requires one. */
  licences: z.array(z.object({ state: ZStateCode, number: z.string() })),
  /** The dashboard's help block. */
  helpLinks: z.object({
    feedbackUrl: z.string(),
    brochuresUrl: z.string(),
    gettingStartedUrl: z.string(),
    smokeAlarmTroubleshootingUrl: z.string(),
    helpCentreUrl: z.string(),
  }),
  /** Scheduled maintenance: the dashboard warns until `showUntil` (ISO instants). */
  maintenanceWindows: z.array(
    z.object({
      startsAt: z.string(),
      endsAt: z.string(),
      showUntil: z.string(),
      message: z.string(),
    }),
  ),
});
export type TPortalConfig = z.infer<typeof ZPortalConfig>;

/** POST /v1/events/page-not-found: the 404 page reports what was asked for. */
export const ZPageNotFoundEvent = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2000)),
});

/** One property manager's choice of service reports sent automatically to owners. */
export const ZNotificationPreference = z.object({
  propertyManagerId: z.int().check(z.positive()),
  serviceReportsAutoOwnerEmailPreference: z.enum(SERVICE_REPORT_ACCESS_CODES, {
    error: 'You need to select a sending report preference',
  }),
});
export type TNotificationPreference = z.output<typeof ZNotificationPreference>;

/**
 * Body of POST /v1/property-manager/notification-settings. Unknown keys are refused rather than
 * dropped, so a misspelt field is never silently ignored.
 */
export const ZNotificationPreferences = z.array(z.strictObject(ZNotificationPreference.shape));
