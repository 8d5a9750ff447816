import type { FastifySchema } from 'fastify';
import { buildTestApp } from '../app';
import { testDatabase } from '../db';

/** A route as buildApp registers it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Every route the real app registers, read from Fastify's onRoute hook as buildApp registers
 * them, so a new route shows up here without anyone listing it.
 */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const database = testDatabase({ max: 1 });
  const routes: RegisteredRoute[] = [];
  const app = await buildTestApp(database, {
    // Its job worker must not take the shared database's jobs in its short life.
    env: { JOBS_POLL_MS: '0' },
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      }
    },
  });
  await app.close();
  await database.close();
  return routes;
}

/** Routes outside the tenant-isolation matrix, each with its reason. */
export const MATRIX_EXCLUSIONS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/healthz$/, reason: 'liveness probe: no session, no agency data' },
  { pattern: /^\/openapi\.json$/, reason: 'the public API description, generated from schemas' },
  { pattern: /^\/docs(\/|$)/, reason: 'Swagger UI and its static files (@fastify/swagger-ui)' },
  {
    // The SPA fallback itself is the not-found handler, not a route.
    pattern: /^\/(index\.html|assets\/[^/]+)$/,
    reason: "the built web app's files (@fastify/static registers one route per file)",
  },
  {
    pattern: /^\/cs\//,
    reason:
      'the built-in compliance systems: server-rendered HTML checked against the portal ' +
      'session; foreign and missing ids are covered page by page in ' +
      'src/compliance-system/legacy-*.test.ts and impersonation.test.ts (their mutations are ' +
      'in the hostile-input CSRF and fuzzing checks)',
  },
];

export const isExcludedFromMatrix = (url: string) =>
  MATRIX_EXCLUSIONS.some(({ pattern }) => pattern.test(url));

/** Where an id travels in a request, and which rows it names. */
export interface IdSlot {
  in: 'path' | 'query' | 'body';
  /** The path parameter or query field; for a body, a label of the field. */
  name: string;
  /** The table of the rows the id names, and its column (default id). */
  table: string;
  column?: string;
  /** The table whose id sequence hands out this id (default `table`), for a deleted id. */
  sequenceOf?: string;
  /** Foreign rows are picked among those where this holds, so the call would act on them. */
  where?: string;
}

/** A table a route may change; `columns` narrows what is compared (default the whole row). */
export type Written = string | { table: string; columns: string };

export type Viewer = 'manager' | 'master';

export interface CatalogueEntry {
  /** The ids the route takes; empty: it takes none (then `noIds` says why that is safe). */
  ids: IdSlot[];
  noIds?: string;
  /** The rest of a valid request around the id under test. */
  query?: Record<string, string>;
  /** Path parameters that are not ids (':emailType'), filled with these values. */
  pathParams?: Record<string, string>;
  body?: (id: number) => unknown;
  /** Instead of `body`: a multipart/form-data body of this one file (field 'file'). */
  upload?: { filename: string; data: string };
  /** Tables a refused call must leave exactly as they were. */
  writes?: Written[];
  /** Who the matrix calls it as (default both), and why when not both. */
  as?: { viewers: Viewer[]; reason: string };
  /**
   * Whether the JSON answer is swept for ids of other agencies (default: every GET). False
   * only with a reason: the answer legitimately names rows beyond the session agency.
   */
  sweep?: { skip: string };
  /** A body that names recipients of a message the call only renders, never sends: why. */
  sendsNothing?: string;
}

const managerQuery = (name: string): IdSlot => ({
  in: 'query',
  name,
  table: 'property_managers',
});
const pathId = (table: string, extra: Partial<IdSlot> = {}): IdSlot => ({
  in: 'path',
  name: 'id',
  table,
  ...extra,
});
const byManager = (name = 'propertyManagerId'): CatalogueEntry => ({ ids: [managerQuery(name)] });
const noIds = (why: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  ids: [],
  noIds: why,
  ...extra,
});

