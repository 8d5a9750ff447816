import type { TInvoice, TInvoiceSortKey, TList, TPropertyInvoicesQuery } from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orderOf, type OrderTerm } from '../../domain/list-order';
import type { AgencyTx, Database } from '../../db/client';
import { integrations, invoices, properties, users } from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { invoiceColumns, toInvoice } from '../../domain/invoice-row';
import { addressColumns } from '../../domain/property-ref';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const UPLOAD_QUEUE = 'invoice.upload';

export const UPLOAD_MESSAGES = {
  notEligible: 'This invoice cannot be uploaded to your property management software',
  noIntegration: 'Your agency has no active property management software integration',
  alreadyUploading: 'This invoice is already uploading',
  alreadyUploaded: 'This invoice has already been uploaded',
} as const;

/** What an invoice call is computed for: the session's agency and its calendar day. */
export interface InvoiceScope {
  agencyId: number;
  userId: number;
  /** The agency's calendar day, 'yyyy-MM-dd' (overdue is due before it). */
  today: string;
  now: Date;
}

/** Invoices with their property and uploader, of the scope's agency only. */
function selectInvoices(tx: AgencyTx, scope: InvoiceScope, where: SQL | undefined) {
  return tx
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(
      properties,
      and(eq(properties.agencyId, invoices.agencyId), eq(properties.id, invoices.propertyId)),
    )
    .leftJoin(users, eq(users.id, invoices.uploadedBy))
    .where(and(eq(invoices.agencyId, scope.agencyId), where));
}

/** The columns of each `sort` of a property's invoices, ending in the invoice's id (unique). */
const INVOICE_SORT_TERMS: Record<TInvoiceSortKey, readonly OrderTerm[]> = {
  'due-date': [invoices.dueDate, invoices.id],
  amount: [invoices.totalIncGst, invoices.id],
  // false (unpaid) sorts before true (paid).
  status: [invoices.isPaid, invoices.dueDate, invoices.id],
};

/**
 * GET /v1/property/{id}/invoices: in the order of `sort` (the latest due first by default); 404
 * for another agency's property.
 */
export async function propertyInvoices(
  database: Database,
  scope: InvoiceScope,
  propertyId: number,
  page: TPropertyInvoicesQuery,
): Promise<TList<TInvoice>> {
  if (!isStoredId(propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  return database.withAgency(scope.agencyId, async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, scope.agencyId), eq(properties.id, propertyId)));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    const ofProperty = eq(invoices.propertyId, propertyId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .where(and(eq(invoices.agencyId, scope.agencyId), ofProperty));
    const rows = await selectInvoices(tx, scope, ofProperty)
      .orderBy(...orderOf(page.sort, INVOICE_SORT_TERMS))
      .limit(page['page-size'])
      .offset((page.page - 1) * page['page-size']);
    return { total, items: rows.map((row) => toInvoice(row, scope.today)) };
  });
}

async function oneInvoice(tx: AgencyTx, scope: InvoiceScope, id: number): Promise<TInvoice> {
  const [row] = await selectInvoices(tx, scope, eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return toInvoice(row, scope.today);
}

/**
 * POST /v1/invoice/{id}/upload: marks the invoice uploading and queues its upload job in the same
 * transaction, so the two never part. Refused (409) when the invoice is not eligible, the
 * agency has no active integration, or it is uploading or uploaded already.
 */
export async function startUpload(
  database: Database,
  scope: InvoiceScope,
  id: number,
  enqueue: (tx: AgencyTx, invoiceId: number) => Promise<unknown>,
): Promise<TInvoice> {
  if (!isStoredId(id)) throw notFound(INVOICE_NOT_FOUND);
  return database.withAgency(scope.agencyId, async (tx) => {
    const [invoice] = await tx
      .select({
        isEligibleToUpload: invoices.isEligibleToUpload,
        isUploading: invoices.isUploading,
        isUploaded: invoices.isUploaded,
      })
      .from(invoices)
      .where(and(eq(invoices.agencyId, scope.agencyId), eq(invoices.id, id)))
      // Two clicks at once: the second waits here, then sees the first one's upload.
      .for('update');
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.isUploaded) throw conflict(UPLOAD_MESSAGES.alreadyUploaded);
    if (invoice.isUploading) throw conflict(UPLOAD_MESSAGES.alreadyUploading);
    if (!invoice.isEligibleToUpload) throw conflict(UPLOAD_MESSAGES.notEligible);
    if (!(await activeConnection(tx, scope.agencyId))) {
      throw conflict(UPLOAD_MESSAGES.noIntegration);
    }
    await tx
      .update(invoices)
      .set({ isUploading: true, lastError: null, lastErrorAt: null })
      .where(and(eq(invoices.agencyId, scope.agencyId), eq(invoices.id, id)));
    await enqueue(tx, id);
    return oneInvoice(tx, scope, id);
  });
}

/** The agency's active connection to its property-management software, if any. */
export async function activeConnection(tx: AgencyTx, agencyId: number) {
  const [connection] = await tx
    .select({
      source: integrations.source,
      softwareName: integrations.softwareName,
      simulateFailureRate: integrations.simulateFailureRate,
    })
    .from(integrations)
    .where(and(eq(integrations.agencyId, agencyId), eq(integrations.isActive, true)))
    .orderBy(integrations.id)
    .limit(1);
  return connection ?? null;
}

/** The number of an invoice of the agency (for toasts and mail subjects), or 404. */
export async function invoiceOrNotFound(tx: AgencyTx, agencyId: number, id: number) {
  if (!isStoredId(id)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      propertyId: invoices.propertyId,
      dueDate: invoices.dueDate,
      totalIncGst: invoices.totalIncGst,
      ...addressColumns(properties),
    })
    .from(invoices)
    .innerJoin(
      properties,
      and(eq(properties.agencyId, invoices.agencyId), eq(properties.id, invoices.propertyId)),
    )
    .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, id)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}
