import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccessIssueItem,
  ZDashboardListQuery,
  ZInvoice,
  ZNewManagement,
  ZNewManagementsQuery,
  ZNotice,
  ZQuoteDetail,
  ZReportedFindingGroup,
  zListOf,
  zSuccess,
} from '@portal/contracts';
import { sessionOf } from '../../plugins/session';
import { errorResponses, ok, scopeOf, type DashboardOptions } from './context';
import { recentNewManagements } from './new-managements';
import { overdueInvoices } from './overdue-invoices';
import { urgentAccessIssues } from './urgent-access-issues';
import { urgentActiveNotices } from './urgent-notices';
import { urgentQuotes } from './urgent-quotes';
import { urgentReportedFindings } from './urgent-reported-findings';

const PAGING =
  'Paged with page (from 1) and page-size; total counts every matching item. With ' +
  'propertyManagerId, only that manager’s properties (another agency’s manager matches nothing).';

/** The lists of the dashboard's 'Urgent action required' tabs (spec 3-action-required §2). */
export const actionListRoutes: FastifyPluginAsyncZod<
  Pick<Required<DashboardOptions>, 'now'>
> = async (app, { now }) => {
  const { database } = app;

  app.get(
    '/v1/invoice/analytics/overdue',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'invoices'],
        summary: 'Overdue invoices: unpaid and due before today, the most overdue first',
        description: PAGING,
        querystring: ZDashboardListQuery,
        response: { 200: zSuccess(zListOf(ZInvoice)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await overdueInvoices(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
        ),
      ),
  );

  app.get(
    '/v1/quote/analytics/immediate-action',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'quotes'],
        summary: 'Urgent quotes awaiting approval (not expired or rejected), soonest expiry first',
        description: `Urgent: the severity impacts compliance. ${PAGING}`,
        querystring: ZDashboardListQuery,
        response: { 200: zSuccess(zListOf(ZQuoteDetail)), ...errorResponses },
      },
    },
    async (request) => {
      const { stateCode } = sessionOf(request);
      return ok(
        await urgentQuotes(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
          app.complianceSystems.url(stateCode) ?? '',
        ),
      );
    },
  );

  app.get(
    '/v1/notice/analytics/urgent-active-notices',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'notices'],
        summary: 'Unresolved notices that impact compliance, the newest first',
        description: PAGING,
        querystring: ZDashboardListQuery,
        response: { 200: zSuccess(zListOf(ZNotice)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await urgentActiveNotices(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
        ),
      ),
  );

  app.get(
    '/v1/agency/access-issues/analytics/urgent',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'access-issues'],
        summary: 'Properties with an open access issue and an overdue service',
        description:
          'Suspended properties first, then the longest unresolved. An empty problems list ' +
          `means a complex problem (contact the provider). ${PAGING}`,
        querystring: ZDashboardListQuery,
        response: { 200: zSuccess(zListOf(ZAccessIssueItem)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await urgentAccessIssues(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
        ),
      ),
  );

  app.get(
    '/v1/reported-findings/analytics/urgent',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'reported-findings'],
        summary: 'One row per property and service with an open urgent reported finding',
        description: `The longest outstanding first; each row lists its open findings. ${PAGING}`,
        querystring: ZDashboardListQuery,
        response: { 200: zSuccess(zListOf(ZReportedFindingGroup)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await urgentReportedFindings(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
        ),
      ),
  );

  app.get(
    '/v1/portfolio/analytics/new-managements',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard', 'new-managements'],
        summary: 'New managements of the past 30 days, not dismissed, the newest first',
        description: `Ten a page by default. ${PAGING}`,
        querystring: ZNewManagementsQuery,
        response: { 200: zSuccess(zListOf(ZNewManagement)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await recentNewManagements(
          database,
          scopeOf(request, request.query.propertyManagerId, now),
          request.query,
        ),
      ),
  );
};
