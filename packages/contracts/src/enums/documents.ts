import { z } from 'zod/mini';

export const DOCUMENT_TYPE_CODES = [
  'QUOTE_DOCUMENT',
  'INVOICE_DOCUMENT',
  'SERVICE_REPORT_DOCUMENT',
  'CERTIFICATE_DOCUMENT',
  'THIRD_PARTY_RESOLUTION_DOCUMENT',
  'OTHER_DOCUMENT',
] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPE_CODES);
export type TDocumentType = z.infer<typeof ZDocumentType>;

export const documentTypeLabels: Record<TDocumentType, string> = {
  QUOTE_DOCUMENT: 'Quote',
  INVOICE_DOCUMENT: 'Invoice',
  SERVICE_REPORT_DOCUMENT: 'Service report',
  CERTIFICATE_DOCUMENT: 'Certificate',
  THIRD_PARTY_RESOLUTION_DOCUMENT: 'Third party resolution',
  OTHER_DOCUMENT: 'Other',
};

/** Values of the documents page `filter` query parameter. */
export const DOCUMENT_FILTER_CODES = ['SERVICE_REPORT', 'THIRD_PARTY_RESOLUTION'] as const;
export const ZDocumentFilter = z.enum(DOCUMENT_FILTER_CODES);
export type TDocumentFilter = z.infer<typeof ZDocumentFilter>;

export const documentFilterLabels: Record<TDocumentFilter, string> = {
  SERVICE_REPORT: 'Service reports',
  THIRD_PARTY_RESOLUTION: 'Third party resolutions',
};

/** Which service reports a contact role may receive. */
export const SERVICE_REPORT_ACCESS_CODES = [
  'NOT_ALLOWED',
  'ONLY_COMPLIANT_SERVICE_REPORTS',
  'ALL_SERVICE_REPORTS',
] as const;
export const ZServiceReportAccess = z.enum(SERVICE_REPORT_ACCESS_CODES);
export type TServiceReportAccess = z.infer<typeof ZServiceReportAccess>;

export const serviceReportAccessLabels: Record<TServiceReportAccess, string> = {
  NOT_ALLOWED: 'Not allowed',
  ONLY_COMPLIANT_SERVICE_REPORTS: 'Only compliant service reports',
  ALL_SERVICE_REPORTS: 'All service reports',
};
