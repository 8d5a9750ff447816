import { managerQuery, pathId, type CatalogueEntry } from './shared';

const FORWARD_BODY = { toAddresses: ['owner@example.com'], ccAddresses: ['cc@example.com'] };

/** Invoices and quotes: lists, PDFs, upload and forwarding. */
export const INVOICES_QUOTES_ROUTES: Record<string, CatalogueEntry> = {
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
};
