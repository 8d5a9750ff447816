import { z } from 'zod';
import { APPROACHING_NEXT_SERVICE_DAYS } from '../constants';
import { complianceStatusLabels } from '../enums/compliance';
import { propertyFlagLabels } from '../enums/property-flags';
import { serviceStatusLabels } from '../enums/service-statuses';
import { ZServiceCode } from '../enums/services';
import { ZStateCode } from '../enums/states';
import { ZExportFileName } from './portfolio';
import { ZQueryId } from './query';

// The corporate dashboard (/analytics, spec 1-foundation: behind the
// AgencyCompliancePortalAdvancedAnalytics experiment). Every figure counts services: one of the
// six services of a property that the provider performs.

/** How many months the compliance rate over time covers (the period filter). */
export const ANALYTICS_PERIODS = [6, 12, 24] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: TAnalyticsPeriod = 24;

/** Approaching: due within this many days (spec: 'Approaching next service: due within 30 days'). */
export const ANALYTICS_APPROACHING_DAYS = APPROACHING_NEXT_SERVICE_DAYS;

/**
 * Why a service is not compliant today, the first that holds in this order: the property has an
 * open access issue; it has no last service date; the service waits on the agency or a booking
 * (its status); otherwise it is simply overdue.
 */
export const ANALYTICS_REASON_CODES = [
  'ACCESS_ISSUES',
  'MISSING_LAST_SERVICE_DATE',
  'AWAITING_QUOTATION_APPROVAL',
  'UPDATES_REQUIRED',
  'PAYMENT_PENDING',
  'ON_HOLD',
  'BOOKED_IN',
  'REBOOKING_IN_PROGRESS',
  'SERVICE_PENDING',
  'OVERDUE',
] as const;
export const ZAnalyticsReason = z.enum(ANALYTICS_REASON_CODES);
export type TAnalyticsReason = z.infer<typeof ZAnalyticsReason>;

/** In the spec's words: its property flag, compliance status and service statuses. */
export const analyticsReasonLabels: Record<TAnalyticsReason, string> = {
  ACCESS_ISSUES: propertyFlagLabels.ACCESS_ISSUES,
  MISSING_LAST_SERVICE_DATE: complianceStatusLabels.MISSING_LAST_SERVICE_DATE,
  AWAITING_QUOTATION_APPROVAL: serviceStatusLabels.AWAITING_QUOTATION_APPROVAL,
  UPDATES_REQUIRED: serviceStatusLabels.UPDATES_REQUIRED,
  PAYMENT_PENDING: serviceStatusLabels.PAYMENT_PENDING,
  ON_HOLD: serviceStatusLabels.ON_HOLD,
  BOOKED_IN: serviceStatusLabels.BOOKED_IN,
  REBOOKING_IN_PROGRESS: serviceStatusLabels.REBOOKING_IN_PROGRESS,
  SERVICE_PENDING: serviceStatusLabels.SERVICE_PENDING,
  OVERDUE: serviceStatusLabels.OVERDUE,
};

/** The filters of the corporate dashboard (all in the page's URL). */
export const ZAnalyticsQuery = z.object({
  propertyManagerId: ZQueryId,
  service: z.optional(ZServiceCode),
  /** A suburb of the agency's properties (any case). */
  region: z.string().trim().max(80, 'Region must not be longer than 80 characters').optional(),
  period: z.coerce
    .number()
    .int()
    .refine((months) => (ANALYTICS_PERIODS as readonly number[]).includes(months), {
      message: `Period must be one of ${ANALYTICS_PERIODS.join(', ')} months`,
    })
    .optional()
    .transform((months) => (months ?? DEFAULT_ANALYTICS_PERIOD) as TAnalyticsPeriod),
});
export type TAnalyticsQuery = z.output<typeof ZAnalyticsQuery>;

const count = z.number().int().nonnegative();

/**
 * A month's end (today for the current month): the services on service then; of them those
 * whose state that day is on record (serviced on or before it, never serviced, or with a last
 * service date later than today); and of those
 * the compliant ones. The rate is compliant / recorded.
 */
export const ZAnalyticsMonth = z.object({
  /** 'yyyy-MM'. */
  month: z.string(),
  /** The day counted ('yyyy-MM-dd'). */
  day: z.string(),
  services: count,
  recorded: count,
  compliant: count,
});
export type TAnalyticsMonth = z.infer<typeof ZAnalyticsMonth>;

export const ZAnalyticsServiceRow = z.object({
  service: ZServiceCode,
  services: count,
  compliant: count,
  overdue: count,
  approaching: count,
});
export type TAnalyticsServiceRow = z.infer<typeof ZAnalyticsServiceRow>;

export const ZAnalyticsManagerRow = z.object({
  /** null: properties without a property manager. */
  propertyManagerId: z.number().int().nullable(),
  name: z.string(),
  services: count,
  compliant: count,
});
export type TAnalyticsManagerRow = z.infer<typeof ZAnalyticsManagerRow>;

export const ZAnalyticsRegionRow = z.object({
  suburb: z.string(),
  stateCode: ZStateCode,
  services: count,
  compliant: count,
});
export type TAnalyticsRegionRow = z.infer<typeof ZAnalyticsRegionRow>;

export const ZAnalyticsReasonRow = z.object({ reason: ZAnalyticsReason, services: count });
export type TAnalyticsReasonRow = z.infer<typeof ZAnalyticsReasonRow>;

/** GET /v1/analytics. */
export const ZAnalytics = z.object({
  /** The agency's day the figures are as of. */
  asOf: z.string(),
  /** When they were counted (a replica reuses them for a few minutes: ANALYTICS_CACHE_MS). */
  computedAt: z.iso.datetime({ offset: true }),
  trend: z.array(ZAnalyticsMonth),
  byService: z.array(ZAnalyticsServiceRow),
  byManager: z.array(ZAnalyticsManagerRow),
  byRegion: z.array(ZAnalyticsRegionRow),
  reasons: z.array(ZAnalyticsReasonRow),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

/** The tables of the corporate dashboard, each exported on its own. */
export const ANALYTICS_TABLE_CODES = [
  'trend',
  'services',
  'due',
  'managers',
  'regions',
  'reasons',
] as const;
export const ZAnalyticsTable = z.enum(ANALYTICS_TABLE_CODES);
export type TAnalyticsTable = z.infer<typeof ZAnalyticsTable>;

export const analyticsTableLabels: Record<TAnalyticsTable, string> = {
  trend: 'Compliance rate over time',
  services: 'Compliance by service',
  due: 'Overdue and approaching services',
  managers: 'Compliance by property manager',
  regions: 'Compliance by region',
  reasons: 'Non-compliance by reason',
};

/** GET /v1/analytics/export: one table (default the rate over time), with the page's filters. */
export const ZAnalyticsExportQuery = ZAnalyticsQuery.extend({
  table: ZAnalyticsTable.default('trend'),
  fileName: ZExportFileName,
});
