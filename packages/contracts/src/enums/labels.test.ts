import { describe, expect, it } from 'vitest';
import * as accessIssues from './access-issues';
import * as agencyFeatures from './agency-features';
import * as compliance from './compliance';
import * as contacts from './contacts';
import * as documents from './documents';
import * as entryMethods from './entry-methods';
import * as integrations from './integrations';
import * as keys from './keys';
import * as messages from './messages';
import * as notices from './notices';
import * as portfolio from './portfolio';
import * as properties from './properties';
import * as propertyFlags from './property-flags';
import * as quotations from './quotations';
import * as serviceStatuses from './service-statuses';
import * as services from './services';
import * as states from './states';
import * as workflow from './workflow-statuses';
import * as dashboard from './dashboard-stats';
import { REPORTED_FINDING_GROUP_TAG_CODES } from '../api/dashboard';
import {
  AGENCY_USER_ROLE_CODES,
  AGENCY_USER_ROLE_LABELS,
  AGENCY_USER_STATE_CODES,
  AGENCY_USER_STATE_LABELS,
} from '../api/users';
import { INVOICE_STATUS_CODES, invoiceStatusLabels } from '../labels/invoice-statuses';
import { reportedFindingGroupTagLabels } from '../labels/status-tags';

const pairs: [string, readonly string[], Record<string, string>][] = [
  ['states', states.STATE_CODES, states.stateLabels],
  ['services', services.SERVICE_CODES, services.serviceLabels],
  ['compliance statuses', compliance.COMPLIANCE_STATUS_CODES, compliance.complianceStatusLabels],
  ['compliance filters', compliance.COMPLIANCE_FILTER_CODES, compliance.complianceFilterLabels],
  ['action facets', compliance.ACTION_FACET_CODES, compliance.actionFacetLabels],
  ['non-managed stats', compliance.NON_MANAGED_STAT_CODES, compliance.nonManagedStatLabels],
  ['property flags', propertyFlags.PROPERTY_FLAG_CODES, propertyFlags.propertyFlagLabels],
  [
    'access-issue property tags',
    propertyFlags.ACCESS_ISSUE_PROPERTY_TAG_CODES,
    propertyFlags.accessIssuePropertyTagLabels,
  ],
  [
    'other property tags',
    propertyFlags.OTHER_PROPERTY_TAG_CODES,
    propertyFlags.otherPropertyTagLabels,
  ],
  ['service statuses', serviceStatuses.SERVICE_STATUS_CODES, serviceStatuses.serviceStatusLabels],
  ['service tags', serviceStatuses.SERVICE_TAG_CODES, serviceStatuses.serviceTagLabels],
  ['quotation statuses', quotations.QUOTATION_STATUS_CODES, quotations.quotationStatusLabels],
  ['quote severities', quotations.QUOTE_SEVERITY_CODES, quotations.quoteSeverityLabels],
  ['notice types', notices.NOTICE_TYPE_CODES, notices.noticeTypeLabels],
  [
    'access-issue statuses',
    accessIssues.ACCESS_ISSUE_STATUS_CODES,
    accessIssues.accessIssueStatusLabels,
  ],
  ['access statuses', accessIssues.ACCESS_STATUS_CODES, accessIssues.accessStatusLabels],
  ['access-issue types', accessIssues.ACCESS_ISSUE_TYPE_CODES, accessIssues.accessIssueTypeLabels],
  ['solution groups', accessIssues.SOLUTION_GROUP_CODES, accessIssues.solutionGroupLabels],
  ['entry methods', entryMethods.ENTRY_METHOD_CODES, entryMethods.entryMethodLabels],
  ['entry preferences', entryMethods.ENTRY_PREFERENCE_CODES, entryMethods.entryPreferenceLabels],
  ['yes/no', entryMethods.YES_NO_CODES, entryMethods.yesNoLabels],
  ['contact roles', contacts.CONTACT_ROLE_CODES, contacts.contactRoleLabels],
  ['contact number types', contacts.CONTACT_NUMBER_TYPE_CODES, contacts.contactNumberTypeLabels],
  [
    'do-not-contact reasons',
    contacts.DO_NOT_CONTACT_REASON_CODES,
    contacts.doNotContactReasonLabels,
  ],
  ['key availability', keys.KEY_AVAILABILITY_CODES, keys.keyAvailabilityLabels],
  [
    'integration sources',
    integrations.INTEGRATION_SOURCE_CODES,
    integrations.integrationSourceLabels,
  ],
  [
    'agency feature flags',
    agencyFeatures.AGENCY_FEATURE_FLAG_CODES,
    agencyFeatures.agencyFeatureFlagLabels,
  ],
  ['message types', messages.MESSAGE_TYPE_CODES, messages.messageTypeLabels],
  ['document types', documents.DOCUMENT_TYPE_CODES, documents.documentTypeLabels],
  ['document filters', documents.DOCUMENT_FILTER_CODES, documents.documentFilterLabels],
  [
    'service report access',
    documents.SERVICE_REPORT_ACCESS_CODES,
    documents.serviceReportAccessLabels,
  ],
  [
    'non-residential types',
    properties.NON_RESIDENTIAL_TYPE_CODES,
    properties.nonResidentialTypeLabels,
  ],
  ['lease types', properties.LEASE_TYPE_CODES, properties.leaseTypeLabels],
  ['service exclusivity', portfolio.SERVICE_EXCLUSIVITY_CODES, portfolio.serviceExclusivityLabels],
  [
    'reported finding statuses',
    workflow.REPORTED_FINDING_STATUS_CODES,
    workflow.reportedFindingStatusLabels,
  ],
  [
    'new management statuses',
    workflow.NEW_MANAGEMENT_STATUS_CODES,
    workflow.newManagementStatusLabels,
  ],
  ['booking statuses', workflow.BOOKING_STATUS_CODES, workflow.bookingStatusLabels],
  [
    'hold and cancellation statuses',
    workflow.HOLD_CANCELLATION_STATUS_CODES,
    workflow.holdCancellationStatusLabels,
  ],
  ['action-required tabs', dashboard.ACTION_REQUIRED_TAB_CODES, dashboard.actionRequiredTabLabels],
  ['reported-finding group tags', REPORTED_FINDING_GROUP_TAG_CODES, reportedFindingGroupTagLabels],
  ['agency user roles', AGENCY_USER_ROLE_CODES, AGENCY_USER_ROLE_LABELS],
  ['agency user states', AGENCY_USER_STATE_CODES, AGENCY_USER_STATE_LABELS],
  ['invoice statuses', INVOICE_STATUS_CODES, invoiceStatusLabels],
];

describe('enumeration labels', () => {
  it.each(pairs)(
    'should label every code and nothing else when the enumeration is %s',
    (_, codes, labels) => {
      expect(new Set(codes).size).toBe(codes.length);
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(labels[code]?.trim()).toBeTruthy();
    },
  );
});
