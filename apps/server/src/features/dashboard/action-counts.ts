import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import {
  invoices,
  newManagements,
  nonManagedProperties,
  notices,
  properties,
  quotes,
  reportedFindingGroups,
} from '../../db/schema/index';
import {
  awaitingApprovalQuote,
  inPortfolio,
  currentNewManagement,
  newManagementsSince,
  overdueInvoice,
  unpaidInvoice,
  unresolvedNotice,
  urgentQuote,
} from '../../domain/compliance-definitions';
import { itemFacetSource, type FacetModel, type ItemFacet } from '../../domain/property-facets';
import {
  countAll,
  countDistinctWhere,
  countWhere,
  managerIdValue,
  type DashboardScope,
} from './scope';

const value = sql.placeholder;

/**
 * The portfolio properties counted by item facet, each under the model it is read with: the
 * access-issue facets from cases (new) or notices (old), the reported-finding facets from
 * findings (new) or the quotes that stand for them (old, the same as the quote facets).
 */
const FACET_COUNTS = {
  urgentAccessCases: ['UrgentAccessIssues', true],
  nonUrgentAccessCases: ['NonUrgentAccessIssues', true],
  urgentAccessNotices: ['UrgentAccessIssues', false],
  nonUrgentAccessNotices: ['NonUrgentAccessIssues', false],
  accessNotices: ['AccessIssues', false],
  urgentFindings: ['UrgentReportedFindings', true],
  nonUrgentFindings: ['NonUrgentReportedFindings', true],
  urgentQuotes: ['UrgentQuotes', true],
  nonUrgentQuotes: ['NonUrgentQuotes', true],
  overdueInvoices: ['OverdueInvoices', true],
  outstandingInvoices: ['OutstandingInvoices', true],
} as const satisfies Record<string, readonly [ItemFacet, boolean]>;
type FacetCountName = keyof typeof FACET_COUNTS;

/**
 * The figures of GET /v1/stats drawn from the agency's action items (definitions in
 * stats-service.ts), as two statements built once per shape (with or without a property
 * manager): the item counts (`items`, never cached), each reading only the open items through its
 * table's index, and the portfolio properties per item facet (`facets`, kept with the portfolio
 * figures), which look up each open item's property.
 */