/** Properties whose tenancies the agency may change (not integrated, not cancelled). */
const TENANCY_CHANGEABLE = "is_managed and not is_integrated and not 'CANCELLED' = any(flags)";
const TENANCY_BODY = {
  tenancy: { formType: 'edit', startDate: '01/01/2026', leaseType: 'New' },
  occupants: [{ name: 'Sam Hostile', email: 'sam@example.com' }],
};
/** Properties whose services may be put on hold or cancelled (not cancelled). */
const REQUESTABLE = "is_managed and not 'CANCELLED' = any(flags) and cancelled_at is null";
/** A property whose smoke alarm service may be booked now (booking-service.ts's rule). */
const SMOKE_BOOKABLE = `${REQUESTABLE} and exists (select 1 from property_services s
  where s.agency_id = properties.agency_id and s.property_id = properties.id
    and s.service_code = 'smoke' and s.is_managed_by_provider
    and s.status not in ('CANCELLED', 'NOT_ENROLLED', 'ON_HOLD', 'BOOKED_IN')
    and not exists (select 1 from hold_requests h where h.agency_id = s.agency_id
      and h.property_id = s.property_id and h.status = 'PENDING' and s.service_code = any (h.service_codes))
    and not exists (select 1 from cancellation_requests c where c.agency_id = s.agency_id
      and c.property_id = s.property_id and c.status = 'PENDING' and s.service_code = any (c.service_codes)))`;
const SESSION_AGENCY = "the session's own agency, user or configuration";
const FORWARD_BODY = { toAddresses: ['owner@example.com'], ccAddresses: ['cc@example.com'] };
const NEW_MANAGEMENT: IdSlot = pathId('new_managements', {
  column: 'portfolio_property_id',
  sequenceOf: 'non_managed_properties',
  where: "status = 'NOT_ENROLLED'",
});

/**
 * Every route of the app outside MATRIX_EXCLUSIONS, with the ids it takes. The matrix test
 * fails while a registered route is missing here, so a new route cannot skip it.
 */
