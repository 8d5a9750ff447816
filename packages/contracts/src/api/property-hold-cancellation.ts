import { z } from 'zod';
import { ZServiceCode } from '../enums/services';

/** A cancellation reason a user picks (spec 2 §3: children of a group). */
export const ZCancellationReason = z.object({ id: z.number().int(), text: z.string() });
export type TCancellationReason = z.infer<typeof ZCancellationReason>;

/** GET /v1/meta/cancellation-reasons: the reasons in groups, each group's text as its heading. */
export const ZCancellationReasonGroup = z.object({
  id: z.number().int(),
  text: z.string(),
  children: z.array(ZCancellationReason),
});
export type TCancellationReasonGroup = z.infer<typeof ZCancellationReasonGroup>;

/** A service the cancellation dialog offers (spec 2 §3: id, shortName, isPendingCancellation). */
export const ZCancellableService = z.object({
  /** The service of this property (the property view's serviceId). */
  id: z.number().int(),
  shortName: ZServiceCode,
  isPendingCancellation: z.boolean(),
});
export type TCancellableServiceRow = z.infer<typeof ZCancellableService>;

/** GET /v1/property/{id}/cancellation-request: what the cancellation dialog starts from. */
export const ZCancellationRequestSummary = z.object({
  /** The property is cancelled already: nothing can be requested ('This property is already cancelled'). */
  isCancelled: z.boolean(),
  cancellableServices: z.array(ZCancellableService),
  /** false: the agency's plan cancels every service not already pending cancellation together. */
  canSelectServices: z.boolean(),
});
export type TCancellationRequestSummary = z.infer<typeof ZCancellationRequestSummary>;

/** The answer to a hold or cancellation request: what was requested. */
export const ZServiceRequestResult = z.object({
  /** The stored request. */
  requestId: z.number().int(),
  services: z.array(ZServiceCode),
  /** The provider processes the request within this many hours. */
  processingHours: z.number().int(),
});
export type TServiceRequestResult = z.infer<typeof ZServiceRequestResult>;

/** POST /v1/property/{id}/hold-request answers the services put on hold until the date. */
export const ZHoldRequestResult = ZServiceRequestResult.extend({
  /** 'yyyy-MM-dd': the day the services are on hold until. */
  holdDate: z.string(),
});
export type THoldRequestResult = z.infer<typeof ZHoldRequestResult>;
