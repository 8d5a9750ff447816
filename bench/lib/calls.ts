import {
  accessIssueCalls,
  analyticsCalls,
  authCalls,
  callUrl,
  dashboardCalls,
  DASHBOARD_BLOCK_PAGE_SIZE,
  NEW_MANAGEMENTS_PAGE_SIZE,
  entryPreferencesCalls,
  formatPhone,
  invoiceCalls,
  nonManagedPropertyCalls,
  noticeCalls,
  portfolioCalls,
  portfolioEvidenceCalls,
  propertyCalls,
  propertyBookingCalls,
  propertyDocumentsCalls,
  quoteCalls,
  reportedFindingCalls,
  savedViewCalls,
  settingsCalls,
  userCalls,
  updateCalls,
  webhookCalls,
} from '@portal/contracts';

export type AgencyName = 'large' | 'small';

/** Values of the large agency that searches and the history look for (run.ts reads them). */
export interface SearchSamples {
  /** An occupant's name ('Thomas Martin'). */
  occupantName: string;
  /** An occupant's phone number in E.164. */
  phone: string;
  /** An invoice's number. */
  invoiceNumber: string;
  /** The property with the longest history (audit log entries). */
  longestHistoryPropertyId: number;
  /** A property of the large agency serviced by another provider (agencyPortfolioPropertyId). */
  nonManagedPropertyId: number;
  /** The property with the most documents. */
  mostDocumentsPropertyId: number;
  /** The path of a calendar feed of all the large agency's properties (public by its secret). */
  calendarFeedPath: string;
  /** A webhook of the large agency with a long delivery log (run.ts makes it). */
  webhookId: number;
}

/** An API call the bench measures, each beside its floor. */
export interface BenchCall {
  name: string;
  /**
   * The URL, given a word of an address of the large agency (for searches), a property of the
   * agency measured that has invoices and notices (for a property's calls) and values of the
   * large agency that searches look for.
   */
  url: (searchWord: string, propertyId: number, samples: SearchSamples) => string;
  agencies: readonly AgencyName[];
}

const block = { query: { page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE } };
const both = ['large', 'small'] as const;
/** The page size of the property view's invoices and quotes. */
const PROPERTY_BILLING_PAGE_SIZE = 5;

/**
 * Every call the bench measures, its URL built from the call's description (contracts). Each one
 * is held to the budgets of every call (budgets.ts's CALL_BUDGET) on the large agency at 8
 * connections, so a call added here has its budget already.
 */