export const CATALOGUE: Record<string, CatalogueEntry> = {
  // auth
  'POST /v1/auth/login': noIds(
    'the ids travel inside the state system’s signed single-use token; ' +
      'originalComplianceUserId must match it (impersonation.test.ts)',
  ),
  'POST /v1/auth/logout': noIds('ends the caller’s own session'),
  'GET /v1/auth/session': noIds(SESSION_AGENCY),
  'GET /v1/auth/systems': noIds('public configuration of the state systems'),
  'GET /v1/auth/agencies': noIds('the user’s own memberships', {
    sweep: { skip: 'lists every agency the user belongs to, by design' },
  }),
  'PUT /v1/auth/agencies': {
    ids: [{ in: 'body', name: 'agencyId', table: 'agencies', column: 'id' }],
    body: (id) => ({ agencyId: id }),
    writes: [{ table: 'sessions', columns: 'id, agency_id, revoked_at, revoked_reason' }],
    as: {
      viewers: ['manager'],
      reason: 'demo.master belongs to every agency, so switching to one is the feature',
    },
  },
  // me and settings
  'GET /v1/me/active-experiments': noIds(SESSION_AGENCY),
  'GET /v1/me/agency-settings': noIds(SESSION_AGENCY),
  'GET /v1/me/settings': noIds(SESSION_AGENCY),
  'PATCH /v1/me/settings': {
    ids: [{ in: 'body', name: 'agency.defaultPropertyManagerId', table: 'property_managers' }],
    body: (id) => ({ agency: { defaultPropertyManagerId: id } }),
    writes: ['user_settings'],
  },
  'GET /v1/me/profile': noIds(SESSION_AGENCY),
  'GET /v1/agency/profile': noIds(SESSION_AGENCY),
  'GET /v1/agency/property-managers': noIds(SESSION_AGENCY),
  'GET /v1/agency/integration': noIds(SESSION_AGENCY),
  'GET /v1/agency/users': noIds(SESSION_AGENCY),
  'GET /v1/property-manager/notification-settings': noIds(SESSION_AGENCY),
  'POST /v1/property-manager/notification-settings': {
    ids: [{ in: 'body', name: '[].propertyManagerId', table: 'property_managers' }],
    body: (id) => [
      { propertyManagerId: id, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
    ],
    writes: ['property_manager_notification_settings'],
  },
  // meta
  'GET /v1/meta/portal': noIds('public configuration'),
  'POST /v1/events/page-not-found': noIds('records a path; no rows are named'),
  // dashboard
  'GET /v1/stats': byManager(),
  'GET /v1/stats/integrated': byManager(),
  'GET /v1/invoice/analytics/overdue': byManager(),
  'GET /v1/quote/analytics/immediate-action': byManager(),
  'GET /v1/notice/analytics/urgent-active-notices': byManager(),
  'GET /v1/agency/access-issues/analytics/urgent': byManager(),
  'GET /v1/reported-findings/analytics/urgent': byManager(),
  'GET /v1/portfolio/analytics/new-managements': byManager(),
  // portfolio and updates
  'GET /v1/portfolio': byManager('property-manager'),
  'GET /v1/portfolio/integrated': byManager('property-manager'),
  'GET /v1/portfolio/integrated/export': byManager('property-manager'),
  'GET /v1/portfolio/integrated/property-managers': noIds(SESSION_AGENCY),
  'GET /v1/portfolio/integrated/service-providers': noIds(SESSION_AGENCY),
  'GET /v1/update/summary': byManager('property-manager'),
  'GET /v1/update/summary/export': byManager('property-manager'),
  'GET /v1/update/get-all-overdue-properties': noIds(SESSION_AGENCY),
  'POST /v1/property/:id/confirm-single-property-details': {
    ids: [pathId('properties', { where: 'is_managed' })],
    writes: ['properties', 'property_services'],
  },
  // property
  'GET /v1/property/:id/contacts': { ids: [pathId('properties')] },
  // tenancy
  'GET /v1/property/:id/tenancy': { ids: [pathId('properties')] },
  'GET /v1/property/:id/tenancies': { ids: [pathId('properties')] },
  'POST /v1/property/:id/tenancy': {
    ids: [pathId('properties', { where: TENANCY_CHANGEABLE })],
    body: () => TENANCY_BODY,
    writes: ['tenancies', 'occupants', 'contact_numbers', 'properties'],
  },
  'PUT /v1/property/:id/tenancy/:tenancyId': {
    ids: [
      pathId('properties', { where: TENANCY_CHANGEABLE }),
      {
        in: 'path',
        name: 'tenancyId',
        table: 'tenancies',
        where: `property_id = (select min(id) from properties p where p.agency_id = tenancies.agency_id and ${TENANCY_CHANGEABLE})`,
      },
    ],
    body: () => TENANCY_BODY,
    writes: ['tenancies', 'occupants', 'contact_numbers', 'properties'],
  },
  'POST /v1/property/:id/mark-as-vacant': {
    ids: [pathId('properties', { where: `${TENANCY_CHANGEABLE} and not is_vacant` })],
    writes: ['tenancies', 'properties'],
  },
  // invoices
  'GET /v1/property/:id/invoices': { ids: [pathId('properties')] },
  'GET /v1/invoice/:id/pdf': { ids: [pathId('invoices')] },
  'POST /v1/invoice/:id/upload': {
    ids: [
      pathId('invoices', {
        where: 'is_eligible_to_upload and not is_uploading and not is_uploaded',
      }),
    ],
    writes: ['invoices', 'pgboss.job'],
  },
  'POST /v1/invoice/:id/forward': {
    ids: [pathId('invoices')],
    body: () => FORWARD_BODY,
    writes: ['email_outbox', 'pgboss.job', 'invoices'],
  },
  // quotes
  'GET /v1/quote': {
    ids: [
      { in: 'query', name: 'propertyId', table: 'properties' },
      managerQuery('property-manager'),
    ],
  },
  'GET /v1/quote/:id': { ids: [pathId('quotes')] },
  'GET /v1/quote/:id/pdf': { ids: [pathId('quotes')] },
  'POST /v1/quote/:id/forward': {
    ids: [pathId('quotes', { where: 'not subscribed' })],
    body: () => ({ ...FORWARD_BODY, subscribeToNotifications: true }),
    writes: ['email_outbox', 'pgboss.job', 'quotes'],
  },
  // new managements
  'POST /v1/portfolio/new-management/:id/under-enrolment': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  'POST /v1/portfolio/new-management/:id/dismiss': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  'POST /v1/portfolio/new-management/:id/restore': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  // images of rich-text email bodies
  'PUT /v1/misc/image/upload': noIds(
    'stores a new image for the session’s agency from a multipart file; hostile files are ' +
      'hostile-files.test.ts',
    { writes: ['uploaded_images'] },
  ),
  'GET /images/:file': noIds(
    'public by design (email recipients have no session) and named by an unguessable token, ' +
      'not an id: the token seals its agency and the row is read under that agency’s ' +
      'row-level security, so a token altered or sealed for another agency is the missing ' +
      'answer (features/images/image-upload.test.ts)',
    { sweep: { skip: 'answers image bytes, never JSON' } },
  ),
  // property view
  'GET /v1/property/:id': { ids: [pathId('properties')] },
  'GET /v1/property/:id/appliances': { ids: [pathId('properties')] },
  'GET /v1/property/:id/notices': { ids: [pathId('properties')] },
  'GET /v1/property/:id/key-pickup-location': { ids: [pathId('properties')] },
  // go anywhere by typing
  'GET /v1/search': noIds(SESSION_AGENCY, { query: { q: 'street' } }),
  // edit property
  'GET /v1/property/:id/key-details': { ids: [pathId('properties')] },
  'PUT /v1/property/:id': {
    ids: [
      pathId('properties'),
      { in: 'body', name: 'agencyKey.propertyManagerId', table: 'property_managers' },
    ],
    body: (id) => ({
      agencyKey: { isKeyAvailable: true, keyNumber: 'K100', propertyManagerId: id },
      propertyKey: { onsiteAvailability: 'UNAVAILABLE', keyOnsiteNotes: null },
    }),
    writes: ['properties', 'audit_log'],
  },
  // property history
  'GET /v1/property/:id/history': { ids: [pathId('properties')] },
  // non-managed (integrated) properties
  'GET /v1/integrated-property/:id': { ids: [pathId('non_managed_properties')] },
  'PATCH /v1/integrated-property/:id': {
    ids: [pathId('non_managed_properties', { where: 'is_residential' })],
    body: () => ({ isResidentialProperty: false, nonResidentialPropertyType: 'COMMERCIAL' }),
    writes: ['non_managed_properties', 'audit_log'],
  },
  // hold and cancellation requests
  'POST /v1/property/:id/hold-request': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ services: [1], holdDate: '31/12/2099', reasonNote: 'Owner renovating' }),
    writes: ['hold_requests', 'property_services', 'properties'],
  },
  'GET /v1/meta/cancellation-reasons': noIds("the provider's list, the same for every agency"),
  'GET /v1/property/:id/cancellation-request': { ids: [pathId('properties')] },
  'POST /v1/property/:id/cancellation-request': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ services: [1], cancellationReasonId: 1 }),
    writes: ['cancellation_requests'],
  },
  // property documents (uploads with hostile files: features/property/documents.test.ts)
  ...documentRoutes('/v1/property', 'properties', 'property_id'),
  ...documentRoutes('/v1/integrated-property', 'non_managed_properties', 'non_managed_property_id'),
  'GET /v1/meta/property-document-types': noIds('the same list for everyone'),
  'GET /v1/meta/property-document-services': noIds('the same list for everyone'),
  'GET /v1/property/:id/evidence-pack': {
    ids: [pathId('properties')],
    query: { from: '01/01/2026', to: '31/01/2026' },
    sweep: { skip: 'answers a zip, never JSON' },
  },
  // entry method preferences and the one-off entry notification
  'GET /v1/property/:id/entry-method-preferences': { ids: [pathId('properties')] },
  'POST /v1/property/:id/entry-method-preferences': {
    ids: [pathId('properties')],
    body: () => ({
      occupantAppointmentPreference: 'YES',
      internalEnPreference: 'NO',
      vacantEntryPreference: 'BY_EXCEPTION',
      comments: 'Call the tenant first',
    }),
    writes: ['entry_method_preferences'],
  },
  'GET /v1/agency/entry-method-preferences': noIds(SESSION_AGENCY),
  'POST /v1/property/:id/entry-notification/one-off': {
    ids: [pathId('properties', { where: "not is_vacant and not 'VACANT' = any(flags)" })],
    body: () => ({ serviceIds: [1] }),
    writes: ['one_off_entry_notifications'],
  },
  // booking on a tenant's behalf
  'GET /v2/property/:id/services/bookable': { ids: [pathId('properties')] },
  'GET /v1/property/:id/booking/availability': {
    ids: [pathId('properties', { where: SMOKE_BOOKABLE })],
    query: { service: 'smoke' },
  },
  'POST /v1/property/:id/booking/hold': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ oasMetadataId: 'oas-1' }),
    writes: ['availability_slots'],
  },
  'POST /v1/property/:id/booking': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: (id) => ({
      propertyId: id,
      bookingTypes: 'smoke',
      contacts: [
        {
          name: 'Sam Hostile',
          email: 'sam@example.com',
          mobile: '0412345678',
          isPrimaryContact: true,
        },
      ],
      oasResult: {
        oasMetadataId: 'oas-1',
        date: '2099-01-01',
        startTime: '08:00',
        endTime: '10:00',
      },
    }),
    writes: ['bookings', 'availability_slots', 'property_services'],
  },
  // the private calendar feed (features/calendar/calendar.test.ts)
  'GET /v1/me/calendar-feed': noIds(SESSION_AGENCY),
  'POST /v1/me/calendar-feed': noIds(SESSION_AGENCY, {
    body: () => ({ scope: 'ALL' }),
    writes: ['calendar_feeds'],
  }),
  'PATCH /v1/me/calendar-feed': noIds(SESSION_AGENCY, {
    body: () => ({ scope: 'OWN' }),
    writes: ['calendar_feeds'],
  }),
  'DELETE /v1/me/calendar-feed': noIds(SESSION_AGENCY, { writes: ['calendar_feeds'] }),
  'GET /v1/calendar/:token.ics': noIds(
    'public by design (calendar apps have no session) and named by an unguessable secret, ' +
      'not an id: the secret names its agency and its hash is looked up under that agency’s ' +
      'row-level security, so an altered, revoked or foreign secret is the missing answer',
    { sweep: { skip: 'answers iCalendar, never JSON' } },
  ),
  // emails to occupants (features/email)
  'GET /v1/agency/email-domain': noIds(SESSION_AGENCY),
  ...occupantNoticeRoutes(),
  'POST /v1/portfolio/evidence-packs': noIds(
    "its only id is the portfolio's property-manager filter: another agency's manager matches " +
      'no property, as a missing one does (400, nothing recorded); tested in ' +
      'portfolio-evidence.test.ts',
    {
      // A suburb of one VIC property (db/seed): a pack of the whole portfolio would be 300
      // properties' PDFs, built by any suite that then runs the due jobs.
      query: { query: 'Yarraville', from: '01/01/2026', to: '31/01/2026' },
      writes: ['portfolio_evidence_packs'],
    },
  ),
  'GET /v1/portfolio/evidence-packs': noIds("the session user's own packs"),
  'GET /v1/portfolio/evidence-packs/:id': { ids: [pathId('portfolio_evidence_packs')] },
  'GET /v1/portfolio/evidence-packs/:id/download': {
    ids: [pathId('portfolio_evidence_packs')],
    sweep: { skip: 'answers a zip, never JSON' },
  },
};

