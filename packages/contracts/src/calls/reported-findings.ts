import { z } from 'zod';
import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { ZIdParams } from '../api/invoices-quotes';
import { ZReportedFinding, ZReportedFindingGroup } from '../api/dashboard';
import { ZReportedFindingsQuery } from '../api/list-queries';
import {
  ZInformDiResult,
  ZRequestQuoteResult,
  ZServiceFindingsParams,
  ZServicingCategory,
  ZTemporaryDocument,
  ZThirdPartyResolutionResult,
} from '../api/reported-findings';
import { ALLOWED_UPLOAD_EXTENSIONS } from '../enums/uploads';
import { DOCUMENT_UPLOAD_FIELD } from '../labels/property-documents';
import {
  REPORTED_FINDING_MESSAGES as M,
  ZInformDi,
  ZRequestQuote,
  ZThirdPartyResolution,
} from '../rules/reported-findings';
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from '../rules/upload';

// Reported findings (spec 3-action-required: /action-required/reported-findings and the
// resolution wizard): the list of properties and services with open findings, a property's
// findings, and resolving them by a quote, by a third party, by informing the provider, or
// dismissing (and restoring) them. A finding is open while its status is OPEN; every resolution
// is recorded with who made it (and the staff member viewing as them) in the audit log.

const MISSING_PROPERTY = "404 'Property not found' for a missing or another agency's property";
const SELECTED =
  `400 '${M.otherService}' when a selected id is not an open finding of the property ` +
  "(another agency's, another property's, or resolved)";

export const list = defineCall({
  method: 'GET',
  path: '/v1/reported-findings',
  access: 'session',
  tags: ['reported-findings'],
  summary:
    'One row per property and service with open reported findings, those impacting compliance first',
  description:
    'Each row as the dashboard’s tab: the open findings (urgent first), the status tags from ' +
    'their quotes (AwaitingQuotationApproval, AwaitingUrgentQuotationApproval, QuoteRejected), ' +
    'the service (original booking dates) and the property. Rows impacting compliance first, ' +
    'then the oldest original booking date. query: every word must appear in the address. ' +
    'facet (repeated, ORed): ComplianceIssues (a finding impacts compliance; counts as the ' +
    'dashboard’s URGENT_REPORTED_FINDINGS for the same property-manager), NoComplianceIssues ' +
    '(none does; NON_URGENT_REPORTED_FINDINGS). service (repeated) with serviceExclusivity: ' +
    'Including (the row’s service is one of them), Only (the row’s service is one of them and ' +
    'the property has open findings of each), Excluding (none of them). category (repeated): ' +
    'a finding of the row is of one of these servicing categories (by name). propertyId and ' +
    'property-manager narrow to one property or manager (another agency’s matches nothing). ' +
    'Paged with page and page-size; total counts the matches, unfilteredTotal the rows before ' +
    'query, facet, service, category and propertyId.',
  query: ZReportedFindingsQuery,
  data: zListOf(ZReportedFindingGroup),
  errors: [400],
});

export const servicingCategories = defineCall({
  method: 'GET',
  path: '/v1/reported-findings/servicing-categories',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'The servicing categories of findings, in display order (the category filter)',
  data: z.array(ZServicingCategory),
  errors: [],
});

export const property = defineCall({
  method: 'GET',
  path: '/v1/property/:id/reported-findings',
  access: 'session',
  tags: ['reported-findings'],
  summary: "The property's open reported findings, one group per service",
  description: `Each group as a row of GET /v1/reported-findings. ${MISSING_PROPERTY}.`,
  params: ZIdParams,
  data: z.array(ZReportedFindingGroup),
  errors: [400, 404],
});

export const service = defineCall({
  method: 'GET',
  path: '/v2/property/:id/reported-findings/:serviceShortName',
  access: 'session',
  tags: ['reported-findings'],
  summary: "What the resolution wizard reads: the property's findings of one service",
  description:
    'The open findings and the dismissed ones (to restore), urgent first, each with the ' +
    'resolutions it offers: canRequestQuote, canForwardToLandlord (its quotation), canInformDI, ' +
    'canEnterBuiltYear (informing asks the built year), isDismissible; and whether a quote was ' +
    'already requested (by whom, when). No findings: an empty reportedFindings (the wizard’s ' +
    `'${M.noneFoundTitle}'). serviceShortName: one of the service codes, else 400 ` +
    `'${M.unknownService}'. ` +
    `${MISSING_PROPERTY}.`,
  params: ZServiceFindingsParams,
  data: ZReportedFindingGroup,
  errors: [400, 404],
});

