import type { TInvoice, TList } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, properties, users } from '../../db/schema/index';
import { overdueInvoice } from '../../lib/compliance-definitions';
import { isoInstant, pageWindow, type PageRequest } from './paging';
import { addressColumns, propertyRef } from '../../lib/property-ref';
import { countAll, ofManagerProperties, type DashboardScope } from './scope';

/** Where an invoice's PDF is served (the route comes with the invoices area). */
export const invoicePdfPath = (id: number) => `/v1/invoice/${id}/pdf`;

/** GET /v1/invoice/analytics/overdue: unpaid invoices due before today, most overdue first. */
export async function overdueInvoices(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TInvoice>> {
  const { limit, offset } = pageWindow(page);
  return database.withAgency(scope.agencyId, async (tx) => {
    const matching = and(
      eq(invoices.agencyId, scope.agencyId),
      overdueInvoice(scope.today),
      ofManagerProperties(tx, invoices.propertyId, scope),
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: countAll() })
      .from(invoices)
      .where(matching);
    // The page's invoices first, then their properties: joined before the limit, every overdue
    // invoice of a large agency looked its property up (13 ms for 3,334 of them).
    const pageOf = tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(matching)
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        isPaid: invoices.isPaid,
        paidAt: invoices.paidAt,
        dueDate: invoices.dueDate,
        totalIncGst: invoices.totalIncGst,
        isUploading: invoices.isUploading,
        isUploaded: invoices.isUploaded,
        isEligibleToUpload: invoices.isEligibleToUpload,
        uploadedAt: invoices.uploadedAt,
        uploadedBy: users.displayName,
        lastError: invoices.lastError,
        propertyId: properties.id,
        ...addressColumns(properties),
      })
      .from(pageOf)
      .innerJoin(invoices, and(eq(invoices.agencyId, scope.agencyId), eq(invoices.id, pageOf.id)))
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, invoices.propertyId)),
      )
      .leftJoin(users, eq(users.id, invoices.uploadedBy))
      .orderBy(asc(invoices.dueDate), asc(invoices.id));
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        pdfUrl: invoicePdfPath(row.id),
        isPaid: row.isPaid,
        paidAt: isoInstant(row.paidAt),
        dueDate: row.dueDate,
        isOverdue: !row.isPaid && row.dueDate < scope.today,
        totalIncGst: row.totalIncGst,
        property: propertyRef(row.propertyId, row),
        integration: {
          isUploading: row.isUploading,
          isUploaded: row.isUploaded,
          isEligibleToUpload: row.isEligibleToUpload,
          uploadedAt: isoInstant(row.uploadedAt),
          uploadedBy: row.uploadedBy,
          lastError: row.lastError ? { message: row.lastError } : null,
        },
      })),
    };
  });
}