/**
 * The documents calls of managed or of non-managed properties. The session agency's ids are a
 * property with documents and one of them; another agency with no document of that kind (the
 * demo has none on other agencies' non-managed properties) gives any of its properties and
 * documents.
 */
function documentRoutes(
  prefix: string,
  table: string,
  column: string,
): Record<string, CatalogueEntry> {
  const noneOfKind = (agency: string) =>
    `not exists (select 1 from documents x where x.agency_id = ${agency} and x.${column} is not null and x.deleted_at is null)`;
  const property = pathId(table, {
    where:
      `exists (select 1 from documents d where d.${column} = ${table}.id and d.deleted_at is null)` +
      ` or ${noneOfKind(`${table}.agency_id`)}`,
  });
  const document: IdSlot = {
    in: 'path',
    name: 'docId',
    table: 'documents',
    where:
      `deleted_at is null and (${column} = (select min(d.${column}) from documents d where d.agency_id = documents.agency_id and d.deleted_at is null)` +
      ` or ${noneOfKind('documents.agency_id')})`,
  };
  const writes: Written[] = ['documents', 'audit_log'];
  return {
    [`GET ${prefix}/:id/documents`]: { ids: [pathId(table)] },
    [`POST ${prefix}/:id/documents`]: {
      ids: [pathId(table)],
      upload: { filename: 'notes.txt', data: 'Alarm tested.' },
      writes,
    },
    [`PATCH ${prefix}/:id/documents/:docId`]: {
      ids: [property, document],
      body: () => ({ documentType: 'CERTIFICATE_DOCUMENT', services: ['smoke'] }),
      writes,
    },
    [`DELETE ${prefix}/:id/documents/:docId`]: { ids: [property, document], writes },
    [`GET ${prefix}/:id/documents/:docId/file`]: {
      ids: [property, document],
      sweep: { skip: 'answers the file, never JSON' },
    },
  };
}

