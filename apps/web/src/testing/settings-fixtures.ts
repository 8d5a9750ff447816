import type {
  TAgencyUsers,
  TIntegration,
  TNotificationSettings,
  TOfficeProfile,
  TPortalConfig,
  TProfile,
  TPropertyManager,
  TUserSettings,
} from '@portal/contracts';

export function buildPortalConfig(overrides: Partial<TPortalConfig> = {}): TPortalConfig {
  return {
    provider: { name: 'Detector Inspector', shortName: 'DI' },
    help: {
      phone: '1300 134 563',
      email: 'help@portal.example.com.au',
      centreUrl: 'https://portal.example.com.au/help',
      accessFormUrl: 'https://portal.example.com.au/request-access',
      forgotUsernameUrl: 'https://portal.example.com.au/forgot-username',
    },
    socialLinks: [
      { label: 'Facebook', url: 'https://www.facebook.com/example' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    ],
    policyLinks: [
      { label: 'Privacy policy', url: 'https://portal.example.com.au/privacy-policy' },
      { label: 'Terms of use', url: 'https://portal.example.com.au/terms-of-use' },
    ],
    licences: [
      { state: 'NSW', number: '123456C' },
      { state: 'VIC', number: 'REC-34567' },
      { state: 'QLD', number: '78901' },
      { state: 'SA', number: 'PGE 245612' },
      { state: 'WA', number: 'EC 012345' },
    ],
    helpLinks: {
      feedbackUrl: 'https://portal.example.com.au/feedback',
      brochuresUrl: 'https://portal.example.com.au/brochures',
      gettingStartedUrl: 'https://portal.example.com.au/help/getting-started',
      smokeAlarmTroubleshootingUrl: 'https://portal.example.com.au/help/smoke-alarms',
      helpCentreUrl: 'https://portal.example.com.au/help',
    },
    maintenanceWindows: [],
    ...overrides,
  };
}

export const PROPERTY_MANAGERS: TPropertyManager[] = [
  { id: 21, name: 'Jordan Lee', email: 'jordan.lee@example.com.au', phone: null },
  { id: 22, name: 'Olivia Chen', email: 'olivia.chen@example.com.au', phone: null },
];

export function buildUserSettings(agency: Partial<TUserSettings['agency']> = {}): TUserSettings {
  return { agency: { defaultPropertyManagerId: null, showPortfolioMirroring: false, ...agency } };
}

export function buildProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    userId: 11,
    username: 'demo.master',
    name: 'Alex Morgan',
    email: 'alex.morgan@example.com.au',
    phone: '+61412345678',
    isMaster: true,
    agencyCount: 3,
    lastSignInAt: '2025-03-25T03:30:00Z',
    ...overrides,
  };
}

export function buildOfficeProfile(overrides: Partial<TOfficeProfile> = {}): TOfficeProfile {
  return {
    agencyId: 1,
    name: 'Yarra Bend Property Management',
    state: 'VIC',
    // As stored: the ABN's 11 digits, the phone in E.164.
    abn: '51824753556',
    address: '1 Collins Street, Melbourne VIC 3000',
    phone: '+61391234567',
    email: 'office@example.com.au',
    licenceNumber: null,
    emailDomain: {
      domain: 'example.com.au',
      setupUrl: 'https://mail.example/domains/example.com.au/setup',
      setupState: 'verified',
      accounts: ['alex.morgan@example.com.au'],
      sendingEnabled: true,
    },
    ...overrides,
  };
}

export function buildIntegration(overrides: Partial<TIntegration> = {}): TIntegration {
  return {
    id: 5,
    source: 'PROPERTYME',
    softwareName: 'PropertyMe',
    connectedAt: '2024-07-09',
    isActive: true,
    ...overrides,
  };
}

export const AGENCY_USERS: TAgencyUsers = {
  users: [
    {
      userId: 11,
      name: 'Alex Morgan',
      username: 'demo.master',
      email: 'alex.morgan@example.com.au',
      role: 'master',
      state: 'active',
      isDisabled: false,
      propertyManagerName: null,
      lastSignInAt: '2025-03-25T03:30:00Z',
      isYou: true,
    },
    {
      userId: 12,
      name: "Grace O'Brien",
      username: 'grace.obrien',
      email: null,
      role: 'standard',
      state: 'deactivated',
      isDisabled: false,
      propertyManagerName: "Grace O'Brien",
      lastSignInAt: null,
      isYou: false,
    },
    {
      userId: 13,
      name: 'Jordan Lee',
      username: 'demo.manager',
      email: 'jordan.lee@example.com.au',
      role: 'standard',
      state: 'active',
      isDisabled: false,
      propertyManagerName: 'Jordan Lee',
      lastSignInAt: '2025-03-24T22:05:00Z',
      isYou: false,
    },
  ],
  invitations: [
    {
      invitationId: 4,
      email: 'new.person@example.com.au',
      role: 'standard',
      invitedAt: '2025-03-20T01:00:00Z',
      expiresAt: '2025-03-27T01:00:00Z',
      invitedByName: 'Alex Morgan',
    },
  ],
};

export function buildNotificationSettings(
  overrides: Partial<TNotificationSettings> = {},
): TNotificationSettings {
  return {
    isServiceReportsAutoOwnerEmailAllowed: true,
    serviceAutoOwnerEmailOptions: [
      { id: 'NOT_ALLOWED', name: 'Not allowed', description: 'No reports are emailed.' },
      {
        id: 'ONLY_COMPLIANT_SERVICE_REPORTS',
        name: 'Only compliant',
        description: 'Only compliant reports are emailed.',
      },
      { id: 'ALL_SERVICE_REPORTS', name: 'All', description: 'Every report is emailed.' },
    ],
    propertyManagers: [
      {
        propertyManagerId: 21,
        name: 'Jordan Lee',
        serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS',
      },
      { propertyManagerId: 22, name: 'Olivia Chen', serviceReportsAutoOwnerEmailPreference: null },
    ],
    ...overrides,
  };
}
