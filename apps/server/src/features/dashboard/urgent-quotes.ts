import {
  serviceLabels,
  type TList,
  type TQuoteDetail,
  type TQuoteSeverity,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, quotes } from '../../db/schema/index';
import { awaitingApprovalQuote, urgentQuote } from '../../domain/compliance-definitions';
import { pageWindow, type PageRequest } from './paging';
import { quoteApprovalUrl, quotePdfPath } from '../../domain/document-paths';
import { addressColumns, propertyRef } from '../../domain/property-ref';
import { quoteEstimateColumns } from '../../domain/quote-estimate';
import { countAll, ofManagerProperties, type DashboardScope } from './scope';

/**
 * GET /v1/quote/analytics/immediate-action: urgent quotes awaiting approval (neither expired nor
 * rejected), the soonest to expire first.
 */
export async function urgentQuotes(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
  systemUrl: string,
): Promise<TList<TQuoteDetail>> {
  const { limit, offset } = pageWindow(page);
  return database.withAgency(scope.agencyId, async (tx) => {
    const matching = and(
      eq(quotes.agencyId, scope.agencyId),
      awaitingApprovalQuote(scope.today),
      urgentQuote(),
      ofManagerProperties(tx, quotes.propertyId, scope),
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: countAll() })
      .from(quotes)
      .where(matching);
    // The page's quotes first, then their properties: joined before the limit, each of a large
    // agency's 1,804 urgent quotes looked its property up (50 ms of its 51).
    const order = [sql`${quotes.expiresAt} asc nulls last`, asc(quotes.id)];
    const pageOf = tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(matching)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await tx
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        expiresAt: quotes.expiresAt,
        severity: quotes.severity,
        estimatedMin: quoteEstimateColumns.estimatedMin,
        serviceCode: quotes.serviceCode,
        propertyId: properties.id,
        ...addressColumns(properties),
      })
      .from(pageOf)
      .innerJoin(quotes, and(eq(quotes.agencyId, scope.agencyId), eq(quotes.id, pageOf.id)))
      .innerJoin(
        properties,
        and(eq(properties.agencyId, quotes.agencyId), eq(properties.id, quotes.propertyId)),
      )
      .where(eq(properties.agencyId, scope.agencyId))
      .orderBy(...order);
    return {
      total,
      items: rows.map((row) => {
        const shortName = row.serviceCode as TServiceCode;
        return {
          complianceQuoteId: row.id,
          quoteNumber: row.quoteNumber,
          pdfUrl: quotePdfPath(row.id),
          approvalUrl: quoteApprovalUrl(systemUrl, row.id),
          expiresAt: row.expiresAt,
          property: propertyRef(row.propertyId, row),
          service: { name: serviceLabels[shortName], shortName },
          quoteSeverity: row.severity as TQuoteSeverity,
          estimatedPrices: { minimum: row.estimatedMin },
        };
      }),
    };
  });
}
