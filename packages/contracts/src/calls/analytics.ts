import {
  ANALYTICS_APPROACHING_DAYS,
  ZAnalytics,
  ZAnalyticsExportQuery,
  ZAnalyticsQuery,
} from '../api/analytics';
import { defineCall } from '../api/call';
import { FILE_TYPES } from '../api/files';

// The corporate dashboard (spec 1-foundation: /analytics, only with the
// AgencyCompliancePortalAdvancedAnalytics experiment).

const GATE = '403 for a user without the AgencyCompliancePortalAdvancedAnalytics experiment.';

const DEFINITIONS =
  "Every figure counts services: a service of a property of the session's agency that the " +
  'provider performs, on service on a day when it was enrolled on or before it and neither it ' +
  'nor its property was cancelled by then. It is compliant on a day between its last service ' +
  `date and its next due date (both included); overdue after its due date; approaching when due ` +
  `within ${ANALYTICS_APPROACHING_DAYS} days. The rate over time counts each month's last day ` +
  "(today for this month) with the services' service and due dates and their enrolment and " +
  'cancellation dates; recorded counts those whose state that day is on record (serviced on or ' +
  'before it, never serviced, or with a last service date later than today), the rate ' +
  'compliant / recorded. Filters: propertyManagerId (another agency’s manager matches nothing), ' +
  'service, region (a suburb, any case), period (6, 12 or 24 months of the rate over time).';

export const dashboard = defineCall({
  method: 'GET',
  path: '/v1/analytics',
  access: 'session',
  tags: ['analytics'],
  summary: 'The corporate dashboard: compliance over time, by service, manager and region',
  description:
    `${DEFINITIONS} byService also counts the overdue and approaching services; reasons ` +
    'counts the services not compliant today by why (ANALYTICS_REASON_CODES, the first that ' +
    `holds). ${GATE}`,
  query: ZAnalyticsQuery,
  data: ZAnalytics,
  errors: [400, 403],
});

export const exportTable = defineCall({
  method: 'GET',
  path: '/v1/analytics/export',
  access: 'session',
  tags: ['analytics'],
  summary: 'One table of the corporate dashboard as an .xlsx spreadsheet',
  description:
    'The rows of table (trend, the default; services, due, managers, regions, reasons) of GET ' +
    `/v1/analytics with the same filters, saved as fileName (.xlsx added when missing). ${GATE}`,
  query: ZAnalyticsExportQuery,
  file: { contentType: FILE_TYPES.xlsx, description: 'The .xlsx spreadsheet' },
  errors: [400, 403],
});
