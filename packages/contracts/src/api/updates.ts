import { z } from 'zod/mini';
import { ZServiceCode } from '../enums/services';
import { ZUpdateSummaryQuery } from './list-queries';
import { ZExportFileName, ZPortfolioItem } from './portfolio';

/** Why a property is on the required-updates list. */
export const UPDATE_REASON_CODES = [
  /** The lease agreement (tenancy details) must be updated or confirmed. */
  'LEASE_AGREEMENT_UPDATE_REQUIRED',
  /** A service of the provider waits for details from the agency (status UPDATES_REQUIRED). */
  'SERVICE_UPDATES_REQUIRED',
] as const;
export const ZUpdateReason = z.enum(UPDATE_REASON_CODES);
export type TUpdateReason = z.infer<typeof ZUpdateReason>;

export const updateReasonLabels: Record<TUpdateReason, string> = {
  LEASE_AGREEMENT_UPDATE_REQUIRED: 'Lease agreement update required',
  SERVICE_UPDATES_REQUIRED: 'Updates required',
};

/** A row of GET /v1/update/summary: a portfolio row with what needs updating. */
export const ZUpdateSummaryItem = z.extend(ZPortfolioItem, {
  updateReasons: z.array(ZUpdateReason),
  /** The services waiting for details (status UPDATES_REQUIRED). */
  servicesRequiringUpdate: z.array(ZServiceCode),
  nextServiceDue: z.nullable(z.string()),
  /** When the agency last confirmed the property's details (an instant, ISO 8601). */
  confirmedAt: z.nullable(z.string()),
});
export type TUpdateSummaryItem = z.infer<typeof ZUpdateSummaryItem>;

/** GET /v1/update/summary/export: the summary's filters plus fileName, in address order. */
export const ZUpdateSummaryExportQuery = z.extend(z.omit(ZUpdateSummaryQuery, { sort: true }), {
  fileName: ZExportFileName,
});
export type TUpdateSummaryExportQuery = z.output<typeof ZUpdateSummaryExportQuery>;

/** A row of GET /v1/update/get-all-overdue-properties (required updates with an overdue service). */
export const ZOverdueUpdateProperty = z.object({
  compliancePropertyId: z.int(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  nextServiceDue: z.nullable(z.string()),
  overdueServices: z.array(ZServiceCode),
});
export type TOverdueUpdateProperty = z.infer<typeof ZOverdueUpdateProperty>;

/** POST /v1/property/{id}/confirm-single-property-details: the id path parameter. */
export const ZConfirmPropertyParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
});

/** The answer of confirm-single-property-details. */
export const ZConfirmedPropertyDetails = z.object({
  compliancePropertyId: z.int(),
  confirmedAt: z.string(),
});
export type TConfirmedPropertyDetails = z.infer<typeof ZConfirmedPropertyDetails>;

/** What confirming a property's details answers, reason by reason (the confirm dialog's list). */
export const updateConfirmationLabels: Record<TUpdateReason, string> = {
  LEASE_AGREEMENT_UPDATE_REQUIRED: 'The lease agreement: the tenancy details are current',
  SERVICE_UPDATES_REQUIRED: 'The details the provider asked for',
};
