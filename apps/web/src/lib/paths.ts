import { toQueryString, type SearchParamsInput } from './search-params';

type Id = string | number;

/** One path segment, encoded so an id can never change the path's shape. */
const seg = (value: Id): string => encodeURIComponent(String(value));

const property = (id: Id) => `/v1/property/${seg(id)}`;
const propertyV2 = (id: Id) => `/v2/property/${seg(id)}`;
const integratedProperty = (id: Id) => `/v1/integrated-property/${seg(id)}`;

/** Every API URL the web app calls (spec/endpoints.txt). Query strings go in `api` options. */
export const apiPaths = {
  auth: {
    login: () => '/v1/auth/login',
    logout: () => '/v1/auth/logout',
    session: () => '/v1/auth/session',
    systems: () => '/v1/auth/systems',
    agencies: () => '/v1/auth/agencies',
  },
  me: {
    activeExperiments: () => '/v1/me/active-experiments',
    agencySettings: () => '/v1/me/agency-settings',
    settings: () => '/v1/me/settings',
    profile: () => '/v1/me/profile',
  },
  stats: {
    overview: () => '/v1/stats',
    integrated: () => '/v1/stats/integrated',
  },
  agency: {
    integration: () => '/v1/agency/integration',
    profile: () => '/v1/agency/profile',
    users: () => '/v1/agency/users',
    propertyManagers: () => '/v1/agency/property-managers',
    entryMethodPreferences: () => '/v1/agency/entry-method-preferences',
    accessIssues: () => '/v1/agency/access-issues',
    urgentAccessIssues: () => '/v1/agency/access-issues/analytics/urgent',
  },
  property: {
    detail: (id: Id) => property(id),
    tenancy: (id: Id) => `${property(id)}/tenancy`,
    tenancies: (id: Id) => `${property(id)}/tenancies`,
    tenancyDetail: (id: Id, tenancyId: Id) => `${property(id)}/tenancy/${seg(tenancyId)}`,
    markAsVacant: (id: Id) => `${property(id)}/mark-as-vacant`,
    confirmSinglePropertyDetails: (id: Id) => `${property(id)}/confirm-single-property-details`,
    contacts: (id: Id) => `${property(id)}/contacts`,
    appliances: (id: Id) => `${property(id)}/appliances`,
    notices: (id: Id) => `${property(id)}/notices`,
    keyPickupLocation: (id: Id) => `${property(id)}/key-pickup-location`,
    holdRequest: (id: Id) => `${property(id)}/hold-request`,
    cancellationRequest: (id: Id) => `${property(id)}/cancellation-request`,
    entryMethodPreferences: (id: Id) => `${property(id)}/entry-method-preferences`,
    oneOffEntryNotification: (id: Id) => `${property(id)}/entry-notification/one-off`,
    bookableServices: (id: Id) => `${propertyV2(id)}/services/bookable`,
    bookingAvailability: (id: Id) => `${property(id)}/booking/availability`,
    booking: (id: Id) => `${property(id)}/booking`,
    documents: (id: Id) => `${property(id)}/documents`,
    document: (id: Id, docId: Id) => `${property(id)}/documents/${seg(docId)}`,
    invoices: (id: Id) => `${property(id)}/invoices`,
    reportedFindings: (id: Id) => `${property(id)}/reported-findings`,
    reportedFindingsForService: (id: Id, serviceShortName: string) =>
      `${propertyV2(id)}/reported-findings/${seg(serviceShortName)}`,
    resolveReportedFindings: (id: Id) => `${propertyV2(id)}/reported-findings`,
    reportedFindingsQuote: (id: Id) => `${propertyV2(id)}/reported-findings/quote`,
    reportedFindingsInformProvider: (id: Id) => `${propertyV2(id)}/reported-findings/inform-di`,
    accessIssues: (id: Id) => `${propertyV2(id)}/access-issues`,
    accessIssuesAction: (id: Id) => `${propertyV2(id)}/access-issues/action`,
  },
  integratedProperty: {
    detail: (id: Id) => integratedProperty(id),
    documents: (id: Id) => `${integratedProperty(id)}/documents`,
    document: (id: Id, docId: Id) => `${integratedProperty(id)}/documents/${seg(docId)}`,
  },
  propertyManager: {
    notificationSettings: () => '/v1/property-manager/notification-settings',
  },
  meta: {
    portal: () => '/v1/meta/portal',
    cancellationReasons: () => '/v1/meta/cancellation-reasons',
    propertyDocumentTypes: () => '/v1/meta/property-document-types',
    propertyDocumentServices: () => '/v1/meta/property-document-services',
  },
  events: {
    pageNotFound: () => '/v1/events/page-not-found',
  },
  email: {
    preview: (emailType: string) => `/v1/email/${seg(emailType)}/preview`,
    download: (emailType: string) => `/v1/email/${seg(emailType)}/download`,
  },
  notice: {
    list: () => '/v1/notice',
    urgentActive: () => '/v1/notice/analytics/urgent-active-notices',
    sendOccupantNotification: () => '/v1/notice/send-occupant-notification',
    resolve: (id: Id) => `/v1/notice/${seg(id)}/resolve`,
  },
  misc: {
    imageUpload: () => '/v1/misc/image/upload',
  },
  invoice: {
    overdue: () => '/v1/invoice/analytics/overdue',
    upload: (id: Id) => `/v1/invoice/${seg(id)}/upload`,
    forward: (id: Id) => `/v1/invoice/${seg(id)}/forward`,
    pdf: (id: Id) => `/v1/invoice/${seg(id)}/pdf`,
  },
  quote: {
    list: () => '/v1/quote',
    detail: (id: Id) => `/v1/quote/${seg(id)}`,
    immediateAction: () => '/v1/quote/analytics/immediate-action',
    forward: (id: Id) => `/v1/quote/${seg(id)}/forward`,
    pdf: (id: Id) => `/v1/quote/${seg(id)}/pdf`,
  },
  reportedFindings: {
    list: () => '/v1/reported-findings',
    urgent: () => '/v1/reported-findings/analytics/urgent',
    servicingCategories: () => '/v1/reported-findings/servicing-categories',
    temporaryDocument: () => '/v1/reported-findings/temporary-document',
    dismiss: (id: Id) => `/v1/reported-findings/${seg(id)}/dismiss`,
    restore: (id: Id) => `/v1/reported-findings/${seg(id)}/restore`,
  },
  portfolio: {
    list: () => '/v1/portfolio',
    integrated: () => '/v1/portfolio/integrated',
    integratedExport: () => '/v1/portfolio/integrated/export',
    integratedPropertyManagers: () => '/v1/portfolio/integrated/property-managers',
    integratedServiceProviders: () => '/v1/portfolio/integrated/service-providers',
    newManagements: () => '/v1/portfolio/analytics/new-managements',
    markUnderEnrolment: (id: Id) => `/v1/portfolio/new-management/${seg(id)}/under-enrolment`,
    dismissNewManagement: (id: Id) => `/v1/portfolio/new-management/${seg(id)}/dismiss`,
  },
  update: {
    summary: () => '/v1/update/summary',
    summaryExport: () => '/v1/update/summary/export',
    overdueProperties: () => '/v1/update/get-all-overdue-properties',
  },
} as const;

