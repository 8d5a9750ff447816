import {
  ZAccessIssueActionResult,
  ZAccessIssueCase,
  ZAccessIssueListItem,
} from '../api/access-issues';
import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { ZIdParams } from '../api/invoices-quotes';
import { ZAccessIssuesQuery } from '../api/list-queries';
import { ZAccessIssueActionBody } from '../rules/access-issues';

// Access issues (spec 3-action-required: /action-required/access-issues and the resolution
// wizard): the list of properties with open access issues, a property's case and performing a
// suggested solution.

export const list = defineCall({
  method: 'GET',
  path: '/v1/agency/access-issues',
  access: 'session',
  tags: ['access-issues'],
  summary:
    'Portfolio properties with an open access issue, suspended first, then the longest unresolved',
  description:
    'Each row: the address, status tags, current occupants and the problems still blocking ' +
    'entry (public name and when raised; none: a complex problem, contact the provider), and ' +
    'its blocked entry methods in the entry methods’ order, each with whether the property’s ' +
    'entry preferences block it too and its unresolved problems, each with the public name of ' +
    'its most effective solution (null: only the provider can resolve it). ' +
    'query: every word must appear in the address. facet (repeated): the portfolio’s facets ' +
    '(compliance filters OR together, action facets OR together, the two groups AND; ' +
    'UrgentAccessIssues and NonUrgentAccessIssues count as the dashboard’s figures of the same ' +
    'name with new-access-issues=1). propertyId and property-manager narrow to one property or ' +
    'manager (another agency’s matches nothing). Paged with page and page-size; total counts ' +
    'the matches, unfilteredTotal the list before query, facet and propertyId.',
  query: ZAccessIssuesQuery,
  data: zListOf(ZAccessIssueListItem),
  errors: [400],
});

export const propertyCase = defineCall({
  method: 'GET',
  path: '/v2/property/:id/access-issues',
  access: 'session',
  tags: ['access-issues'],
  summary:
    "The property's access-issue case: the entry methods still blocked and what unblocks them",
  description:
    'The open case (else the latest, with nothing blocked): problem_case_details ' +
    '(portal_suppression_level above 0: contact the provider; status), each entry method still ' +
    'blocked with its unresolved problem sets (public name, descriptions, suggested actions in ' +
    'order, the first the most effective), blocked_entry_method_keys and ' +
    'all_entry_methods_disqualified. 404 for a missing or another agency’s property.',
  params: ZIdParams,
  data: ZAccessIssueCase,
  errors: [400, 404],
});

export const action = defineCall({
  method: 'POST',
  path: '/v2/property/:id/access-issues/action',
  access: 'session',
  tags: ['access-issues'],
  summary: 'Perform a suggested solution of the property’s open access-issue case',
  description:
    'solutionLabel names a suggested action of the open case; performing it resolves every ' +
    'unresolved problem set that offers it, an entry method once each of its problem sets is ' +
    'resolved or has no suggested actions, and the case (RESOLVED) once every entry method is. ' +
    'notes: rich text judged on its visible text (markup and line breaks stripped), required by ' +
    'NOTIFY_WITH_NOTES (‘Notes are required’), under 500 characters (‘Message should be 500 ' +
    'characters or less’), stored as that text; date (optional) not before the agency’s today. ' +
    'Who performed it and when is recorded, with the staff member viewing as the user in the ' +
    'audit log. 400 naming the field for a solution the case does not offer; 409 with the ' +
    'reason in words when the case is not open, is suppressed (portal_suppression_level above ' +
    '0: only the provider resolves it) or the solution’s problem sets are already resolved; 404 for a missing or another agency’s property.',
  params: ZIdParams,
  body: ZAccessIssueActionBody,
  data: ZAccessIssueActionResult,
  errors: [400, 404, 409],
});
