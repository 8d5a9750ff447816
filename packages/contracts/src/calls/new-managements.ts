import { defineCall } from '../api/call';
import { ZEmpty } from '../api/envelope';
import { ZNewManagement } from '../api/dashboard';
import { ZIdParams } from '../api/invoices-quotes';

// New managements found by the agency's integration: enrol (under enrolment), dismiss, restore.

export const markUnderEnrolment = defineCall({
  method: 'POST',
  path: '/v1/portfolio/new-management/:id/under-enrolment',
  access: 'session',
  tags: ['new-managements'],
  summary: "Mark a new management under enrolment ('Enrol property')",
  description:
    '{id} is the portfolioPropertyId. Records who and when (the tooltip of ' +
    "'Enrolment in progress'); again: unchanged. 409 when it was dismissed.",
  params: ZIdParams,
  data: ZNewManagement,
  errors: [400, 404, 409],
});

export const dismiss = defineCall({
  method: 'POST',
  path: '/v1/portfolio/new-management/:id/dismiss',
  access: 'session',
  tags: ['new-managements'],
  summary: 'Dismiss a new management: it leaves the list',
  description: '{id} is the portfolioPropertyId. Again: unchanged. 409 when it is under enrolment.',
  params: ZIdParams,
  data: ZEmpty,
  errors: [400, 404, 409],
});

export const restore = defineCall({
  method: 'POST',
  path: '/v1/portfolio/new-management/:id/restore',
  access: 'session',
  tags: ['new-managements'],
  summary: 'Restore a dismissed new management (the Undo of Dismiss): it is listed again',
  description:
    '{id} is the portfolioPropertyId. A dismissed one becomes not enrolled again, as before it ' +
    'was dismissed; one that is not dismissed is unchanged. Answers the new management.',
  params: ZIdParams,
  data: ZNewManagement,
  errors: [400, 404],
});
