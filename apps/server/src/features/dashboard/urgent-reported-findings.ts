import {
  quotationStatusId,
  SERVICES,
  URGENT_QUOTE_SEVERITIES,
  type TList,
  type TReportedFindingGroup,
  type TReportedFindingGroupTag,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyTx, Database } from '../../db/client';
import {
  appliances,
  properties,
  propertyServices,
  quotes,
  reportedFindings,
  servicingCategories,
  users,
} from '../../db/schema/index';
import { openFinding } from '../../domain/compliance-definitions';
import { isoInstant, pageWindow, type PageRequest } from './paging';
import { addressColumns, propertyRef } from '../../domain/property-ref';
import { countAll, ofManagerProperties, type DashboardScope } from './scope';

const dismissers = alias(users, 'dismissers');
const requesters = alias(users, 'quote_requesters');
const key = (propertyId: number, serviceCode: string) => `${propertyId}|${serviceCode}`;

/** The open findings of the page's properties, urgent first, with what a row shows of them. */
function openFindingsOf(tx: AgencyTx, scope: DashboardScope, propertyIds: number[]) {
  return tx
    .select({
      finding: reportedFindings,
      dismissedBy: dismissers.displayName,
      quoteRequestedBy: requesters.displayName,
      applianceName: appliances.name,
      applianceLocation: appliances.location,
      category: {
        name: servicingCategories.name,
        description: servicingCategories.description,
        color: servicingCategories.color,
      },
      quoteStatusId: quotes.statusId,
      quoteSeverity: quotes.severity,
    })
    .from(reportedFindings)
    .leftJoin(dismissers, eq(dismissers.id, reportedFindings.dismissedBy))
    .leftJoin(requesters, eq(requesters.id, reportedFindings.quoteRequestedBy))
    .leftJoin(
      appliances,
      and(eq(appliances.agencyId, scope.agencyId), eq(appliances.id, reportedFindings.applianceId)),
    )
    .leftJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
    .leftJoin(
      quotes,
      and(eq(quotes.agencyId, scope.agencyId), eq(quotes.id, reportedFindings.quotationId)),
    )
    .where(
      and(
        eq(reportedFindings.agencyId, scope.agencyId),
        openFinding(),
        inArray(reportedFindings.propertyId, propertyIds),
      ),
    )
    .orderBy(
      desc(reportedFindings.isUrgent),
      asc(reportedFindings.originalBookingDate),
      asc(reportedFindings.id),
    );
}

type FindingRow = Awaited<ReturnType<typeof openFindingsOf>>[number];

function toFinding(row: FindingRow) {
  const f = row.finding;
  return {
    problemRegister: {
      problemRegisterId: f.id,
      originalBookingDate: f.originalBookingDate,
      serviceCode: f.serviceCode as TServiceCode,
      isDismissed: f.isDismissed,
      isDismissible: f.isDismissible,
      dismissedBy: row.dismissedBy,
      dateDismissed: isoInstant(f.dateDismissed),
      quoteRequested: f.quoteRequested,
      quoteRequestedBy: row.quoteRequestedBy,
      dateQuoteRequested: isoInstant(f.dateQuoteRequested),
      canRequestQuote: f.canRequestQuote,
      canForwardToLandlord: f.canForwardToLandlord,
      canInformDI: f.canInformDi,
      canEnterBuiltYear: f.canEnterBuiltYear,
      thirdPartyInvalidStatus: f.thirdPartyInvalidStatus,
      status: f.status,
      isUrgent: f.isUrgent,
    },
    originalProblemItem: { title: f.originalProblemItemTitle },
    appliance:
      row.applianceName === null
        ? null
        : { applianceName: row.applianceName, applianceLocation: row.applianceLocation },
    quotation: f.quotationId === null ? null : { quotationId: f.quotationId },
    servicingCategory: row.category,
  };
}

