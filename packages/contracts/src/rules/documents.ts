import { z } from 'zod';
import { OTHER_SERVICE_NAME_MAX } from '../constants';
import { DOCUMENT_TYPE_CODES } from '../enums/documents';

/** Body of PATCH /v1/property/{id}/documents/{docId} (and the integrated equivalent). */
export const ZDocumentAttributes = z.object({
  documentType: z.enum(DOCUMENT_TYPE_CODES, { error: 'Document type is required' }),
  services: z.array(z.string().min(1)).default([]),
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
