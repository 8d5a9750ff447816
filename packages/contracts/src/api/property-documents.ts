import { z } from 'zod';
import { DOCUMENT_FILTER_CODES, DOCUMENT_TYPE_CODES } from '../enums/documents';
import { ZServiceCode, ZServiceShortName } from '../enums/services';
import { ZPageQuery } from './query';

const ZType = z.enum(DOCUMENT_TYPE_CODES);

/** Path of a document of a property (managed or not). */
export const ZDocumentParams = z.object({
  id: z.coerce.number().int().positive(),
  docId: z.coerce.number().int().positive(),
});

/**
 * GET /v1/property/{id}/documents (and the integrated equivalent). `filter` is the page's
 * filter from links (SERVICE_REPORT, THIRD_PARTY_RESOLUTION), `type` one document type, `service`
 * a service's short name as in /property/{id}/documents?service=SMOKE.
 */
export const ZDocumentsQuery = z.object({
  ...ZPageQuery.shape,
  filter: z.enum(DOCUMENT_FILTER_CODES).optional(),
  type: z.optional(ZType),
  service: z.optional(ZServiceShortName),
});
export type TDocumentsQuery = z.output<typeof ZDocumentsQuery>;

export const ZPropertyDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  type: ZType,
  services: z.array(ZServiceCode),
  otherServiceName: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
  /** Where the browser downloads it (a signed-in GET). */
  downloadUrl: z.string(),
});
export type TPropertyDocument = z.infer<typeof ZPropertyDocument>;

/** How many of the property's documents each type and each service has (all filters off). */
export const ZDocumentFacets = z.object({
  types: z.array(z.object({ code: ZType, count: z.number().int() })),
  services: z.array(z.object({ code: ZServiceCode, count: z.number().int() })),
});
export type TDocumentFacets = z.infer<typeof ZDocumentFacets>;

export const ZPropertyDocuments = z.object({
  items: z.array(ZPropertyDocument),
  total: z.number().int(),
  /** The property's documents, all filters off. */
  unfilteredTotal: z.number().int(),
  facets: ZDocumentFacets,
});
export type TPropertyDocuments = z.infer<typeof ZPropertyDocuments>;

/** GET /v1/meta/property-document-types. */
export const ZDocumentTypeOption = z.object({ code: ZType, name: z.string() });
export type TDocumentTypeOption = z.infer<typeof ZDocumentTypeOption>;

/** GET /v1/meta/property-document-services: icon names the service's icon. */
export const ZDocumentServiceOption = z.object({
  code: ZServiceCode,
  name: z.string(),
  icon: ZServiceCode,
});
export type TDocumentServiceOption = z.infer<typeof ZDocumentServiceOption>;
