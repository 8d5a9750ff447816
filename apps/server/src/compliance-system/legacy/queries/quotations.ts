import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { quotationStatusId } from '@portal/contracts';
import type { AgencyTx } from '../../../db/client';
import { properties, quoteItems, quotes } from '../../../db/schema/index';
import { awaitingApprovalQuote } from '../../../domain/compliance-definitions';
import { recordAudit } from '../../../plugins/audit';
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

/** What the list and the approval page both show of a quote. */
const QUOTATION_COLUMNS = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  propertyId: quotes.propertyId,
  address: addressOf(properties),
  serviceCode: quotes.serviceCode,
  statusId: quotes.statusId,
  severity: quotes.severity,
  expiresAt: quotes.expiresAt,
};

/** A quote's property, in the quote's agency. */
const quoteProperty = and(
  eq(properties.agencyId, quotes.agencyId),
  eq(properties.id, quotes.propertyId),
);

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
        ...QUOTATION_COLUMNS,
        total: sql<string | null>`(select sum(${quoteItems.amount}) from ${quoteItems}
          where ${quoteItems.agencyId} = ${quotes.agencyId} and ${quoteItems.quoteId} = ${quotes.id})`,
      })
      .from(quotes)
      .innerJoin(properties, quoteProperty)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A quote as its approval page shows it, with its items in their order. */
export interface QuotationDetail extends Omit<QuotationRow, 'total'> {
  /** Sent for approval and still valid on the agency's day (the dashboard's definition). */
  awaitingApproval: boolean;
  /** Prices include GST. */
  items: { description: string; amount: string }[];
}

/**
 * The agency's quote, null when it has none of that id (another agency's reads the same); with
 * `lock`, its row stays locked until the transaction ends, so two decisions cannot cross.
 */
export async function findQuotation(
  tx: AgencyTx,
  agencyId: number,
  id: number,
  { today, lock = false }: { today: string; lock?: boolean },
): Promise<QuotationDetail | null> {
  const select = tx
    .select({
      ...QUOTATION_COLUMNS,
      awaitingApproval: sql<boolean>`coalesce(${awaitingApprovalQuote(today)}, false)`,
    })
    .from(quotes)
    .innerJoin(properties, quoteProperty)
    .where(and(eq(quotes.agencyId, agencyId), eq(quotes.id, id)));
  const [row] = lock ? await select.for('update', { of: quotes }) : await select;
  if (!row) return null;
  const items = await tx
    .select({ description: quoteItems.description, amount: quoteItems.amount })
    .from(quoteItems)
    .where(and(eq(quoteItems.agencyId, agencyId), eq(quoteItems.quoteId, id)))
    .orderBy(asc(quoteItems.displayOrder), asc(quoteItems.id));
  return { ...row, items };
}

/** The agency's answer to a quote: ACCEPTED or REJECTED, when, and who gave it (audit log). */
export async function decideQuotation(
  tx: AgencyTx,
  decision: {
    agencyId: number;
    id: number;
    propertyId: number;
    accept: boolean;
    userId: number;
    impersonatorUserId: number | null;
  },
): Promise<void> {
  await tx
    .update(quotes)
    .set({
      statusId: quotationStatusId(decision.accept ? 'ACCEPTED' : 'REJECTED'),
      respondedAt: sql`now()`,
    })
    .where(and(eq(quotes.agencyId, decision.agencyId), eq(quotes.id, decision.id)));
  await recordAudit(tx, {
    agencyId: decision.agencyId,
    actorUserId: decision.userId,
    impersonatorUserId: decision.impersonatorUserId,
    action: decision.accept ? 'quote.approve' : 'quote.reject',
    target: `quote:${decision.id}`,
    propertyId: decision.propertyId,
    detail: { via: 'compliance-system' },
  });
}
