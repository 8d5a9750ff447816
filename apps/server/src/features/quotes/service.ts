import {
  quotationStatusById,
  quotationStatusId,
  quotationStatusLabels,
  quoteSeverityLabel,
  serviceLabels,
  type TList,
  type TQuoteListQuery,
  type TQuoteSortKey,
  type TQuoteSeverity,
  type TQuoteView,
  type TQuoteWithItems,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { labelRank, orderOf, type OrderTerm } from '../../domain/list-order';
import type { AgencyTx, Database } from '../../db/client';
import { properties, quoteItems, quotes } from '../../db/schema/index';
import { quoteApprovalUrl, quotePdfPath } from '../../domain/document-paths';
import { notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { addressColumns, propertyRef } from '../../domain/property-ref';
import { quoteEstimateColumns } from '../../domain/quote-estimate';

const QUOTE_NOT_FOUND = 'Quote not found';

/** What a quote call is computed for: the session's agency and its compliance system. */
export interface QuoteScope {
  agencyId: number;
  /** The agency's own compliance system (the approval links point there). */
  systemUrl: string;
}

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  statusId: quotes.statusId,
  expiresAt: quotes.expiresAt,
  severity: quotes.severity,
  ...quoteEstimateColumns,
  serviceCode: quotes.serviceCode,
  subscribed: quotes.subscribed,
  lastForwardedAt: quotes.lastForwardedAt,
  propertyId: properties.id,
  ...addressColumns(properties),
};

const ofProperty = and(
  eq(properties.agencyId, quotes.agencyId),
  eq(properties.id, quotes.propertyId),
);

/** The agency's quotes with their property (filter with `.where`). */
const selectQuotes = (tx: AgencyTx) =>
  tx.select(quoteColumns).from(quotes).innerJoin(properties, ofProperty);

type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number];

function toQuote(row: QuoteRow, scope: QuoteScope): TQuoteView {
  const shortName = row.serviceCode as TServiceCode;
  return {
    complianceQuoteId: row.id,
    quoteNumber: row.quoteNumber,
    pdfUrl: quotePdfPath(row.id),
    approvalUrl: quoteApprovalUrl(scope.systemUrl, row.id),
    expiresAt: row.expiresAt,
    property: propertyRef(row.propertyId, row),
    service: { name: serviceLabels[shortName], shortName },
    status: quotationStatusById(row.statusId).code,
    quoteSeverity: row.severity as TQuoteSeverity | null,
    quoteSeverityLabel: quoteSeverityLabel(row.severity),
    estimatedPrices: { minimum: row.estimatedMin, maximum: row.estimatedMax },
    subscribed: row.subscribed,
    lastForwardedAt: row.lastForwardedAt?.toISOString() ?? null,
  };
}

/** `%`, `_` and `\` are literal in the searched words. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/** An id filter from the query: one beyond the integers simply matches nothing. */
const idIs = (column: AnyColumn, id: number | undefined): SQL | undefined => {
  if (id === undefined) return undefined;
  return isStoredId(id) ? eq(column, id) : sql`false`;
};

function listFilters(query: TQuoteListQuery): SQL | undefined {
  const words = query.query?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return and(
    idIs(quotes.propertyId, query.propertyId),
    idIs(properties.propertyManagerId, query['property-manager']),
    ...words.map((word) => ilike(properties.searchText, `%${likeLiteral(word)}%`)),
    query.status.length > 0
      ? inArray(quotes.statusId, query.status.map(quotationStatusId))
      : undefined,
    query.service.length > 0 ? inArray(quotes.serviceCode, query.service) : undefined,
    query.severity.length > 0 ? inArray(quotes.severity, query.severity) : undefined,
  );
}

/** The columns of each `sort` of the quotes list, ending in the quote's id (unique). */
const QUOTE_SORT_TERMS: Record<TQuoteSortKey, readonly OrderTerm[]> = {
  expiry: [quotes.expiresAt, quotes.id],
  address: [properties.addressSort, quotes.id],
  amount: [quoteEstimateColumns.estimatedMin, quotes.id],
  status: [labelRank(quotes.statusId, quotationStatusLabels, quotationStatusId), quotes.id],
};

/** GET /v1/quote: the agency's quotes matching the filters, in the order of `sort`. */
export async function listQuotes(
  database: Database,
  scope: QuoteScope,
  query: TQuoteListQuery,
): Promise<TList<TQuoteView>> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const matching = and(
      eq(quotes.agencyId, scope.agencyId),
      eq(properties.agencyId, scope.agencyId),
      listFilters(query),
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(quotes)
      .innerJoin(properties, ofProperty)
      .where(matching);
    const rows = await selectQuotes(tx)
      .where(matching)
      .orderBy(...orderOf(query.sort, QUOTE_SORT_TERMS))
      .limit(query['page-size'])
      .offset((query.page - 1) * query['page-size']);
    return { total, items: rows.map((row) => toQuote(row, scope)) };
  });
}

/** One quote of the agency (404 for a missing or another agency's id). */
export async function quoteOrNotFound(
  tx: AgencyTx,
  scope: QuoteScope,
  id: number,
): Promise<TQuoteView> {
  if (!isStoredId(id)) throw notFound(QUOTE_NOT_FOUND);
  const [row] = await selectQuotes(tx).where(
    and(eq(quotes.agencyId, scope.agencyId), eq(quotes.id, id)),
  );
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  return toQuote(row, scope);
}

export async function quoteLines(tx: AgencyTx, agencyId: number, quoteId: number) {
  return tx
    .select({ description: quoteItems.description, amount: quoteItems.amount })
    .from(quoteItems)
    .where(and(eq(quoteItems.agencyId, agencyId), eq(quoteItems.quoteId, quoteId)))
    .orderBy(asc(quoteItems.displayOrder), asc(quoteItems.id));
}

/** GET /v1/quote/{id}: the quote with its severity, estimate and line items. */
export async function quoteDetail(
  database: Database,
  scope: QuoteScope,
  id: number,
): Promise<TQuoteWithItems> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const quote = await quoteOrNotFound(tx, scope, id);
    return { ...quote, items: await quoteLines(tx, scope.agencyId, id) };
  });
}
