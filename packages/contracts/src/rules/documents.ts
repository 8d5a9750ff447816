import { z } from 'zod';
import { OTHER_SERVICE_NAME_MAX } from '../constants';
import { DOCUMENT_TYPE_CODES } from '../enums/documents';
import { SERVICE_CODES } from '../enums/services';

/** Body of PATCH /v1/property/{id}/documents/{docId} (and the integrated equivalent). */
export const ZDocumentAttributes = z.object({
  documentType: z.enum(DOCUMENT_TYPE_CODES, { error: 'Document type is required' }),
  services: z
    .array(z.enum(SERVICE_CODES, { error: 'Unknown service' }))
    .max(SERVICE_CODES.length)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  otherServiceName: z
    .string()
    .trim()
    .max(
      OTHER_SERVICE_NAME_MAX,
      `Other service name should be ${OTHER_SERVICE_NAME_MAX} characters or less`,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TDocumentAttributes = z.output<typeof ZDocumentAttributes>;
