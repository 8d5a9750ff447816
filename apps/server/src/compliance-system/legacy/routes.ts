import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotationStatusId, todayIsoDate } from '@portal/contracts';
import type { AgencyTx } from '../../db/client';
import { PageError } from '../page-error';
import {
  legacyDeps,
  notFound,
  pageViewer,
  parseId,
  propertyNotFound,
  sendPage,
  type Viewer,
} from './context';
import { findBookings } from './queries/bookings';
import { findInvoices } from './queries/invoices';
import { findNotices } from './queries/notices';
import { findProperty } from './queries/property';
import { findQuotations } from './queries/quotations';
import { findServiceReports } from './queries/service-reports';
import { findTenancyChanges } from './queries/tenancy-changes';
import { jobOrderRoutes } from './job-order-routes';
import { keyPickupRoutes } from './key-pickup-routes';
import { quotationApprovalRoutes } from './quotation-approval-routes';
import { ZPageParam, ZTextParam } from './paging';
import { bookingsPage } from './views/bookings';
import { invoicesPage } from './views/invoices';
import { keyCollectionHistoryPage } from './views/keys';
import { legacyPath } from './views/layout';
import { noticesPage } from './views/notices';
import { propertyPage } from './views/property';
import { parseStatusParam, quotationsPage } from './views/quotations';
import { serviceReportsPage } from './views/service-reports';
import { tenancyChangesPage } from './views/tenancy-changes';

const hidden = { hide: true } as const;
const ZParams = z.object({ state: z.string().max(16) });
const ZListQuery = z.object({ page: ZPageParam });
const ZSearchQuery = z.object({ page: ZPageParam, search: ZTextParam });

/**
 * The legacy pages of each built-in system that the portal links to, for the agency of the
 * portal session: every query runs inside withAgency, so row-level security backs its filter.
 */
export const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = legacyDeps(app);
  const viewerOf = (request: FastifyRequest, param: string) => pageViewer(deps, request, param);
  const inAgency = <T>(viewer: Viewer, fn: (tx: AgencyTx) => Promise<T>) =>
    deps.database.withAgency(viewer.agencyId, fn);

  app.get(
    '/:state/Quotations/index',
    {
      schema: {
        ...hidden,
        params: ZParams,
        querystring: z.object({ page: ZPageParam, status: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const asked = request.query.status?.trim();
      const status = asked ? parseStatusParam(asked) : undefined;
      if (asked && !status) {
        throw new PageError(
          400,
          viewer.state,
          'Unknown status',
          `There is no quote status “${asked}”.`,
          {
            href: legacyPath(viewer, '/Quotations/index'),
            text: 'Show all quotes',
          },
        );
      }
      const list = await inAgency(viewer, (tx) =>
        findQuotations(tx, viewer.agencyId, {
          statusId: status ? quotationStatusId(status) : undefined,
          page: request.query.page,
        }),
      );
      return sendPage(reply, quotationsPage(viewer, list, status));
    },
  );

  app.get(
    '/:state/Bookings/view',
    { schema: { ...hidden, params: ZParams, querystring: ZListQuery } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const list = await inAgency(viewer, (tx) =>
        findBookings(tx, viewer.agencyId, { page: request.query.page }),
      );
      return sendPage(reply, bookingsPage(viewer, list));
    },
  );

  app.get(
    '/:state/Invoices/index',
    { schema: { ...hidden, params: ZParams, querystring: ZListQuery } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const list = await inAgency(viewer, (tx) =>
        findInvoices(tx, viewer.agencyId, { page: request.query.page }),
      );
      return sendPage(reply, invoicesPage(viewer, list, todayIsoDate()));
    },
  );

  app.get(
    '/:state/Keys/keyCollectionHistory',
    { schema: { ...hidden, params: ZParams } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      return sendPage(reply, keyCollectionHistoryPage(viewer));
    },
  );

  app.get(
    '/:state/BetweenTenancyBatches/manageTenancyChange',
    { schema: { ...hidden, params: ZParams, querystring: ZListQuery } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      // Between-tenancy checks are a Queensland service: like the portal's Lease Checks menu.
      if (viewer.agencyState !== 'QLD') throw notFound(viewer.state);
      const list = await inAgency(viewer, (tx) =>
        findTenancyChanges(tx, viewer.agencyId, {
          today: todayIsoDate(),
          page: request.query.page,
        }),
      );
      return sendPage(reply, tenancyChangesPage(viewer, list));
    },
  );

  app.get(
    '/:state/ComplianceReports/listView',
    { schema: { ...hidden, params: ZParams, querystring: ZListQuery } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const list = await inAgency(viewer, (tx) =>
        findServiceReports(tx, viewer.agencyId, { page: request.query.page }),
      );
      return sendPage(reply, serviceReportsPage(viewer, list));
    },
  );

  app.get(
    '/:state/Notices/view',
    { schema: { ...hidden, params: ZParams, querystring: ZSearchQuery } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const { search, page } = request.query;
      const list = await inAgency(viewer, (tx) =>
        findNotices(tx, viewer.agencyId, { search, page }),
      );
      return sendPage(reply, noticesPage(viewer, list, search));
    },
  );

  app.get(
    '/:state/Properties/view/:id',
    { schema: { ...hidden, params: ZParams.extend({ id: z.string().max(32) }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.params.state);
      const id = parseId(request.params.id);
      // Another agency's property reads exactly as a missing one.
      const property =
        id === null
          ? null
          : await inAgency(viewer, (tx) => findProperty(tx, viewer.agencyId, id, todayIsoDate()));
      if (!property) throw propertyNotFound(viewer);
      return sendPage(reply, propertyPage(viewer, property));
    },
  );

  await app.register(jobOrderRoutes);
  await app.register(quotationApprovalRoutes);
  await app.register(keyPickupRoutes);
};
