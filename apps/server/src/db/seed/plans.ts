import {
  integrationSourceLabels,
  type TAgencyFeatureFlag,
  type TExperiment,
  type TIntegrationSource,
  type TStateCode,
} from '@portal/contracts';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'demo';

export interface DemoUserPlan {
  username: string;
  displayName: string;
  email: string;
  phone: string | null;
  isProviderStaff?: boolean;
  disabled?: boolean;
  experiments: Partial<Record<TExperiment, boolean>>;
}

interface MemberPlan {
  username: string;
  isMaster: boolean;
  /** The user is this property manager of the agency (index into its managers). */
  managerIndex?: number;
  /** The user's dashboard defaults to their own property manager. */
  defaultsToOwnManager?: boolean;
}

interface IntegrationPlan {
  source: TIntegrationSource;
  isActive: boolean;
  failureRate: number;
}

export interface AgencyPlan {
  name: string;
  state: TStateCode;
  office: { addressLine1: string; suburb: string; postcode: string; phone: string };
  emailDomain: string;
  /** Mailboxes set up on the domain (null: the domain is not set up). */
  emailAccounts: string[] | null;
  portalEmailEnabled: boolean;
  serviceReportsAutoOwnerEmailEnabled: boolean;
  licence: string;
  properties: number;
  /** Names of the first managers (the users who are managers); the rest are generated. */
  managerNames: string[];
  managers: number;
  defaultManagerIndex: number | null;
  integrations: IntegrationPlan[];
  /** The provider mirrors the whole portfolio and the agency shows it. */
  mirroring: boolean;
  otherProviderProperties: number;
  newManagements: number;
  allowAgencyPortalBooking: boolean;
  featureFlags: TAgencyFeatureFlag[];
  members: MemberPlan[];
}

const PROBLEM_REGISTER_ON: Partial<Record<TExperiment, boolean>> = {
  ProblemRegister: true,
  AgencyEntryMethod: true,
  AgencyCompliancePortalAdvancedAnalytics: true,
};

export const DEMO_USERS: DemoUserPlan[] = [
  {
    username: 'demo.master',
    displayName: 'Alex Morgan',
    email: 'alex.morgan@yarrabendpm.com.au',
    phone: '+61412345678',
    experiments: {
      ...PROBLEM_REGISTER_ON,
      DownloadEmailFile: true,
      PortfolioMirroring: true,
      PropertyDetailsPage: true,
    },
  },
  {
    username: 'demo.manager',
    displayName: 'Jordan Lee',
    email: 'jordan.lee@yarrabendpm.com.au',
    phone: '+61423456789',
    experiments: {
      ProblemRegister: false,
      AgencyEntryMethod: false,
      AgencyCompliancePortalAdvancedAnalytics: false,
      PropertyDetailsPage: true,
    },
  },
  {
    username: 'demo.staff',
    displayName: 'Sam Taylor',
    email: 'sam.taylor@provider.example',
    phone: null,
    isProviderStaff: true,
    experiments: {},
  },
  {
    username: 'olivia.chen',
    displayName: 'Olivia Chen',
    email: 'olivia.chen@yarrabendpm.com.au',
    phone: '+61434567890',
    // Without PropertyDetailsPage: property links lead to the compliance system.
    experiments: { ProblemRegister: true, PropertyDetailsPage: false },
  },
  {
    username: 'liam.walsh',
    displayName: 'Liam Walsh',
    email: 'liam.walsh@yarrabendpm.com.au',
    phone: '+61405678901',
    experiments: { AgencyEntryMethod: true },
  },
  {
    username: 'priya.sharma',
    displayName: 'Priya Sharma',
    email: 'priya.sharma@harbourcityrealty.com.au',
    phone: '+61456789012',
    experiments: { AgencyEntryMethod: true, AgencyCompliancePortalAdvancedAnalytics: true },
  },
  {
    username: 'tom.nguyen',
    displayName: 'Tom Nguyen',
    email: 'tom.nguyen@harbourcityrealty.com.au',
    phone: '+61467890123',
    experiments: {},
  },
  {
    username: 'grace.obrien',
    displayName: "Grace O'Brien",
    email: 'grace.obrien@harbourcityrealty.com.au',
    phone: null,
    disabled: true,
    experiments: {},
  },
  {
    username: 'mia.robinson',
    displayName: 'Mia Robinson',
    email: 'mia.robinson@riversidepp.com.au',
    phone: '+61478901234',
    experiments: { ProblemRegister: true, AgencyEntryMethod: true },
  },
  {
    username: 'noah.kelly',
    displayName: 'Noah Kelly',
    email: 'noah.kelly@riversidepp.com.au',
    phone: '+61489012345',
    experiments: {},
  },
];

