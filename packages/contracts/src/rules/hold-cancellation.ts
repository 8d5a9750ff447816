import { z } from 'zod';
import { ZOptionalNotes, zRequiredText } from './text';
import { todayDate, zTypedDate } from './typed-date';

const ZServiceIds = (message: string) =>
  z.array(z.number().int().positive(), { error: message }).min(1, message);

/**
 * Body of POST /v1/property/{id}/hold-request; the date may not be before `today` (the local day
 * by default; the server passes the agency's today; null: no bound).
 */
export function holdRequestSchema(today: (() => Date) | null = todayDate) {
  return z.object({
    services: ZServiceIds('Must request to hold at least one service'),
    holdDate: zTypedDate({
      required: 'Date is required',
      ...(today ? { from: today, fromMessage: 'Date cannot be in the past' } : {}),
    }),
    reasonNote: zRequiredText('Reason is required', 'Reason cannot be empty'),
  });
}

/** The hold form's rules, the date not before the local day. */
export const ZHoldRequest = holdRequestSchema();

/**
 * The call's body: the form's rules but the day's bound, which the server checks with the
 * agency's today (its clock, not the validator's).
 */
export const ZHoldRequestBody = holdRequestSchema(null);
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
