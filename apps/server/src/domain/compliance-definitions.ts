import {
  NEW_MANAGEMENT_DAYS,
  quotationStatusId,
  URGENT_QUOTE_SEVERITIES,
  type TAccessIssueStatus,
  type TPropertyFlag,
  type TServiceStatus,
} from '@portal/contracts';
import {
  and,
  arrayOverlaps,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  not,
  notInArray,
  or,
  type Placeholder,
} from 'drizzle-orm';
import {
  accessIssueCases,
  invoices,
  newManagements,
  notices,
  properties,
  propertyServices,
  quotes,
  reportedFindings,
} from '../db/schema/index';
import { daysBefore } from './agency-clock';

// The rules behind the dashboard's figures and lists, written once so that a figure and the
// list it counts cannot disagree. See the definitions at the top of stats-service.ts.

/** Flags of a property that is not (or no longer) serviced by the provider. */
const OFF_SERVICE_FLAGS = ['CANCELLED', 'NOT_ENROLLED'] as const satisfies readonly TPropertyFlag[];
/** Statuses of a service the provider does not (yet, or any more) perform. */
const INACTIVE_SERVICE_STATUSES = [
  'CANCELLED',
  'NOT_ENROLLED',
] as const satisfies readonly TServiceStatus[];
const BOOKING_SERVICE_STATUSES = [
  'BOOKED_IN',
  'REBOOKING_IN_PROGRESS',
] as const satisfies readonly TServiceStatus[];
/** A case the agency supplied details for stays open until the provider resolves it. */
const OPEN_ACCESS_ISSUE_STATUSES = [
  'OPEN',
  'ADDITIONAL_INFO_PROVIDED',
] as const satisfies readonly TAccessIssueStatus[];

/** In the agency's portfolio with the provider (not a history row of a former property). */
export const inPortfolio = () => eq(properties.isManaged, true);

/** On service with the provider: in the portfolio, enrolled and not cancelled. */
export const onService = () =>
  and(
    inPortfolio(),
    not(arrayOverlaps(properties.flags, [...OFF_SERVICE_FLAGS])),
    ne(properties.complianceStatus, 'UNDER_ENROLMENT'),
  );

/** A service the provider performs for the property (on hold included). */
export const activeService = () =>
  and(
    eq(propertyServices.isManagedByProvider, true),
    notInArray(propertyServices.status, [...INACTIVE_SERVICE_STATUSES]),
  );

export const bookingInProgress = () =>
  inArray(propertyServices.status, [...BOOKING_SERVICE_STATUSES]);

export const overdueService = () => eq(propertyServices.status, 'OVERDUE');

/** A service of the provider waiting for details from the agency (the required updates). */
export const serviceAwaitingDetails = () =>
  and(
    eq(propertyServices.isManagedByProvider, true),
    eq(propertyServices.status, 'UPDATES_REQUIRED'),
  );

export const unresolvedNotice = () => isNull(notices.resolvedAt);

export const unpaidInvoice = () => eq(invoices.isPaid, false);

/** Unpaid and due before today. */
export const overdueInvoice = (today: string | Placeholder) =>
  and(unpaidInvoice(), lt(invoices.dueDate, today));

/** Sent to the agency for approval and still valid today (so neither expired nor rejected). */
export const awaitingApprovalQuote = (today: string | Placeholder) =>
  and(
    eq(quotes.statusId, quotationStatusId('AWAITING_APPROVAL')),
    or(isNull(quotes.expiresAt), gte(quotes.expiresAt, today)),
  );

/** Its severity impacts compliance; an unknown severity does not claim to. */
export const urgentQuote = () => inArray(quotes.severity, [...URGENT_QUOTE_SEVERITIES]);

export const openFinding = () =>
  and(eq(reportedFindings.status, 'OPEN'), eq(reportedFindings.isDismissed, false));

/** The first day a new management identified on or after is still current, as of `today`. */
export const newManagementsSince = (today: string) => daysBefore(today, NEW_MANAGEMENT_DAYS);

/**
 * Identified through an integration in the past 30 days and not dismissed: `since` is
 * newManagementsSince(today), or a compiled query's placeholder for it.
 */
export const currentNewManagement = (since: string | Placeholder) =>
  and(ne(newManagements.status, 'DISMISSED'), gte(newManagements.firstActiveDate, since));

export const openAccessIssueCase = () =>
  inArray(accessIssueCases.status, [...OPEN_ACCESS_ISSUE_STATUSES]);
