import type { TDocumentsQuery } from '@portal/contracts';
import type { UploadTarget } from './upload-queue-machine';

// The documents' query keys, apart from their calls: the upload queue (loaded on its own when a
// file is to be uploaded) needs the keys only.

export type DocumentOwner = Exclude<UploadTarget['owner'], 'thirdParty'>;

export type DocumentFilters = Pick<TDocumentsQuery, 'filter' | 'type' | 'service' | 'page'>;

/** The one query-key factory of property documents. */
export const documentKeys = {
  all: ['property', 'documents'] as const,
  list: (owner: DocumentOwner, propertyId: number, filters: DocumentFilters) =>
    [...documentKeys.all, owner, propertyId, filters] as const,
  types: ['meta', 'property-document-types'] as const,
  services: ['meta', 'property-document-services'] as const,
};