function actionCountsQuery(tx: AgencyTx, manager: boolean) {
  // The manager's property ids once, shared by every item table's filter.
  const managerProperties = tx.$with('manager_properties').as(
    tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.agencyId, value('agencyId')),
          eq(properties.propertyManagerId, value('managerId')),
        ),
      ),
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
      and(
        eq(notices.agencyId, value('agencyId')),
        unresolvedNotice(),
        ofManager(notices.propertyId),
      ),
    )
    .as('notice_figures');

  const overdue = overdueInvoice(value('today'));
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
      and(
        eq(invoices.agencyId, value('agencyId')),
        unpaidInvoice(),
        ofManager(invoices.propertyId),
      ),
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
        eq(quotes.agencyId, value('agencyId')),
        awaitingApprovalQuote(value('today')),
        ofManager(quotes.propertyId),
      ),
    )
    .as('quote_figures');

  // One row per property and service with open findings, urgent when any of them is: the groups
  // the database keeps counted (reported_finding_groups), as the list reads them.
  const findingFigures = tx
    .select({
      urgent: countWhere(sql`${reportedFindingGroups.isUrgent}`).as('urgent_findings'),
      nonUrgent: countWhere(sql`not ${reportedFindingGroups.isUrgent}`).as('non_urgent_findings'),
    })
    .from(reportedFindingGroups)
    .where(
      and(
        eq(reportedFindingGroups.agencyId, value('agencyId')),
        ofManager(reportedFindingGroups.propertyId),
      ),
    )
    .as('finding_figures');

  const managerOf = (column: AnyColumn) => (manager ? eq(column, value('managerId')) : undefined);
  const newManagementFigures = tx
    .select({ count: countAll().as('new_managements') })
    .from(newManagements)
    .where(
      and(
        eq(newManagements.agencyId, value('agencyId')),
        currentNewManagement(value('newManagementsSince')),
        manager
          ? inArray(
              newManagements.portfolioPropertyId,
              tx
                .select({ id: nonManagedProperties.id })
                .from(nonManagedProperties)
                .where(
                  and(
                    eq(nonManagedProperties.agencyId, value('agencyId')),
                    managerOf(nonManagedProperties.propertyManagerId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .as('new_management_figures');

  const otherProviderFigures = tx
    .select({ count: countAll().as('other_provider_properties') })
    .from(nonManagedProperties)
    .where(
      and(
        eq(nonManagedProperties.agencyId, value('agencyId')),
        managerOf(nonManagedProperties.propertyManagerId),
      ),
    )
    .as('other_provider_figures');

  // The properties the portfolio list with one item facet holds, by the list's own definition
  // of the facet (itemFacetSource), counted from the items' side through their property.
  // The facets of one item table are counted in one pass over its matching items, each under
  // its own condition (a FILTER), so each property is looked up once per table.
  const sources = (Object.keys(FACET_COUNTS) as FacetCountName[]).map((name) => {
    const [facet, current] = FACET_COUNTS[name];
    const model: FacetModel = { newAccessIssues: current, newProblemRegister: current };
    return { name, ...itemFacetSource(facet, value('today'), model) };
  });
  const facetFigures = {} as Record<FacetCountName, SQL.Aliased<number>>;
  const facetTables: ReturnType<typeof facetTable>[] = [];
  function facetTable(table: (typeof sources)[number]['table']) {
    const ofTable = sources.filter((source) => source.table === table);
    return tx
      .select(
        Object.fromEntries(
          ofTable.map(({ name, condition }) => [
            name,
            sql<number>`count(distinct ${table.propertyId}) filter (where ${condition ?? sql`true`})`
              .mapWith(Number)
              .as(name),
          ]),
        ) as Record<FacetCountName, SQL.Aliased<number>>,
      )
      .from(table)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, table.agencyId), eq(properties.id, table.propertyId)),
      )
      .where(
        and(
          eq(table.agencyId, value('agencyId')),
          or(...ofTable.map(({ condition }) => condition ?? sql`true`)),
          inPortfolio(),
          managerOf(properties.propertyManagerId),
        ),
      )
      .as(`${ofTable[0]!.name}_figures`);
  }
  for (const table of new Set(sources.map((source) => source.table))) {
    const figures = facetTable(table);
    facetTables.push(figures);
    for (const { name } of sources.filter((source) => source.table === table)) {
      facetFigures[name] = figures[name];
    }
  }

  const query = (manager ? tx.with(managerProperties) : tx)
    .select({
      noticesUrgent: noticeFigures.urgent,
      noticesNonUrgent: noticeFigures.nonUrgent,
      noticeProperties: noticeFigures.properties,
      invoicesOutstanding: invoiceFigures.outstanding,
      invoicesOverdue: invoiceFigures.overdue,
      overdueInvoiceProperties: invoiceFigures.overdueProperties,
      quotesUrgent: quoteFigures.urgent,
      quotesNonUrgent: quoteFigures.nonUrgent,
      urgentQuoteProperties: quoteFigures.urgentProperties,
      findingsUrgent: findingFigures.urgent,
      findingsNonUrgent: findingFigures.nonUrgent,
      newManagements: newManagementFigures.count,
      otherProviderProperties: otherProviderFigures.count,
    })
    .from(noticeFigures)
    .crossJoin(invoiceFigures)
    .crossJoin(quoteFigures)
    .crossJoin(findingFigures)
    .crossJoin(newManagementFigures)
    .crossJoin(otherProviderFigures);

  // The facet figures: one single-row subquery per item table.
  const [first, ...rest] = facetTables;
  const facetQuery = rest.reduce(
    (joined, figures) => joined.crossJoin(figures) as unknown as typeof joined,
    tx.select(facetFigures).from(first!),
  );
  return { items: query, facets: facetQuery };
}

type Queries = ReturnType<typeof actionCountsQuery>;
type ActionCountsRow = Awaited<ReturnType<Queries['items']['execute']>>[number];
type FacetCountsRow = Awaited<ReturnType<Queries['facets']['execute']>>[number];

const compiled = new CompiledShapes<ActionCountsRow>();
const compiledFacets = new CompiledShapes<FacetCountsRow>();

const parameters = (scope: DashboardScope) => ({
  agencyId: scope.agencyId,
  managerId: managerIdValue(scope),
  today: scope.today,
  newManagementsSince: newManagementsSince(scope.today),
});

/** The portfolio properties holding each kind of open item: the item facets' list totals. */
export type FacetCounts = Record<FacetCountName, number>;

/**
 * The portfolio properties of each item facet (every model's), each the total of the portfolio
 * list under that facet. Each open item looks up its property, so this is the costly part of
 * the stats on a large agency: stats-service.ts keeps it for a while, forgotten as soon as the
 * agency changes something in this replica.
 */
export async function facetCounts(tx: AgencyTx, scope: DashboardScope): Promise<FacetCounts> {
  const manager = scope.propertyManagerId !== undefined;
  const [row] = await runCompiled(
    tx,
    compiledFacets.get(manager, () => actionCountsQuery(tx, manager).facets),
    parameters(scope),
  );
  return Object.fromEntries(
    Object.keys(FACET_COUNTS).map((name) => [name, row![name as FacetCountName]]),
  ) as FacetCounts;
}

export async function actionCounts(tx: AgencyTx, scope: DashboardScope) {
  const manager = scope.propertyManagerId !== undefined;
  const [row] = await runCompiled(
    tx,
    compiled.get(manager, () => actionCountsQuery(tx, manager).items),
    parameters(scope),
  );
  // Aggregates without GROUP BY always give one row.
  const figures = row!;
  return {
    notices: {
      urgent: figures.noticesUrgent,
      nonUrgent: figures.noticesNonUrgent,
      properties: figures.noticeProperties,
    },
    invoices: {
      outstanding: figures.invoicesOutstanding,
      overdue: figures.invoicesOverdue,
      overdueProperties: figures.overdueInvoiceProperties,
    },
    quotes: {
      urgent: figures.quotesUrgent,
      nonUrgent: figures.quotesNonUrgent,
      urgentProperties: figures.urgentQuoteProperties,
    },
    findings: { urgent: figures.findingsUrgent, nonUrgent: figures.findingsNonUrgent },
    newManagements: figures.newManagements,
    otherProviderProperties: figures.otherProviderProperties,
  };
}
