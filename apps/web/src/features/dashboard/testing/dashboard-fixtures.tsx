import type {
  TAccessIssueItem,
  TActiveExperiments,
  TAgencySettings,
  TDashboardStats,
  TInvoice,
  TNewManagement,
  TQuoteDetail,
  TReportedFindingGroup,
  TUserAgency,
} from '@portal/contracts';
import { dashboardCalls, metaCalls, settingsCalls } from '@portal/contracts';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderWithProviders } from '../../../testing/render';
import { mockApi, on } from '../../../testing/mock-api';
import { AGENCY_SETTINGS, buildSession, DEMO_AGENCIES } from '../../../testing/session-fixtures';
import { buildPortalConfig, PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { SignedInContext, type SignedInValue } from '../../../lib/session/signed-in-context';
import DashboardPage from '../routes/dashboard';

const emptyList = { items: [], total: 0 };

export function buildStats(
  overrides: Partial<TDashboardStats['actionRequired']> = {},
): TDashboardStats {
  return {
    portfolioStats: {
      TOTAL_PORTFOLIO: 120,
      MANAGED_BY_DI: 100,
      NEW_MANAGEMENT: 4,
      SERVICES_BREAKDOWN: { smoke: 90, gas: 30, electrical: 25, blinds: 5, water: 8, rcd: 12 },
      BOOKING_IN_PROGRESS: 10,
      COMPLIANT: 60,
      PENDING_ITEMS: 10,
      COMPLIANCE_ISSUES: 20,
      UNRESOLVED_ACTIVE_NOTICES: 2,
      UNPAID_OVERDUE_INVOICES: 1,
      NON_COMPLIANT_QUOTATIONS: 3,
    },
    actionRequired: {
      ACTIVE_NOTICES_STATS: { URGENT_NOTICES: 0, NON_URGENT_NOTICES: 0 },
      COMPLIANCE_QUOTES_STATS: { URGENT_QUOTATIONS: 0, NON_URGENT_QUOTATIONS: 0 },
      INVOICES_STATS: { OUTSTANDING_INVOICES: 0, OVERDUE_INVOICES: 0 },
      NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: 0 },
      REPORTED_FINDINGS_STATS: { URGENT_REPORTED_FINDINGS: 0, NON_URGENT_REPORTED_FINDINGS: 0 },
      ...overrides,
    },
    portfolioProperties: {
      PORTFOLIO: 110,
      facets: {
        UrgentAccessIssues: 0,
        NonUrgentAccessIssues: 0,
        UrgentQuotes: 0,
        NonUrgentQuotes: 0,
        UrgentReportedFindings: 0,
        NonUrgentReportedFindings: 0,
        OverdueInvoices: 0,
        OutstandingInvoices: 0,
      },
    },
  };
}

const property = {
  compliancePropertyId: 501,
  addressLine1: '4/27 Station Street',
  addressLine2: 'Richmond VIC 3121',
};

export function buildInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 1,
    invoiceNumber: 'INV-1001',
    pdfUrl: '/invoice.pdf',
    isPaid: false,
    paidAt: null,
    dueDate: '2025-03-01',
    isOverdue: true,
    totalIncGst: '220.00',
    property,
    integration: {
      isUploading: false,
      isUploaded: false,
      isEligibleToUpload: false,
      uploadedAt: null,
      uploadedBy: null,
      lastError: null,
    },
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<TQuoteDetail> = {}): TQuoteDetail {
  return {
    complianceQuoteId: 7,
    quoteNumber: 'Q-77',
    pdfUrl: '/q.pdf',
    approvalUrl: '/approve',
    expiresAt: '2025-04-30',
    property,
    service: { name: 'Smoke Alarms', shortName: 'smoke' },
    quoteSeverity: 'URGENT',
    estimatedPrices: { minimum: null },
    ...overrides,
  };
}

export function buildAccessIssue(overrides: Partial<TAccessIssueItem> = {}): TAccessIssueItem {
  return {
    ...property,
    tags: [],
    occupants: [{ name: 'Sam Tenant' }],
    accessIssues: { problems: [{ publicName: 'No keys available', createdAt: '2025-03-01' }] },
    ...overrides,
  };
}

export function buildReportedFindingGroup(
  overrides: Partial<TReportedFindingGroup> = {},
): TReportedFindingGroup {
  return {
    reportedFindings: [],
    tags: [],
    service: {
      suffix: null,
      tags: [],
      shortName: 'smoke',
      serviceId: 1,
      lastStandardBookingDate: null,
      lastFullServiceBookingDate: null,
    },
    property,
    ...overrides,
  };
}

export function buildNewManagement(overrides: Partial<TNewManagement> = {}): TNewManagement {
  return {
    portfolioPropertyId: 9001,
    address: '12 Smith Street, Fitzroy VIC 3065',
    softwareName: 'PropertyMe',
    firstActiveDate: '2025-03-10',
    isUnderEnrolment: false,
    underEnrolmentAt: null,
    underEnrolmentBy: null,
    ...overrides,
    // Under enrolment with its job order placed, unless the test says otherwise.
    enrolmentStatus:
      overrides.enrolmentStatus ?? (overrides.isUnderEnrolment ? 'IN_PROGRESS' : 'NOT_ENROLLED'),
  };
}

export interface DashboardApiOptions {
  stats?: TDashboardStats;
}

/** Every dashboard call answered: no items anywhere unless the test sets a route. */
export function mockDashboardApi({ stats = buildStats() }: DashboardApiOptions = {}) {
  return mockApi(
    on(dashboardCalls.stats, stats),
    on(dashboardCalls.integratedStats, {
      COMPLIANCE_ISSUES: 0,
      COMPLIANT: 0,
      OVERDUE: 0,
      APPROACHING_NEXT_SERVICE: 0,
      MISSING_SUPPLIER: 0,
      MISSING_LAST_SERVICE_DATE: 0,
      TOTAL: 0,
    }),
    on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
    on(metaCalls.portalConfig, buildPortalConfig()),
    on(dashboardCalls.overdueInvoices, emptyList),
    on(dashboardCalls.urgentQuotes, emptyList),
    on(dashboardCalls.urgentAccessIssues, emptyList),
    on(dashboardCalls.urgentNotices, emptyList),
    on(dashboardCalls.urgentReportedFindings, emptyList),
    on(dashboardCalls.recentNewManagements, emptyList),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderDashboardOptions {
  experiments?: TActiveExperiments;
  agencySettings?: Partial<TAgencySettings>;
  agencies?: readonly TUserAgency[];
  /** The agency has an active integration (the shell reads it before the page draws). */
  isIntegrated?: boolean;
  openSwitchPortfolio?: () => void;
}

/** The dashboard at `path`, signed in, with a probe showing the current URL. */
export function renderDashboard(
  path = '/',
  {
    experiments = {},
    agencySettings = {},
    agencies = DEMO_AGENCIES,
    isIntegrated = false,
    openSwitchPortfolio = () => {},
  }: RenderDashboardOptions = {},
) {
  const value: SignedInValue = {
    session: buildSession(),
    agencies,
    experiments: { PropertyDetailsPage: true, ...experiments },
    agencySettings: { ...AGENCY_SETTINGS, ...agencySettings },
    isIntegrated,
    isSessionExpired: false,
    openSwitchPortfolio,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SignedInContext.Provider value={value}>
            <DashboardPage />
            <LocationProbe />
          </SignedInContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { mantineTestEnv: true }),
  };
}
