import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complianceFiltersForState,
  ZErrorEnvelope,
  ZIntegratedPortfolioItem,
  ZIntegratedPortfolioListExportQuery,
  ZIntegratedPortfolioListQuery,
  ZIntegratedPortfolioManager,
  ZPortfolioItem,
  ZPortfolioQuery,
  ZServiceProvider,
  zListOf,
  zSuccess,
} from '@portal/contracts';
import { z } from 'zod';
import { agencyToday } from '../../lib/agency-clock';
import { badRequest } from '../../lib/errors';
import {
  isComplianceFilter,
  UNSUPPORTED_FACETS,
  type SupportedFacet,
} from '../../lib/property-facets';
import {
  errorMessageHeader,
  ZSpreadsheet,
  exportFileName,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from '../../lib/xlsx-export';
import { attachment } from '../../lib/content-disposition';
import { sessionOf } from '../../plugins/session';
import { INTEGRATED_EXPORT_COLUMNS } from './integrated-export';
import {
  eachIntegratedBatch,
  integratedPortfolioList,
  integratedPropertyManagers,
  integratedServiceProviders,
} from './integrated-service';
import { portfolioList, PortfolioQueries, portfolioTotalCache } from './service';

export interface PortfolioOptions {
  /** The clock (tests give the demo data's day). */
  now?: () => Date;
  /** How long a portfolio's unfiltered count is reused; 0 counts on every call. */
  totalTtlMs?: number;
}

const DESCRIPTION =
  'The session agency’s properties with the provider, by address then id. query: every word ' +
  'must appear in the address. facet (repeated): compliance filters OR together, action facets ' +
  'OR together, and the two groups AND (GasConfirmationRequired only for VIC agencies; ' +
  'NewManagements is not a property filter: 400). service (repeated) with serviceExclusivity: ' +
  'Including any of them, Only all of them, Excluding none of them (active services only). ' +
  'total counts the matches; unfilteredTotal the portfolio before filters (property-manager ' +
  'still applies; may be up to 30 seconds old). A page past the end lists nothing. new-access-issues=1: the access-issue ' +
  'facets read access-issue cases (else unresolved notices); new-problem-register=1: the ' +
  'reported-findings facets read reported findings (else the quotes awaiting approval).';

const INTEGRATED_DESCRIPTION =
  'The agency’s software portfolio, by address: provided-by PROVIDER lists the provider’s ' +
  'integrated properties (compliancePropertyId), OTHER the properties serviced by other ' +
  'providers or nobody (agencyPortfolioPropertyId); absent, both. facet (repeated, ORed): the ' +
  'other providers’ stats by compliance status. services (repeated): any of them. query: ' +
  'every word must appear in the address. unfilteredTotal: the whole integrated portfolio ' +
  '(property-manager still applies).';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

/** GET /v1/portfolio and the integrated portfolio calls (spec 3-action-required, the calls). */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioOptions> = async (app, options) => {
  const now = options.now ?? (() => app.now());
  const caches = {
    totals: portfolioTotalCache(options.totalTtlMs),
    queries: new PortfolioQueries(),
  };

  app.get(
    '/v1/portfolio',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['portfolio'],
        summary: 'Portfolio list with search, facets and service filters',
        description: DESCRIPTION,
        querystring: ZPortfolioQuery,
        response: { 200: zSuccess(zListOf(ZPortfolioItem)), ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const allowed = new Set<string>(complianceFiltersForState(session.agencyState));
      const unsupported: readonly string[] = UNSUPPORTED_FACETS;
      for (const facet of request.query.facet) {
        if (unsupported.includes(facet) || (isComplianceFilter(facet) && !allowed.has(facet))) {
          throw badRequest(`Facet ${facet} does not apply to this portfolio`, {
            'querystring.facet': `Facet ${facet} does not apply to this portfolio`,
          });
        }
      }
      const at = now();
      const data = await portfolioList(
        app.database,
        { agencyId: session.agencyId, today: agencyToday(at, session.agencyState), now: at },
        { ...request.query, facet: request.query.facet as SupportedFacet[] },
        caches,
      );
      return { success: true as const, data };
    },
  );

  const integratedScope = (agencyId: number) => ({
    agencyId,
    providerName: app.config.provider.name,
  });

  app.get(
    '/v1/portfolio/integrated',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['portfolio'],
        summary: 'Integrated portfolio: the provider’s and other service providers’ properties',
        description: INTEGRATED_DESCRIPTION,
        querystring: ZIntegratedPortfolioListQuery,
        response: { 200: zSuccess(zListOf(ZIntegratedPortfolioItem)), ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await integratedPortfolioList(
        app.database,
        integratedScope(session.agencyId),
        request.query,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/v1/portfolio/integrated/export',
    {
      onRequest: app.requireSession,
      onSend: errorMessageHeader,
      schema: {
        tags: ['portfolio'],
        summary: 'The filtered integrated portfolio as an .xlsx spreadsheet',
        description:
          'The filters of GET /v1/portfolio/integrated (no paging), saved as fileName (.xlsx ' +
          'added when missing). Streamed; a failure carries its message in x-error-message.',
        querystring: ZIntegratedPortfolioListExportQuery,
        response: { 200: ZSpreadsheet, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { fileName, ...filters } = request.query;
      const stream = xlsxStream({
        sheetName: 'Integrated portfolio',
        columns: INTEGRATED_EXPORT_COLUMNS,
        fill: (write) =>
          eachIntegratedBatch(app.database, integratedScope(session.agencyId), filters, write),
      });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(exportFileName(fileName, 'integrated-portfolio')))
        .send(stream);
    },
  );

  app.get(
    '/v1/portfolio/integrated/property-managers',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['portfolio'],
        summary: 'Property managers with a property in the integrated portfolio, by name',
        response: { 200: zSuccess(z.array(ZIntegratedPortfolioManager)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await integratedPropertyManagers(
        app.database,
        integratedScope(sessionOf(request).agencyId),
      ),
    }),
  );

  app.get(
    '/v1/portfolio/integrated/service-providers',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['portfolio'],
        summary: 'Service providers of the integrated portfolio: the provider, then the others',
        response: { 200: zSuccess(z.array(ZServiceProvider)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await integratedServiceProviders(
        app.database,
        integratedScope(sessionOf(request).agencyId),
      ),
    }),
  );
};
