import { defineCall } from '../api/call';
import { ZNotice } from '../api/dashboard';
import { zListOf } from '../api/envelope';
import { ZIdParams } from '../api/invoices-quotes';
import { ZNoticeQuery } from '../api/list-queries';
import { ZNoticeResolution } from '../api/notices';
import { ZResolveNotice } from '../rules/access-issues';

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
