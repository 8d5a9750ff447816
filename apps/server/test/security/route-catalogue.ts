import type { FastifySchema } from 'fastify';
import { buildTestApp } from '../app';
import { testDatabase } from '../db';
import { ACCOUNT_ROUTES } from './routes/account';
import { PORTFOLIO_ROUTES } from './routes/portfolio';
import { TENANCY_ROUTES } from './routes/tenancy';
import { INVOICES_QUOTES_ROUTES } from './routes/invoices-quotes';
import { NEW_MANAGEMENTS_ROUTES } from './routes/new-managements';
import { PROPERTY_ROUTES } from './routes/property';
import { REQUESTS_ROUTES } from './routes/requests';
import { CALENDAR_ROUTES } from './routes/calendar';
import { EMAIL_ROUTES } from './routes/email';
import { ACCESS_ISSUES_ROUTES } from './routes/access-issues';
import { REPORTED_FINDINGS_ROUTES } from './routes/reported-findings';
import { SAVED_VIEWS_ROUTES } from './routes/saved-views';
import type { CatalogueEntry } from './routes/shared';

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

// What an entry says, and the entries themselves by area (routes/), in the order of the app.
export type { CatalogueEntry, IdSlot, Viewer, Written } from './routes/shared';

/**
 * Every route of the app outside MATRIX_EXCLUSIONS, with the ids it takes. The matrix test
 * fails while a registered route is missing here, so a new route cannot skip it.
 */
export const CATALOGUE: Record<string, CatalogueEntry> = {
  ...ACCOUNT_ROUTES,
  ...PORTFOLIO_ROUTES,
  ...TENANCY_ROUTES,
  ...INVOICES_QUOTES_ROUTES,
  ...NEW_MANAGEMENTS_ROUTES,
  ...PROPERTY_ROUTES,
  ...REQUESTS_ROUTES,
  ...CALENDAR_ROUTES,
  ...EMAIL_ROUTES,
  ...ACCESS_ISSUES_ROUTES,
  ...REPORTED_FINDINGS_ROUTES,
  ...SAVED_VIEWS_ROUTES,
};

/**
 * Keys of a JSON answer that carry ids, and the rows they name: the sweep checks every one it
 * finds belongs to the session's agency.
 */
export const ID_KEYS: Record<string, { table: string; column: string }> = {
  compliancePropertyId: { table: 'properties', column: 'id' },
  complianceQuoteId: { table: 'quotes', column: 'id' },
  quotationId: { table: 'quotes', column: 'id' },
  problemRegisterId: { table: 'reported_findings', column: 'id' },
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
