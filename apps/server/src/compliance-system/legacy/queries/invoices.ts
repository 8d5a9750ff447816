import { and, desc, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { invoices, properties } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressOf, countRows, type AddressParts } from './shared';

export interface InvoiceRow {
  id: number;
  invoiceNumber: string;
  propertyId: number;
  address: AddressParts;
  issuedAt: string;
  dueDate: string;
  totalIncGst: string;
  isPaid: boolean;
}

/** The agency's invoices, latest issued first. */
export async function findInvoices(
  tx: AgencyTx,
  agencyId: number,
  filter: { page: number },
): Promise<Paged<InvoiceRow>> {
  const where = eq(invoices.agencyId, agencyId);
  const [counted] = await tx.select({ total: countRows() }).from(invoices).where(where);
  return loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        propertyId: invoices.propertyId,
        address: addressOf(properties),
        issuedAt: invoices.issuedAt,
        dueDate: invoices.dueDate,
        totalIncGst: invoices.totalIncGst,
        isPaid: invoices.isPaid,
      })
      .from(invoices)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, invoices.agencyId), eq(properties.id, invoices.propertyId)),
      )
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
  );
}
