import { defineCall } from '../api/call';
import { ZAccessIssueItem } from '../api/dashboard';
import { zListOf } from '../api/envelope';
import { ZAccessIssuesQuery } from '../api/list-queries';

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
    'entry (public name and when raised; none: a complex problem, contact the provider). ' +
    'query: every word must appear in the address. facet (repeated): the portfolio’s facets ' +
    '(compliance filters OR together, action facets OR together, the two groups AND; ' +
    'UrgentAccessIssues and NonUrgentAccessIssues count as the dashboard’s figures of the same ' +
    'name with new-access-issues=1). propertyId and property-manager narrow to one property or ' +
    'manager (another agency’s matches nothing). Paged with page and page-size; total counts ' +
    'the matches, unfilteredTotal the list before query, facet and propertyId.',
  query: ZAccessIssuesQuery,
  data: zListOf(ZAccessIssueItem),
  errors: [400],
});
