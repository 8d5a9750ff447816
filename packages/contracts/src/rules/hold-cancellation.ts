import { z } from 'zod';
import { ZOptionalNotes, zRequiredText } from './text';
import { todayDate, zTypedDate } from './typed-date';

const ZServiceIds = (message: string) =>
  z.array(z.number().int().positive(), { error: message }).min(1, message);

/** Body of POST /v1/property/{id}/hold-request. */
export const ZHoldRequest = z.object({
  services: ZServiceIds('Must request to hold at least one service'),
  holdDate: zTypedDate({
    required: 'Date is required',
    from: todayDate,
    fromMessage: 'Date cannot be in the past',
  }),
  reasonNote: zRequiredText('Reason is required', 'Reason cannot be empty'),
});
export type THoldRequestInput = z.input<typeof ZHoldRequest>;
export type THoldRequest = z.output<typeof ZHoldRequest>;

const REASON_REQUIRED = 'Please select a cancellation reason';

/** Body of POST /v1/property/{id}/cancellation-request. */
export const ZCancellationRequest = z.object({
  services: ZServiceIds('Must request to cancel at least one service'),
  cancellationReasonId: z
    .number({ error: REASON_REQUIRED })
    .int(REASON_REQUIRED)
    .positive(REASON_REQUIRED),
  notes: ZOptionalNotes,
});
export type TCancellationRequestInput = z.input<typeof ZCancellationRequest>;
export type TCancellationRequest = z.output<typeof ZCancellationRequest>;

export interface TCancellableService {
  id: number;
  isPendingCancellation: boolean;
}

/** When the plan does not allow choosing, every service not already pending cancellation is sent. */
export function servicesToCancel(
  services: readonly TCancellableService[],
  canSelectServices: boolean,
  selected: readonly number[],
): number[] {
  if (canSelectServices) return [...selected];
  return services.filter((service) => !service.isPendingCancellation).map((service) => service.id);
}
