import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complianceFiltersForState,
  ZConfirmedPropertyDetails,
  ZConfirmPropertyParams,
  ZErrorEnvelope,
  ZOverdueUpdateProperty,
  ZUpdateSummaryExportQuery,
  ZUpdateSummaryItem,
  ZUpdateSummaryQuery,
  zListOf,
  zSuccess,
  type TPortfolioFacet,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { agencyToday } from '../../lib/agency-clock';
import { badRequest } from '../../lib/errors';
import {
  isComplianceFilter,
  UNSUPPORTED_FACETS,
  type SupportedFacet,
} from '../../lib/property-facets';
import {
  attachment,
  errorMessageHeader,
  exportFileName,
  XLSX_CONTENT_TYPE,
  xlsxStream,
  ZSpreadsheet,
} from '../../lib/xlsx-export';
import { sessionOf } from '../../plugins/session';
import { UPDATE_EXPORT_COLUMNS } from './export-columns';
import {
  confirmPropertyDetails,
  eachUpdateBatch,
  overdueUpdateProperties,
  updateSummary,
  UpdatesQueries,
} from './service';

const FILTERS =
  'query: every word must appear in the address. facet (repeated): compliance filters OR ' +
  'together, action facets OR together, the groups AND (as GET /v1/portfolio, access issues ' +
  'and reported findings read their current tables). service (repeated) with ' +
  'serviceExclusivity: Including any, Only all, Excluding none of them.';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

/** The facets of the request, checked against the agency's state (as the portfolio does). */
function checkedFacets(request: FastifyRequest, facets: readonly TPortfolioFacet[]) {
  const allowed = new Set<string>(complianceFiltersForState(sessionOf(request).agencyState));
  const unsupported: readonly string[] = UNSUPPORTED_FACETS;
  for (const facet of facets) {
    if (unsupported.includes(facet) || (isComplianceFilter(facet) && !allowed.has(facet))) {
      throw badRequest(`Facet ${facet} does not apply to this list`, {
        'querystring.facet': `Facet ${facet} does not apply to this list`,
      });
    }
  }
  return facets as SupportedFacet[];
}

/** The required-updates calls (spec 3-action-required: /action-required/update). */
export const updatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = new UpdatesQueries();
  const scopeOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    const now = app.now();
    return { agencyId: session.agencyId, today: agencyToday(now, session.agencyState), now };
  };

  app.get(
    '/v1/update/summary',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['updates'],
        summary: 'Required updates: properties waiting for details from the agency',
        description:
          'Portfolio properties whose lease agreement must be updated or with a service ' +
          `UPDATES_REQUIRED, by address. ${FILTERS} unfilteredTotal: the whole list ` +
          '(property-manager still applies). A page past the end lists nothing.',
        querystring: ZUpdateSummaryQuery,
        response: { 200: zSuccess(zListOf(ZUpdateSummaryItem)), ...errors },
      },
    },
    async (request) => {
      const facet = checkedFacets(request, request.query.facet);
      const data = await updateSummary(
        app.database,
        scopeOf(request),
        { ...request.query, facet },
        queries,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/v1/update/summary/export',
    {
      onRequest: app.requireSession,
      onSend: errorMessageHeader,
      schema: {
        tags: ['updates'],
        summary: 'The filtered required updates as an .xlsx spreadsheet',
        description:
          'The filters of GET /v1/update/summary (no paging), saved as fileName (.xlsx added ' +
          'when missing). Streamed; a failure carries its message in x-error-message.',
        querystring: ZUpdateSummaryExportQuery,
        response: { 200: ZSpreadsheet, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, page: _page, 'page-size': _size, ...query } = request.query;
      const facet = checkedFacets(request, query.facet);
      const scope = scopeOf(request);
      const stream = xlsxStream({
        sheetName: 'Required updates',
        columns: UPDATE_EXPORT_COLUMNS,
        fill: (write) => eachUpdateBatch(app.database, scope, { ...query, facet }, write),
      });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(exportFileName(fileName, 'required-updates')))
        .send(stream);
    },
  );

  app.get(
    '/v1/update/get-all-overdue-properties',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['updates'],
        summary: 'Every required update with an overdue service, by address',
        response: { 200: zSuccess(zListOf(ZOverdueUpdateProperty)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await overdueUpdateProperties(app.database, scopeOf(request)),
    }),
  );

  app.post(
    '/v1/property/:id/confirm-single-property-details',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['updates'],
        summary: "Confirm a property's details are current (answers its required updates)",
        params: ZConfirmPropertyParams,
        response: {
          200: zSuccess(ZConfirmedPropertyDetails),
          404: ZErrorEnvelope,
          ...errors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await confirmPropertyDetails(
        app.database,
        { agencyId: session.agencyId, userId: session.userId, now: app.now() },
        request.params.id,
      );
      return { success: true as const, data };
    },
  );
};
