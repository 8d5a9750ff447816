import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { properties, quoteItems, quotes } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressOf, countRows, type AddressParts } from './shared';

export interface QuotationRow {
  id: number;
  quoteNumber: string;
  propertyId: number;
  address: AddressParts;
  serviceCode: string;
  statusId: number;
  severity: string | null;
  expiresAt: string | null;
  /** The sum of the quote's items, inc. GST; null when it has none. */
  total: string | null;
}

/** The agency's quotes, newest first, optionally of one status. */
export async function findQuotations(
  tx: AgencyTx,
  agencyId: number,
  filter: { statusId?: number; page: number },
): Promise<Paged<QuotationRow>> {
  const where = and(
    eq(quotes.agencyId, agencyId),
    filter.statusId === undefined ? undefined : eq(quotes.statusId, filter.statusId),
  );
  const [counted] = await tx.select({ total: countRows() }).from(quotes).where(where);
  return loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        propertyId: quotes.propertyId,
        address: addressOf(properties),
        serviceCode: quotes.serviceCode,
        statusId: quotes.statusId,
        severity: quotes.severity,
        expiresAt: quotes.expiresAt,
        total: sql<string | null>`(select sum(${quoteItems.amount}) from ${quoteItems}
          where ${quoteItems.agencyId} = ${quotes.agencyId} and ${quoteItems.quoteId} = ${quotes.id})`,
      })
      .from(quotes)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, quotes.agencyId), eq(properties.id, quotes.propertyId)),
      )
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset(offset),
  );
}