const ALL_FEATURES: TAgencyFeatureFlag[] = [
  'PORTAL_ACCESS',
  'PORTFOLIO_MIRRORING',
  'PROPERTY_DETAILS',
  'DOWNLOAD_EMAIL',
  'ENTRY_METHOD',
  'CORPORATE_DASHBOARD',
  'ADVANCED_ANALYTICS',
  'PROBLEM_REGISTER',
  'ALLOW_AGENCY_PORTAL_BOOKING',
];

/**
 * Three agencies: VIC integrated with PropertyMe and mirroring its whole portfolio (so it has
 * other-provider properties and new managements); NSW with no integration; QLD integrated with
 * PropertyTree (uploads fail now and then), emails from the portal disabled.
 */
export const DEMO_AGENCIES: AgencyPlan[] = [
  {
    name: 'Yarra Bend Property Management',
    state: 'VIC',
    office: {
      addressLine1: 'Level 2, 145 Swan Street',
      suburb: 'Richmond',
      postcode: '3121',
      phone: '+61394281200',
    },
    emailDomain: 'yarrabendpm.com.au',
    emailAccounts: [
      'alex.morgan@yarrabendpm.com.au',
      'jordan.lee@yarrabendpm.com.au',
      'olivia.chen@yarrabendpm.com.au',
      'rentals@yarrabendpm.com.au',
    ],
    portalEmailEnabled: true,
    serviceReportsAutoOwnerEmailEnabled: true,
    licence: '081234L',
    properties: 300,
    managerNames: ['Jordan Lee', 'Olivia Chen', 'Liam Walsh'],
    managers: 6,
    defaultManagerIndex: null,
    integrations: [{ source: 'PROPERTYME', isActive: true, failureRate: 0 }],
    mirroring: true,
    otherProviderProperties: 90,
    newManagements: 16,
    allowAgencyPortalBooking: true,
    featureFlags: ALL_FEATURES,
    members: [
      { username: 'demo.master', isMaster: true },
      { username: 'demo.manager', isMaster: false, managerIndex: 0, defaultsToOwnManager: true },
      { username: 'olivia.chen', isMaster: true, managerIndex: 1 },
      { username: 'liam.walsh', isMaster: false, managerIndex: 2 },
    ],
  },
  {
    name: 'Harbour City Realty',
    state: 'NSW',
    office: {
      addressLine1: '88 Crown Street',
      suburb: 'Surry Hills',
      postcode: '2010',
      phone: '+61292114400',
    },
    emailDomain: 'harbourcityrealty.com.au',
    emailAccounts: ['tom.nguyen@harbourcityrealty.com.au', 'leasing@harbourcityrealty.com.au'],
    portalEmailEnabled: true,
    serviceReportsAutoOwnerEmailEnabled: true,
    licence: '10098765',
    properties: 260,
    managerNames: ['Priya Sharma', 'Tom Nguyen', "Grace O'Brien"],
    managers: 5,
    defaultManagerIndex: 0,
    integrations: [],
    mirroring: false,
    otherProviderProperties: 0,
    newManagements: 0,
    allowAgencyPortalBooking: true,
    featureFlags: [
      'PORTAL_ACCESS',
      'PROPERTY_DETAILS',
      'ENTRY_METHOD',
      'ALLOW_AGENCY_PORTAL_BOOKING',
    ],
    members: [
      { username: 'demo.master', isMaster: true },
      { username: 'priya.sharma', isMaster: true, managerIndex: 0 },
      { username: 'tom.nguyen', isMaster: false, managerIndex: 1, defaultsToOwnManager: true },
      { username: 'grace.obrien', isMaster: false, managerIndex: 2 },
    ],
  },
  {
    name: 'Riverside Property Partners',
    state: 'QLD',
    office: {
      addressLine1: '21 McLachlan Street',
      suburb: 'Fortitude Valley',
      postcode: '4006',
      phone: '+61732561100',
    },
    emailDomain: 'riversidepp.com.au',
    emailAccounts: null,
    portalEmailEnabled: false,
    serviceReportsAutoOwnerEmailEnabled: false,
    licence: '3456789',
    properties: 250,
    managerNames: ['Mia Robinson', 'Noah Kelly'],
    managers: 4,
    defaultManagerIndex: null,
    integrations: [
      { source: 'PROPERTY_TREE', isActive: true, failureRate: 0 },
      { source: 'MANAGED_APP', isActive: false, failureRate: 0 },
    ],
    mirroring: false,
    otherProviderProperties: 0,
    newManagements: 12,
    allowAgencyPortalBooking: false,
    featureFlags: [
      'PORTAL_ACCESS',
      'PROPERTY_DETAILS',
      'DOWNLOAD_EMAIL',
      'OVERRIDE_BOOKABLE_SERVICES',
    ],
    members: [
      { username: 'demo.master', isMaster: false },
      { username: 'mia.robinson', isMaster: true, managerIndex: 0 },
      { username: 'noah.kelly', isMaster: false, managerIndex: 1 },
    ],
  },
];

export const softwareNameOf = (source: TIntegrationSource) => integrationSourceLabels[source];
