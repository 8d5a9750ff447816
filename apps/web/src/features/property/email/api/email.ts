import {
  imageCalls,
  IMAGE_UPLOAD_FIELD,
  propertyCalls,
  propertyEmailCalls,
  type TEmailPreview,
  type TEmailSender,
  type TOccupantNotificationInput,
  type TOccupantNotificationResult,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadCall, type DownloadedFile } from '../../../../lib/api-client';
import { recipientOptions } from '../../../../lib/forward-recipients';

const emailKeys = {
  sender: ['email', 'sender'] as const,
  recipients: (propertyId: number) => ['property', propertyId, 'email-recipients'] as const,
};

const OCCUPANT_NOTICE = { emailType: 'OCCUPANT_NOTICE' } as const;

/** GET /v1/agency/email-domain, read afresh each time the dialog opens. */
export function useEmailSender() {
  return useQuery(
    queryOptions({
      queryKey: emailKeys.sender,
      queryFn: ({ signal }): Promise<TEmailSender> =>
        callApi(propertyEmailCalls.sender, { signal }),
      staleTime: 0,
    }),
  );
}

/** The property's occupants, landlords and property manager with an email, as picker choices. */
export function useEmailRecipients(propertyId: number) {
  return useQuery(
    queryOptions({
      queryKey: emailKeys.recipients(propertyId),
      queryFn: ({ signal }) =>
        callApi(propertyCalls.contacts, {
          params: { id: propertyId },
          query: { occupants: true, landlords: true, propertyManagers: true },
          signal,
        }),
      select: recipientOptions,
    }),
  );
}

export function usePreviewEmail() {
  return useMutation({
    mutationFn: (body: TOccupantNotificationInput): Promise<TEmailPreview> =>
      callApi(propertyEmailCalls.preview, { params: OCCUPANT_NOTICE, body }),
  });
}

export function useDownloadEmail() {
  return useMutation({
    mutationFn: (body: TOccupantNotificationInput): Promise<DownloadedFile> =>
      downloadCall(propertyEmailCalls.download, { params: OCCUPANT_NOTICE, body }),
  });
}

/** POST /v1/notice/send-occupant-notification; the property's history is read again. */
export function useSendOccupantNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOccupantNotificationInput): Promise<TOccupantNotificationResult> =>
      callApi(propertyEmailCalls.sendOccupantNotification, { body }),
    onSuccess: (_, body) =>
      queryClient.invalidateQueries({ queryKey: ['property', body.propertyId] }),
  });
}

/** PUT /v1/misc/image/upload: the image's public address (resized by the server). */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  const uploaded = await callApi(imageCalls.upload, { form });
  return uploaded.public_url;
}