export const requestQuote = defineCall({
  method: 'POST',
  path: '/v2/property/:id/reported-findings/quote',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Request a quote for open findings of the property',
  description:
    'Creates a quote request (status PENDING, one item per finding, priced once quoted) that ' +
    'GET /v1/quote lists, and marks each finding quote requested by the user. ' +
    `problemRegisterIds: at least one ('${M.selectFinding}'), each offering a quote ` +
    `(canRequestQuote), else 409 '${M.cannotRequestQuote}'; all of one service. ${SELECTED}. ` +
    `${MISSING_PROPERTY}.`,
  params: ZIdParams,
  body: ZRequestQuote,
  data: ZRequestQuoteResult,
  errors: [400, 404, 409],
});

export const informDi = defineCall({
  method: 'POST',
  path: '/v2/property/:id/reported-findings/inform-di',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Inform the provider of open findings, with notes (and the property’s built date)',
  description:
    'notes: rich text judged on its visible text (markup stripped), as the access-issue ' +
    "notes: required ('Required'), at most 500 characters ('Message should be 500 characters " +
    "or less'), kept as that text. propertyBuilt (yyyy-MM-dd, month and year kept): required " +
    "('Required') when a selected finding asks the built year (canEnterBuiltYear), not after " +
    "the agency's today ('Date cannot be in the future'); it becomes the property's built " +
    'month and year. Each finding must offer informing (canInformDI or canEnterBuiltYear), ' +
    `else 409 '${M.cannotInformDi}'; it is marked RESOLVED with the notes. ${SELECTED}. ` +
    `${MISSING_PROPERTY}.`,
  params: ZIdParams,
  body: ZInformDi,
  data: ZInformDiResult,
  errors: [400, 404, 409],
});

export const thirdParty = defineCall({
  method: 'POST',
  path: '/v2/property/:id/reported-findings',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Record open findings as resolved by a third party, with its documents',
  description:
    'Each selected finding becomes RESOLVED_BY_THIRD_PARTY (compliant in the service report) ' +
    'with the notes (optional, under 500 characters); the items for them are removed from ' +
    'their quotes; each temporary document (documentIds: the fileReferences of POST ' +
    `/v1/reported-findings/temporary-document, at least one: '${M.documentRequired}') becomes ` +
    'a document of the property of type THIRD_PARTY_RESOLUTION_DOCUMENT for the findings’ ' +
    'services (GET /v1/property/{id}/documents?filter=THIRD_PARTY_RESOLUTION&service=…). ' +
    `A reference that is not the agency’s unused upload: 400 '${M.documentNotFound}'. ` +
    `${SELECTED}. ${MISSING_PROPERTY}.`,
  params: ZIdParams,
  body: ZThirdPartyResolution,
  data: ZThirdPartyResolutionResult,
  errors: [400, 404, 409],
});

export const temporaryDocument = defineCall({
  method: 'POST',
  path: '/v1/reported-findings/temporary-document',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Upload a document for a third-party resolution before it is submitted',
  description:
    `multipart/form-data with one file (field '${DOCUMENT_UPLOAD_FIELD}'), at most 20 MB ` +
    `(413 '${FILE_TOO_LARGE}'); its extension one of ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')} ` +
    `and its content of that type, else 400 '${INVALID_FILE_TYPE}'. It counts towards the ` +
    "agency's document storage (409 when full) and is kept a day unless a resolution names " +
    'it. Answers its fileReference, name and size.',
  consumes: ['multipart/form-data'],
  data: ZTemporaryDocument,
  errors: [400, 409, 413, 415],
  quota: 'upload',
});

export const dismiss = defineCall({
  method: 'POST',
  path: '/v1/reported-findings/:id/dismiss',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Dismiss an open reported finding',
  description:
    `It becomes DISMISSED, by the user, now. 409 '${M.notDismissible}' when it is not ` +
    `dismissible (isDismissible false), '${M.notOpen}' when it is not open. ` +
    `404 '${M.notFound}' for a missing or another agency's finding.`,
  params: ZIdParams,
  data: ZReportedFinding,
  errors: [400, 404, 409],
});

export const restore = defineCall({
  method: 'POST',
  path: '/v1/reported-findings/:id/restore',
  access: 'session',
  tags: ['reported-findings'],
  summary: 'Restore a dismissed reported finding',
  description:
    `It is OPEN again. 409 '${M.notDismissed}' when it is not dismissed. ` +
    `404 '${M.notFound}' for a missing or another agency's finding.`,
  params: ZIdParams,
  data: ZReportedFinding,
  errors: [400, 404, 409],
});
