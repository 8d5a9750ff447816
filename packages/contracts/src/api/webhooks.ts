import { z } from 'zod';
import { ZPageQuery } from './query';

/**
 * Webhooks (integrations for agencies' own tools): a master user gives an HTTPS address and the
 * events it wants; the portal then POSTs each event there as JSON, signed with the webhook's own
 * secret (the Standard Webhooks scheme: `webhook-id`, `webhook-timestamp` and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`), retried with
 * back-off when the receiver does not answer 2xx, each attempt in the webhook's delivery log.
 */

/** The events a webhook can subscribe to, by their `type` in the body. */
export const WEBHOOK_EVENTS = [
  'notice.issued',
  'finding.reported',
  'quote.awaiting-approval',
  'booking.confirmed',
  'invoice.issued',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** What 'Send test event' sends: never subscribed to, sent to one webhook on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type TWebhookMessageType = TWebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<TWebhookMessageType, string> = {
  'notice.issued': 'Notice issued',
  'finding.reported': 'Finding reported',
  'quote.awaiting-approval': 'Quote awaiting approval',
  'booking.confirmed': 'Booking confirmed',
  'invoice.issued': 'Invoice issued',
  'webhook.test': 'Test event',
};

/**
 * When each event is sent, said plainly. The events are the provider's records as they reach the
 * portal's database (its technicians issue notices and report findings, its office prices quotes,
 * confirms bookings and issues invoices), whoever writes them: the database queues the event in
 * the same transaction, so one is sent for every record and never for one that was not written.
 */
export const WEBHOOK_EVENT_NOTES: Record<TWebhookEvent, string> = {
  'notice.issued': 'Sent when a notice is issued for one of your properties.',
  'finding.reported': 'Sent when a technician reports a finding at one of your properties.',
  'quote.awaiting-approval': 'Sent when a quote is ready for your approval.',
  'booking.confirmed': 'Sent when a service visit is confirmed.',
  'invoice.issued': 'Sent when an invoice is issued for one of your properties.',
};

/** The property an event is about, in every event's data. */
const ZEventProperty = z.object({ propertyId: z.int(), address: z.string() });

/** Each message type's `data`, written once: the receiver's documentation is this. */
export const WEBHOOK_EVENT_DATA = {
  'notice.issued': z.object({
    noticeId: z.int(),
    noticeType: z.string(),
    issuedAt: z.iso.datetime({ offset: true }),
    property: ZEventProperty,
  }),
  'finding.reported': z.object({
    findingId: z.int(),
    service: z.string(),
    description: z.string(),
    reportedAt: z.iso.datetime({ offset: true }),
    property: ZEventProperty,
  }),
  'quote.awaiting-approval': z.object({
    quoteId: z.int(),
    quoteNumber: z.string(),
    service: z.string(),
    /** Dollars, GST included; null when the quote is not priced as a whole. */
    total: z.number().nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    property: ZEventProperty,
  }),
  'booking.confirmed': z.object({
    bookingId: z.int(),
    services: z.array(z.string()),
    /** The property's local day and times (yyyy-MM-dd, HH:mm). */
    date: z.iso.date(),
    startTime: z.string(),
    endTime: z.string(),
    property: ZEventProperty,
  }),
  'invoice.issued': z.object({
    invoiceId: z.int(),
    invoiceNumber: z.string(),
    total: z.number(),
    dueDate: z.iso.date().nullable(),
    property: ZEventProperty,
  }),
  'webhook.test': z.object({ webhookId: z.int(), message: z.string() }),
} satisfies Record<TWebhookMessageType, z.ZodType>;
export type TWebhookEventData<T extends TWebhookMessageType> = z.infer<
  (typeof WEBHOOK_EVENT_DATA)[T]
>;

/** The JSON body of every delivery: the event's type, when it happened, the agency, its data. */
export const ZWebhookMessage = z.discriminatedUnion(
  'type',
  (Object.keys(WEBHOOK_EVENT_DATA) as TWebhookMessageType[]).map((type) =>
    z.object({
      type: z.literal(type),
      timestamp: z.iso.datetime({ offset: true }),
      agencyId: z.int(),
      data: WEBHOOK_EVENT_DATA[type],
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export type TWebhookMessage = {
  [T in TWebhookMessageType]: {
    type: T;
    timestamp: string;
    agencyId: number;
    data: TWebhookEventData<T>;
  };
}[TWebhookMessageType];

/** How many webhooks an agency may hold. */
export const WEBHOOKS_PER_AGENCY = 10;
/** The longest address accepted. */
export const WEBHOOK_URL_MAX = 2000;
/** What a webhook is for, in the list (e.g. 'Our CRM'). */
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Test events per webhook per hour: each is a request to someone's server. */
export const WEBHOOK_TESTS_PER_HOUR = 20;
/**
 * Attempts of a delivery: the first and its retries, after about 10-20 s, then doubling (20-40,
 * 40-80 ... with jitter) up to an hour apart: a receiver may be down for about 40 minutes and
 * still get the event.
 */
export const WEBHOOK_ATTEMPTS = 8;
export const WEBHOOK_RETRY_DELAY_SECONDS = 10;
export const WEBHOOK_RETRY_DELAY_MAX_SECONDS = 3600;
/** A receiver answers within this or the attempt fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries failing (every attempt) in a row before the webhook is switched off. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 5;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 500;
/** Every signing secret starts with this (the Standard Webhooks libraries expect it). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_MESSAGES = {
  cannotManage: 'Only master users can manage webhooks',
  notFound: 'Webhook not found',
  tooMany: `An agency can hold at most ${WEBHOOKS_PER_AGENCY} webhooks: delete one first`,
  urlRequired: 'Enter the address the events are sent to',
  urlTooLong: `The address can be at most ${WEBHOOK_URL_MAX} characters`,
  urlInvalid: 'Enter a full address, such as https://example.com/webhooks',
  /**
   * https only: the body carries the agency's data (addresses, people's names) and the signature
   * proves who sent it, but only TLS keeps it from being read or replayed on the way.
   */
  httpsOnly:
    'The address must start with https://: events carry your agency’s data, which plain http would send unencrypted',
  credentials: 'The address must not hold a user name or password',
  privateAddress:
    'The address must be reachable on the internet: local, private and reserved network addresses are refused',
  unknownHost: (host: string) => `We could not find ${host}: check the address`,
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: `The description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  tooManyTests: `A webhook can be sent at most ${WEBHOOK_TESTS_PER_HOUR} test events an hour: try again later`,
  disabledCannotTest: 'Switch the webhook on to send it a test event',
  createFailed: 'The webhook could not be created',
  created: 'Webhook created: copy its signing secret now',
  enabled: 'Webhook switched on: events are sent to it again',
  disabled: 'Webhook switched off: no events are sent to it',
  eventsSaved: 'The webhook’s events are saved',
  deleted: 'Webhook deleted: no more events are sent to it',
  testQueued: 'Test event sent: its delivery appears in the log',
  shownOnce:
    'Copy this signing secret now: it is shown only once. Your receiver uses it to check that events come from the portal.',
  /** Why a webhook was switched off by the portal. */
  autoDisabled: `Switched off after ${WEBHOOK_DISABLE_AFTER_FAILURES} deliveries in a row failed`,
  testMessage: 'This is a test event from the compliance portal.',
} as const;

/** Why an attempt failed, as the delivery log says it. */
export const WEBHOOK_DELIVERY_ERRORS = {
  timeout: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`,
  refused: 'The receiver refused the connection',
  unknownHost: (host: string) => `${host} could not be found`,
  privateAddress:
    'Not sent: the address now resolves to a local, private or reserved network address',
  tls: 'The secure connection failed: the receiver’s certificate was not accepted',
  network: 'The connection failed before an answer came',
  redirect: (status: number) => `Answered ${status}, a redirect: redirects are not followed`,
  status: (status: number) => `Answered ${status}: only a 2xx answer counts as delivered`,
  webhookOff: 'Not sent: the webhook was switched off',
  serverStopped: 'The attempt did not finish: the portal’s server stopped during it',
} as const;

/** Host names that never mean the internet (RFC 6761, 6762 and common internal suffixes). */
const LOCAL_HOST = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;
const LOOPBACK_LITERAL = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL's host is the machine itself (for the test-only loopback allowance). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_LITERAL.test(hostname);
}

/**
 * The address rule a browser can check: a full http(s) URL without credentials, https unless
 * the server allows plain http to loopback (tests only), and no local host name. What the host
 * resolves to is checked by the server, at creation and again at every delivery.
 */
export function webhookUrlRefusal(
  value: string,
  options: { allowLoopbackHttp?: boolean } = {},
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentials;
  const loopbackAllowed = options.allowLoopbackHttp === true && isLoopbackHost(url.hostname);
  if (loopbackAllowed) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
  if (LOCAL_HOST.test(url.hostname.replace(/\.$/, ''))) return WEBHOOK_MESSAGES.privateAddress;
  return null;
}

const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  // Plain http (to loopback, in tests) is left to the server, which alone knows its allowance.
  .superRefine((value, context) => {
    const refusal = webhookUrlRefusal(value, { allowLoopbackHttp: true });
    if (refusal !== null) context.addIssue({ code: 'custom', message: refusal });
  });

const ZWebhookEvents = z
  .array(ZWebhookEvent)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

const ZWebhookDescription = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);

export const ZCreateWebhook = z.object({
  url: ZWebhookUrl,
  events: ZWebhookEvents,
  description: ZWebhookDescription.default(''),
});
export type TCreateWebhook = z.input<typeof ZCreateWebhook>;
export type TCreateWebhookBody = z.output<typeof ZCreateWebhook>;

/** PATCH: the events, the description, or switching it on or off; at least one of them. */
export const ZUpdateWebhook = z
  .object({
    events: ZWebhookEvents.optional(),
    description: ZWebhookDescription.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Say what to change: events, description or enabled',
  });
export type TUpdateWebhook = z.input<typeof ZUpdateWebhook>;

export const ZWebhook = z.object({
  id: z.int(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Why the portal switched it off (deliveries kept failing); null when a user did or it is on. */
  disabledReason: z.string().nullable(),
  /** Deliveries that failed in a row since the last success. */
  consecutiveFailures: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  lastDeliveryAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhooks = z.object({ webhooks: z.array(ZWebhook) });
export type TWebhooks = z.infer<typeof ZWebhooks>;

/** POST /v1/agency/webhooks: the new webhook, with its signing secret shown this once. */
export const ZCreatedWebhook = ZWebhook.extend({ secret: z.string() });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhook>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, string> = {
  PENDING: 'Sending',
  RETRYING: 'Retrying',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

/** One event sent to one webhook, as the delivery log shows it. */
export const ZWebhookDelivery = z.object({
  id: z.int(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  messageId: z.string(),
  event: z.string(),
  eventLabel: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.int(),
  maxAttempts: z.int(),
  /** The receiver's HTTP status on the latest attempt; null when it did not answer. */
  responseCode: z.int().nullable(),
  /** The start of its answer, at most WEBHOOK_RESPONSE_EXCERPT_MAX characters. */
  responseExcerpt: z.string().nullable(),
  /** Why the latest attempt failed, in words (timed out, refused, answered 500...). */
  error: z.string().nullable(),
  nextRetryAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = ZPageQuery;
export type TWebhookDeliveriesQuery = z.output<typeof ZWebhookDeliveriesQuery>;
