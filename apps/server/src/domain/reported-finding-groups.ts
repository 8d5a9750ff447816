import {
  quotationStatusId,
  SERVICES,
  URGENT_QUOTE_SEVERITIES,
  type TReportedFinding,
  type TReportedFindingGroup,
  type TReportedFindingGroupTag,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyTx } from '../db/client';
import {
  appliances,
  properties,
  propertyServices,
  quotes,
  reportedFindings,
  servicingCategories,
  users,
} from '../db/schema/index';
import { addressColumns, propertyRef, type AddressParts } from './property-ref';

// The reported findings as the dashboard's tab, the reported-findings list and the resolution
// wizard show them: one group per property and service, its findings and its status tags.

const dismissers = alias(users, 'dismissers');
const requesters = alias(users, 'quote_requesters');
const key = (propertyId: number, serviceCode: string) => `${propertyId}|${serviceCode}`;
const isoInstant = (value: Date | null) => value?.toISOString() ?? null;

/** The agency's findings where `condition` holds, urgent first, with what a row shows of them. */
export function findingsWhere(tx: AgencyTx, agencyId: number, condition: SQL | undefined) {
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
      and(eq(appliances.agencyId, agencyId), eq(appliances.id, reportedFindings.applianceId)),
    )
    .leftJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
    .leftJoin(
      quotes,
      and(eq(quotes.agencyId, agencyId), eq(quotes.id, reportedFindings.quotationId)),
    )
    .where(and(eq(reportedFindings.agencyId, agencyId), condition))
    .orderBy(
      desc(reportedFindings.isUrgent),
      asc(reportedFindings.originalBookingDate),
      asc(reportedFindings.id),
    );
}

export type FindingRow = Awaited<ReturnType<typeof findingsWhere>>[number];

export function toFinding(row: FindingRow): TReportedFinding {
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

/** Status tags of a group, from the quotes of its open findings. */
function groupTags(rows: FindingRow[]): TReportedFindingGroupTag[] {
  const tags = new Set<TReportedFindingGroupTag>();
  for (const row of rows) {
    if (row.finding.status !== 'OPEN') continue;
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

/** What a group shows beside its findings: the property's address and the service's dates. */
export interface GroupHead extends AddressParts {
  propertyId: number;
  serviceCode: string;
  serviceTags: string[] | null;
  lastStandardBookingDate: string | null;
  lastFullServiceBookingDate: string | null;
}

/**
 * The columns of a GroupHead, for a select from `properties` left-joined to the group's service
 * (groupServiceJoin).
 */
export const groupHeadColumns = {
  ...addressColumns(properties),
  serviceTags: propertyServices.tags,
  lastStandardBookingDate: propertyServices.lastStandardBookingDate,
  lastFullServiceBookingDate: propertyServices.lastFullServiceBookingDate,
};

/** The join of a group's property service (property and service columns of the group). */
export const groupServiceJoin = (
  agencyId: number,
  propertyId: AnyColumn,
  serviceCode: AnyColumn | string,
) =>
  and(
    eq(propertyServices.agencyId, agencyId),
    eq(propertyServices.propertyId, propertyId),
    eq(propertyServices.serviceCode, serviceCode),
  );

/** The groups of `heads`, in their order, each with its findings among `findings` (in theirs). */
export function toGroups(heads: GroupHead[], findings: FindingRow[]): TReportedFindingGroup[] {
  const byGroup = new Map<string, FindingRow[]>();
  for (const row of findings) {
    const k = key(row.finding.propertyId, row.finding.serviceCode);
    byGroup.set(k, [...(byGroup.get(k) ?? []), row]);
  }
  return heads.map((head) => {
    const rows = byGroup.get(key(head.propertyId, head.serviceCode)) ?? [];
    const shortName = head.serviceCode as TServiceCode;
    return {
      reportedFindings: rows.map(toFinding),
      tags: groupTags(rows),
      service: {
        suffix: null,
        tags: head.serviceTags ?? [],
        shortName,
        serviceId: SERVICES.find((service) => service.code === shortName)!.id,
        lastStandardBookingDate: head.lastStandardBookingDate,
        lastFullServiceBookingDate: head.lastFullServiceBookingDate,
      },
      property: propertyRef(head.propertyId, head),
    };
  });
}
