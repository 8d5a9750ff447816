import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import {
  invoices,
  newManagements,
  nonManagedProperties,
  notices,
  properties,
  quotes,
  reportedFindings,
} from '../../db/schema/index';
import {
  awaitingApprovalQuote,
  currentNewManagement,
  openFinding,
  overdueInvoice,
  unpaidInvoice,
  unresolvedNotice,
  urgentQuote,
} from '../../lib/compliance-definitions';
import {
  countAll,
  countDistinctWhere,
  countWhere,
  managedBy,
  ofManagerPortfolioProperties,
  type DashboardScope,
} from './scope';

/**
 * The figures of GET /v1/stats drawn from the agency's action items (definitions in
 * stats-service.ts), in one statement. They follow the agency's own actions, so they are never
 * cached; each reads only the open items through its table's index.
 */
export async function actionCounts(tx: AgencyTx, scope: DashboardScope) {
  // The manager's property ids once, shared by every item table's filter.
  const manager = managedBy(properties.propertyManagerId, scope);
  const managerProperties = tx.$with('manager_properties').as(
    tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, scope.agencyId), manager)),
  );
  const ofManager = (propertyId: AnyColumn) =>
    manager
      ? inArray(propertyId, tx.select({ id: managerProperties.id }).from(managerProperties))
      : undefined;

  const noticeFigures = tx
    .select({
      urgent: countWhere(eq(notices.isUrgent, true)).as('urgent_notices'),
      nonUrgent: countWhere(eq(notices.isUrgent, false)).as('non_urgent_notices'),
      properties: countDistinctWhere(notices.propertyId).as('properties_with_notices'),
    })
    .from(notices)
    .where(
      and(eq(notices.agencyId, scope.agencyId), unresolvedNotice(), ofManager(notices.propertyId)),
    )
    .as('notice_figures');

  const overdue = overdueInvoice(scope.today);
  const invoiceFigures = tx
    .select({
      outstanding: countAll().as('outstanding_invoices'),
      overdue: countWhere(overdue).as('overdue_invoices'),
      overdueProperties: countDistinctWhere(invoices.propertyId, overdue).as(
        'properties_with_overdue_invoices',
      ),
    })
    .from(invoices)
    .where(
      and(eq(invoices.agencyId, scope.agencyId), unpaidInvoice(), ofManager(invoices.propertyId)),
    )
    .as('invoice_figures');

  const quoteFigures = tx
    .select({
      urgent: countWhere(urgentQuote()).as('urgent_quotes'),
      nonUrgent: countWhere(sql`not coalesce(${urgentQuote()}, false)`).as('non_urgent_quotes'),
      urgentProperties: countDistinctWhere(quotes.propertyId, urgentQuote()).as(
        'properties_with_urgent_quotes',
      ),
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.agencyId, scope.agencyId),
        awaitingApprovalQuote(scope.today),
        ofManager(quotes.propertyId),
      ),
    )
    .as('quote_figures');

  // One row per property and service with open findings, urgent when any of them is.
  const findingRows = tx
    .select({ urgent: sql<boolean>`bool_or(${reportedFindings.isUrgent})`.as('urgent') })
    .from(reportedFindings)
    .where(
      and(
        eq(reportedFindings.agencyId, scope.agencyId),
        openFinding(),
        ofManager(reportedFindings.propertyId),
      ),
    )
    .groupBy(reportedFindings.propertyId, reportedFindings.serviceCode)
    .as('finding_rows');
  const findingFigures = tx
    .select({
      urgent: countWhere(sql`${findingRows.urgent}`).as('urgent_findings'),
      nonUrgent: countWhere(sql`not ${findingRows.urgent}`).as('non_urgent_findings'),
    })
    .from(findingRows)
    .as('finding_figures');

  const newManagementFigures = tx
    .select({ count: countAll().as('new_managements') })
    .from(newManagements)
    .where(
      and(
        eq(newManagements.agencyId, scope.agencyId),
        currentNewManagement(scope.today),
        ofManagerPortfolioProperties(tx, newManagements.portfolioPropertyId, scope),
      ),
    )
    .as('new_management_figures');

  const otherProviderFigures = tx
    .select({ count: countAll().as('other_provider_properties') })
    .from(nonManagedProperties)
    .where(
      and(
        eq(nonManagedProperties.agencyId, scope.agencyId),
        managedBy(nonManagedProperties.propertyManagerId, scope),
      ),
    )
    .as('other_provider_figures');

  const [row] = await (manager ? tx.with(managerProperties) : tx)
    .select()
    .from(noticeFigures)
    .crossJoin(invoiceFigures)
    .crossJoin(quoteFigures)
    .crossJoin(findingFigures)
    .crossJoin(newManagementFigures)
    .crossJoin(otherProviderFigures);
  // Aggregates without GROUP BY always give one row.
  const figures = row!;
  return {
    notices: figures.notice_figures,
    invoices: figures.invoice_figures,
    quotes: figures.quote_figures,
    findings: figures.finding_figures,
    newManagements: figures.new_management_figures.count,
    otherProviderProperties: figures.other_provider_figures.count,
  };
}

export type ActionCounts = Awaited<ReturnType<typeof actionCounts>>;