export const CALLS: readonly BenchCall[] = [
  {
    name: 'portfolio (facet + search)',
    url: (word) => callUrl(portfolioCalls.list, { query: { facet: ['Overdue'], query: word } }),
    agencies: both,
  },
  {
    name: 'portfolio (by due date)',
    url: () => callUrl(portfolioCalls.list, { query: { sort: 'due-date', page: 3 } }),
    agencies: both,
  },
  {
    name: 'portfolio (by status)',
    url: () => callUrl(portfolioCalls.list, { query: { sort: '-status', page: 3 } }),
    agencies: both,
  },
  { name: 'stats', url: () => callUrl(dashboardCalls.stats, {}), agencies: both },
  { name: 'update summary', url: () => callUrl(updateCalls.summary, {}), agencies: both },
  // The corporate dashboard (its bench user has the analytics experiment): the whole agency,
  // and one service over 12 months.
  { name: 'analytics', url: () => callUrl(analyticsCalls.dashboard, {}), agencies: both },
  {
    name: 'analytics (smoke, 12 months)',
    url: () => callUrl(analyticsCalls.dashboard, { query: { service: 'smoke', period: 12 } }),
    agencies: both,
  },
  {
    name: 'overdue invoices',
    url: () => callUrl(dashboardCalls.overdueInvoices, block),
    agencies: both,
  },
  { name: 'urgent quotes', url: () => callUrl(dashboardCalls.urgentQuotes, block), agencies: both },
  {
    name: 'urgent notices',
    url: () => callUrl(dashboardCalls.urgentNotices, block),
    agencies: both,
  },
  {
    name: 'urgent access issues',
    url: () => callUrl(dashboardCalls.urgentAccessIssues, block),
    agencies: both,
  },
  {
    name: 'urgent findings',
    url: () => callUrl(dashboardCalls.urgentReportedFindings, block),
    agencies: both,
  },
  {
    name: 'new managements',
    url: () =>
      callUrl(dashboardCalls.recentNewManagements, {
        query: { page: 1, 'page-size': NEW_MANAGEMENTS_PAGE_SIZE },
      }),
    agencies: both,
  },
  { name: 'session', url: () => callUrl(authCalls.session, {}), agencies: ['large'] },
  // The property view: the property and its lists, on the large agency.
  {
    name: 'property',
    url: (_, id) => callUrl(propertyCalls.detail, { params: { id } }),
    agencies: ['large'],
  },
  {
    name: 'property notices',
    url: (_, id) => callUrl(propertyCalls.notices, { params: { id }, query: { resolved: false } }),
    agencies: ['large'],
  },
  {
    name: 'property appliances',
    url: (_, id) => callUrl(propertyCalls.appliances, { params: { id }, query: {} }),
    agencies: ['large'],
  },
  {
    name: 'property contacts',
    url: (_, id) => callUrl(propertyCalls.contacts, { params: { id }, query: {} }),
    agencies: ['large'],
  },
  {
    name: 'property invoices',
    url: (_, id) =>
      callUrl(invoiceCalls.propertyInvoices, {
        params: { id },
        query: { page: 1, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
      }),
    agencies: ['large'],
  },
  {
    name: 'property quotes',
    url: (_, id) =>
      callUrl(quoteCalls.list, {
        query: { propertyId: id, page: 1, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
      }),
    agencies: ['large'],
  },
  // Go anywhere by typing: address words, a name, a phone as people type it, a number.
  {
    name: 'search (address words)',
    url: (word) => callUrl(propertyCalls.search, { query: { q: word.toLowerCase() } }),
    agencies: both,
  },
  {
    name: 'search (name)',
    url: (_, __, { occupantName }) => callUrl(propertyCalls.search, { query: { q: occupantName } }),
    agencies: ['large'],
  },
  {
    name: 'search (phone)',
    url: (_, __, { phone }) => callUrl(propertyCalls.search, { query: { q: formatPhone(phone) } }),
    agencies: ['large'],
  },
  {
    name: 'search (number)',
    url: (_, __, { invoiceNumber }) =>
      callUrl(propertyCalls.search, { query: { q: invoiceNumber } }),
    agencies: ['large'],
  },
  // The edit property dialog's manager picker.
  {
    name: 'property managers',
    url: () => callUrl(settingsCalls.propertyManagers, {}),
    agencies: both,
  },
  // Manage users (demo.master is a master user of both agencies).
  {
    name: 'agency users',
    url: () => callUrl(userCalls.list, {}),
    agencies: both,
  },
  // Webhooks (master users), and the delivery log of a webhook with 20,000 deliveries.
  {
    name: 'webhooks',
    url: () => callUrl(webhookCalls.list, {}),
    agencies: both,
  },
  {
    name: 'webhook deliveries',
    url: (_, __, { webhookId }) =>
      callUrl(webhookCalls.deliveries, { params: { webhookId }, query: { page: 50 } }),
    agencies: ['large'],
  },
  // The property's history, on the large agency's property with the longest one.
  {
    name: 'property history',
    url: (_, __, { longestHistoryPropertyId: id }) =>
      callUrl(propertyCalls.history, { params: { id } }),
    agencies: ['large'],
  },
  // A property's tenancy and tenancies, on a property with a current one.
  {
    name: 'property tenancy',
    url: (_, id) => callUrl(propertyCalls.tenancy, { params: { id } }),
    agencies: both,
  },
  {
    name: 'property tenancies',
    url: (_, id) => callUrl(propertyCalls.tenancies, { params: { id } }),
    agencies: both,
  },
  // Another provider's property (/non-managed-property/{id}), on the large agency.
  {
    name: 'non-managed property',
    url: (_, __, { nonManagedPropertyId: id }) =>
      callUrl(nonManagedPropertyCalls.detail, { params: { id } }),
    agencies: ['large'],
  },
  // A property's documents with their facets, on the large agency's property with the most.
  {
    name: 'property documents',
    url: (_, __, { mostDocumentsPropertyId: id }) =>
      callUrl(propertyDocumentsCalls.list, { params: { id } }),
    agencies: ['large'],
  },
  // A property's entry method preferences (its own, else the agency's defaults).
  {
    name: 'property entry preferences',
    url: (_, id) => callUrl(entryPreferencesCalls.preferences, { params: { id } }),
    agencies: both,
  },
  // The booking dialog's free times (three weeks of the large agency's technicians) for the
  // service every property has.
  {
    name: 'booking availability',
    url: (_, id) =>
      callUrl(propertyBookingCalls.availability, { params: { id }, query: { service: 'smoke' } }),
    agencies: ['large'],
  },
  // A user's calendar feed of all the agency's properties (iCalendar, public by its secret).
  {
    name: 'calendar feed',
    url: (_, __, { calendarFeedPath }) => calendarFeedPath,
    agencies: ['large'],
  },
  // The user's recent portfolio evidence packs (the dialog's list, polled while one builds).
  {
    name: 'portfolio evidence packs',
    url: () => callUrl(portfolioEvidenceCalls.recent, {}),
    agencies: both,
  },
  // The access issues page (/action-required/access-issues): its first page.
  {
    name: 'access issues',
    url: () => callUrl(accessIssueCalls.list, {}),
    agencies: both,
  },
  // The notices list: the active ones, its first page.
  {
    name: 'notices',
    url: () => callUrl(noticeCalls.list, {}),
    agencies: both,
  },
  // The reported findings page (/action-required/reported-findings): its first page, and the
  // dashboard tab's 'View all' (the findings impacting compliance).
  {
    name: 'reported findings',
    url: () => callUrl(reportedFindingCalls.list, {}),
    agencies: both,
  },
  {
    name: 'reported findings (compliance issues)',
    url: () => callUrl(reportedFindingCalls.list, { query: { facet: ['ComplianceIssues'] } }),
    agencies: both,
  },
  // The list's service and category filters, and the category filter's choices.
  {
    name: 'reported findings (service and category)',
    url: () =>
      callUrl(reportedFindingCalls.list, {
        query: { service: ['smoke'], serviceExclusivity: 'Only', category: ['Expired alarm'] },
      }),
    agencies: both,
  },
  {
    name: 'servicing categories',
    url: () => callUrl(reportedFindingCalls.servicingCategories, {}),
    agencies: ['large'],
  },
  // A property's findings (the property page) and what the resolution wizard reads.
  {
    name: 'property reported findings',
    url: (_, id) => callUrl(reportedFindingCalls.property, { params: { id } }),
    agencies: ['large'],
  },
  {
    name: 'property reported findings (wizard)',
    url: (_, id) =>
      callUrl(reportedFindingCalls.service, { params: { id, serviceShortName: 'smoke' } }),
    agencies: ['large'],
  },
  // The saved views menu of every list (the portfolio's here): the user's own views, near the
  // cap (seed/large-saved-views.ts), and those shared with the agency.
  {
    name: 'saved views',
    url: () => callUrl(savedViewCalls.list, { query: { list: 'portfolio' } }),
    agencies: both,
  },
];
