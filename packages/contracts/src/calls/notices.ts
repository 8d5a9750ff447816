import { defineCall } from '../api/call';
import { ZNotice } from '../api/dashboard';
import { zListOf } from '../api/envelope';
import { ZIdParams } from '../api/invoices-quotes';
import { ZNoticeQuery } from '../api/list-queries';
import { ZNoticeResolution, ZNotificationAndResolveResult } from '../api/notices';
import { ZNotificationAndResolve, ZResolveNotice } from '../rules/access-issues';

// Notices (spec 3-action-required: notices; 2-property-area: resolving a notice).

export const list = defineCall({
  method: 'GET',
  path: '/v1/notice',
  access: 'session',
  tags: ['notices'],
  summary: "The agency's notices, the newest first: active ones unless resolved=1",
  description:
    'resolved=1 lists the resolved notices, otherwise the active ones. query: every word must ' +
    'appear in the property’s address. facet (repeated, ORed): Urgent, NonUrgent (impacts ' +
    'compliance or not: the dashboard’s URGENT_NOTICES and NON_URGENT_NOTICES count the active ' +
    'ones), ContactProvider (isContactDiRequired). propertyId and property-manager narrow to ' +
    'one property or manager (another agency’s matches nothing). Paged with page and ' +
    'page-size; total counts the matches, unfilteredTotal the active or resolved notices ' +
    'before query, facet and propertyId.',
  query: ZNoticeQuery,
  data: zListOf(ZNotice),
  errors: [400],
});

export const resolve = defineCall({
  method: 'POST',
  path: '/v1/notice/:id/resolve',
  access: 'session',
  tags: ['notices'],
  summary: 'Resolve an active notice with the reason given',
  description:
    'resolveReason: required and not blank (‘Notes are required’, ‘Notes cannot be empty’), ' +
    'under 500 characters; noticeId is the notice of the path and propertyId its property ' +
    '(else 400 naming the field). Who resolved it and when is recorded (with the staff member ' +
    'viewing as the user in the audit log). 409 with the reason in words when the notice is ' +
    'already resolved or only the provider can resolve it (isContactDiRequired); 404 for a ' +
    'missing or another agency’s notice.',
  params: ZIdParams,
  body: ZResolveNotice,
  data: ZNoticeResolution,
  errors: [400, 404, 409],
});

export const sendNotificationAndResolve = defineCall({
  method: 'POST',
  path: '/v1/notice/:id/send-notification-and-resolve',
  access: 'session',
  tags: ['notices'],
  summary: 'Resolve an active notice with call notes and have the provider email the tenant',
  description:
    'occupantId: a tenant of the property’s current tenancy (GET /v1/property/{id}/tenancy ' +
    'lists them) who can be contacted: the portal sends email only, so a tenant can be ' +
    'contacted when they have an email address (do-not-contact marks are on phone numbers). ' +
    'notes: rich text judged on its visible text (markup and line breaks stripped), at least 1 ' +
    'character (‘Notes are required’) and at most 500 (‘Message should be 500 characters or ' +
    'less’), stored as that text as the resolve reason. In one transaction the notice is ' +
    'resolved, an email from the provider (the portal’s address) is queued to the tenant ' +
    'saying the agency asked the provider to get in touch to book access for the notice’s ' +
    'services, and who did it (with the staff member viewing as the user) goes to the audit ' +
    'log. noticeId is the notice of the path and propertyId its property (else 400 naming the ' +
    'field); 404 for a missing or another agency’s notice; 409 with the reason in words when ' +
    'the notice is already resolved, only the provider can resolve it (isContactDiRequired) or ' +
    'no tenant of the property can be contacted (‘There are no tenants that can be ' +
    'contacted.’); 400 naming occupantId for anyone else or a tenant without an address.',
  params: ZIdParams,
  body: ZNotificationAndResolve,
  data: ZNotificationAndResolveResult,
  errors: [400, 404, 409],
  quota: 'email',
});