/** Status tags of a row, from the quotes of its findings. */
function groupTags(rows: FindingRow[]): TReportedFindingGroupTag[] {
  const tags = new Set<TReportedFindingGroupTag>();
  for (const row of rows) {
    if (row.quoteStatusId === quotationStatusId('AWAITING_APPROVAL')) {
      const urgent = (URGENT_QUOTE_SEVERITIES as readonly (string | null)[]).includes(
        row.quoteSeverity,
      );
      tags.add(urgent ? 'AwaitingUrgentQuotationApproval' : 'AwaitingQuotationApproval');
    }
    if (row.quoteStatusId === quotationStatusId('REJECTED')) tags.add('QuoteRejected');
  }
  return [...tags];
}

/**
 * GET /v1/reported-findings/analytics/urgent: one row per property and service with an open
 * finding that impacts compliance, the longest outstanding first; each row carries the open
 * findings of that service (urgent ones first).
 */
export async function urgentReportedFindings(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TReportedFindingGroup>> {
  const { limit, offset } = pageWindow(page);
  return database.withAgency(scope.agencyId, async (tx) => {
    const oldestUrgent = sql<string>`min(${reportedFindings.originalBookingDate}) filter (where ${reportedFindings.isUrgent})`;
    const urgentRows = tx
      .select({
        propertyId: reportedFindings.propertyId,
        serviceCode: reportedFindings.serviceCode,
        oldestUrgent: oldestUrgent.as('oldest_urgent'),
      })
      .from(reportedFindings)
      .where(
        and(
          eq(reportedFindings.agencyId, scope.agencyId),
          openFinding(),
          ofManagerProperties(tx, reportedFindings.propertyId, scope),
        ),
      )
      .groupBy(reportedFindings.propertyId, reportedFindings.serviceCode)
      .having(sql`bool_or(${reportedFindings.isUrgent})`)
      .as('urgent_rows');
    const [{ total } = { total: 0 }] = await tx.select({ total: countAll() }).from(urgentRows);
    const groups = await tx
      .select({
        propertyId: urgentRows.propertyId,
        serviceCode: urgentRows.serviceCode,
        ...addressColumns(properties),
        serviceTags: propertyServices.tags,
        lastStandardBookingDate: propertyServices.lastStandardBookingDate,
        lastFullServiceBookingDate: propertyServices.lastFullServiceBookingDate,
      })
      .from(urgentRows)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, urgentRows.propertyId)),
      )
      .leftJoin(
        propertyServices,
        and(
          eq(propertyServices.agencyId, scope.agencyId),
          eq(propertyServices.propertyId, urgentRows.propertyId),
          eq(propertyServices.serviceCode, urgentRows.serviceCode),
        ),
      )
      .orderBy(
        asc(urgentRows.oldestUrgent),
        asc(urgentRows.propertyId),
        asc(urgentRows.serviceCode),
      )
      .limit(limit)
      .offset(offset);

    const findings = groups.length
      ? await openFindingsOf(tx, scope, [...new Set(groups.map((group) => group.propertyId))])
      : [];
    const byGroup = new Map<string, FindingRow[]>();
    for (const row of findings) {
      const k = key(row.finding.propertyId, row.finding.serviceCode);
      byGroup.set(k, [...(byGroup.get(k) ?? []), row]);
    }
    return {
      total,
      items: groups.map((group) => {
        const rows = byGroup.get(key(group.propertyId, group.serviceCode)) ?? [];
        const shortName = group.serviceCode as TServiceCode;
        return {
          reportedFindings: rows.map(toFinding),
          tags: groupTags(rows),
          service: {
            suffix: null,
            tags: group.serviceTags ?? [],
            shortName,
            serviceId: SERVICES.find((service) => service.code === shortName)!.id,
            lastStandardBookingDate: group.lastStandardBookingDate,
            lastFullServiceBookingDate: group.lastFullServiceBookingDate,
          },
          property: propertyRef(group.propertyId, group),
        };
      }),
    };
  });
}
