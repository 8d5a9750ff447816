import {
  DEFAULT_PAGE_SIZE,
  propertyDocumentsCalls as calls,
  type TDocumentAttributes,
  type TPropertyDocument,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { documentKeys, type DocumentFilters, type DocumentOwner } from './document-keys';

export type { DocumentOwner } from './document-keys';

export const DOCUMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const CALLS = {
  managed: {
    list: calls.list,
    update: calls.update,
    remove: calls.remove,
    download: calls.download,
  },
  integrated: {
    list: calls.integratedList,
    update: calls.integratedUpdate,
    remove: calls.integratedRemove,
    download: calls.integratedDownload,
  },
} as const;

/** A page of the property's documents with its facets; the previous page stays while loading. */
export function useDocuments(owner: DocumentOwner, propertyId: number, filters: DocumentFilters) {
  return useQuery({
    queryKey: documentKeys.list(owner, propertyId, filters),
    queryFn: ({ signal }) =>
      callApi(CALLS[owner].list, {
        params: { id: propertyId },
        query: { ...filters, 'page-size': DOCUMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => callApi(calls.types, { signal }),
    staleTime: Infinity,
  });
}

export function useDocumentServices() {
  return useQuery({
    queryKey: documentKeys.services,
    queryFn: ({ signal }) => callApi(calls.services, { signal }),
    staleTime: Infinity,
  });
}

export function useUpdateDocument(owner: DocumentOwner, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ docId, body }: { docId: number; body: TDocumentAttributes }) =>
      callApi(CALLS[owner].update, { params: { id: propertyId, docId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument(owner: DocumentOwner, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) =>
      callApi(CALLS[owner].remove, { params: { id: propertyId, docId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export async function downloadDocument(
  owner: DocumentOwner,
  propertyId: number,
  document: TPropertyDocument,
): Promise<void> {
  const file = await downloadCall(CALLS[owner].download, {
    params: { id: propertyId, docId: document.id },
  });
  saveFile(file, document.name);
}