/** The occupant-notice calls: the property travels in the body. */
function occupantNoticeRoutes(): Record<string, CatalogueEntry> {
  const entry = (writes: Written[], extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    ids: [{ in: 'body', name: 'propertyId', table: 'properties' }],
    // An account of the VIC agency's email domain (db/seed/plans.ts), as both viewers may send.
    body: (id) => ({
      propertyId: id,
      fromEmail: 'rentals@yarrabendpm.com.au',
      toAddresses: ['tenant@example.com'],
      message: '<p>Hello</p>',
    }),
    writes,
    ...extra,
  });
  const rendersOnly = {
    pathParams: { emailType: 'OCCUPANT_NOTICE' },
    sendsNothing: 'renders the message for the user to read or save; sending is its own call',
  };
  return {
    'POST /v1/email/:emailType/preview': entry([], rendersOnly),
    'POST /v1/email/:emailType/download': entry([], {
      ...rendersOnly,
      sweep: { skip: 'answers an .eml file, never JSON' },
    }),
    'POST /v1/notice/send-occupant-notification': entry([
      'email_outbox',
      'pgboss.job',
      'audit_log',
    ]),
  };
}

/**
 * Keys of a JSON answer that carry ids, and the rows they name: the sweep checks every one it
 * finds belongs to the session's agency.
 */
export const ID_KEYS: Record<string, { table: string; column: string }> = {
  compliancePropertyId: { table: 'properties', column: 'id' },
  complianceQuoteId: { table: 'quotes', column: 'id' },
  portfolioPropertyId: { table: 'non_managed_properties', column: 'id' },
  agencyPortfolioPropertyId: { table: 'non_managed_properties', column: 'id' },
  propertyManagerId: { table: 'property_managers', column: 'id' },
  defaultPropertyManagerId: { table: 'property_managers', column: 'id' },
  serviceId: { table: 'property_services', column: 'id' },
  agencyId: { table: 'agencies', column: 'id' },
  complianceAgencyId: { table: 'agencies', column: 'id' },
  userId: { table: 'agency_memberships', column: 'user_id' },
};

/** Links in answers that name rows ('/v1/invoice/12/pdf'). */
export const ID_LINKS: readonly { pattern: RegExp; table: string }[] = [
  { pattern: /^\/v1\/invoice\/(\d+)\/pdf$/, table: 'invoices' },
  { pattern: /^\/v1\/quote\/(\d+)\/pdf$/, table: 'quotes' },
];
