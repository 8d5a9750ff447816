import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import {
  ZCancellationReasonGroup,
  ZCancellationRequestSummary,
  ZHoldRequestResult,
  ZServiceRequestResult,
} from '../api/property-hold-cancellation';
import { ZCancellationRequest, ZHoldRequestBody } from '../rules/hold-cancellation';

// Service hold and cancellation requests (spec 2 §7 'Hold and cancellation').

export const hold = defineCall({
  method: 'POST',
  path: '/v1/property/:id/hold-request',
  access: 'session',
  tags: ['hold-cancellation'],
  summary: 'Ask for services of the property to be put on hold until a date',
  description:
    "services are the property view's serviceIds, each active, managed by the provider, not on " +
    'hold and not in a pending hold request (else 400 naming body.services); holdDate is not ' +
    "before the agency's today; reasonNote is required. The services read as on hold until the " +
    'date at once; the provider processes the request within 48 hours. 409 with the reason in ' +
    'words for a cancelled property or one with no service left to hold.',
  params: ZIdParams,
  body: ZHoldRequestBody,
  data: ZHoldRequestResult,
  errors: [400, 404, 409],
});

export const cancellationReasons = defineCall({
  method: 'GET',
  path: '/v1/meta/cancellation-reasons',
  access: 'session',
  tags: ['hold-cancellation'],
  summary: 'The reasons a cancellation may give, in groups',
  description:
    "The provider's list, the same for every agency: groups in display order, each with its " +
    'choices (children); a cancellation request names a child.',
  data: z.array(ZCancellationReasonGroup),
  errors: [],
});

export const cancellationSummary = defineCall({
  method: 'GET',
  path: '/v1/property/:id/cancellation-request',
  access: 'session',
  tags: ['hold-cancellation'],
  summary: 'What the cancellation dialog offers: the services and whether they may be chosen',
  description:
    'cancellableServices are the active services managed by the provider, in the service display ' +
    'order, each with isPendingCancellation; canSelectServices is false when the agency’s plan ' +
    'cancels them together. isCancelled: the property is cancelled already.',
  params: ZIdParams,
  data: ZCancellationRequestSummary,
  errors: [400, 404],
});

export const cancel = defineCall({
  method: 'POST',
  path: '/v1/property/:id/cancellation-request',
  access: 'session',
  tags: ['hold-cancellation'],
  summary: 'Ask for services of the property to be cancelled',
  description:
    'services are cancellable services not already pending cancellation (all of them when ' +
    'canSelectServices is false), cancellationReasonId a reason of GET ' +
    '/v1/meta/cancellation-reasons (a choice, not a group), notes optional (500 characters). The ' +
    'services read as pending cancellation until the provider processes the request, within 48 ' +
    'hours. 409 with the reason in words for a cancelled property or one with no service left ' +
    'to cancel.',
  params: ZIdParams,
  body: ZCancellationRequest,
  data: ZServiceRequestResult,
  errors: [400, 404, 409],
});