const withQuery = (path: string, query?: SearchParamsInput) =>
  query ? `${path}${toQueryString(query)}` : path;

/** Every in-app URL, so links never spell a route by hand. */
export const appPaths = {
  home: (query?: SearchParamsInput) => withQuery('/', query),
  portfolio: (query?: SearchParamsInput) => withQuery('/portfolio', query),
  analytics: () => '/analytics',
  error: () => '/error',
  settings: {
    root: () => '/settings',
    preferences: () => '/settings/preferences',
    notificationPreferences: () => '/settings/notification-preferences',
    profile: () => '/settings/profile',
    officeProfile: () => '/settings/office-profile',
    apiIntegration: () => '/settings/api-integration',
    manageUsers: () => '/settings/manage-users',
  },
  actionRequired: {
    updates: (query?: SearchParamsInput) => withQuery('/action-required/update', query),
    accessIssues: (query?: SearchParamsInput) => withQuery('/action-required/access-issues', query),
    reportedFindings: (query?: SearchParamsInput) =>
      withQuery('/action-required/reported-findings', query),
  },
  property: {
    detail: (propertyId: Id) => `/property/${seg(propertyId)}`,
    page: (propertyId: Id, page: string, query?: SearchParamsInput) =>
      withQuery(`/property/${seg(propertyId)}/${seg(page)}`, query),
  },
  nonManagedProperty: {
    detail: (id: Id) => `/non-managed-property/${seg(id)}`,
    page: (id: Id, page: string, query?: SearchParamsInput) =>
      withQuery(`/non-managed-property/${seg(id)}/${seg(page)}`, query),
  },
  auth: {
    login: (query?: SearchParamsInput) => withQuery('/auth/login', query),
    callback: () => '/auth/callback',
    logout: (logoutUrl?: string) => withQuery('/auth/logout', { logout_url: logoutUrl }),
    error: (message: string) => withQuery('/auth/error', { message }),
  },
} as const;

/**
 * Paths of the compliance system's legacy pages (spec 1-foundation, "External legacy links"),
 * relative to the session's `complianceSystemUrl`; `legacyUrl` joins the two.
 */
export const legacyPaths = {
  quotes: (query?: { status?: 'Expired' }) => withQuery('/Quotations/index', query),
  bookings: () => '/Bookings/view',
  invoices: () => '/Invoices/index',
  keyManagement: () => '/Keys/keyManagement',
  keyCollectionHistory: () => '/Keys/keyCollectionHistory',
  manageTenancyChange: () => '/BetweenTenancyBatches/manageTenancyChange',
  serviceReports: () => '/ComplianceReports/listView',
  /**
   * A new work order, optionally for a property (by id) or an address; a new management also
   * passes its agencyPortfolioPropertyId.
   */
  newJobOrder: (query?: { property_id?: Id; address?: string; agencyPortfolioPropertyId?: Id }) =>
    withQuery('/JobOrders/add', query),
  notices: (address: string) => withQuery('/Notices/view', { search: address }),
  property: (id: Id) => `/Properties/view/${seg(id)}`,
  switchBack: () => '/App/switchBackToOriginalUser',
} as const;
