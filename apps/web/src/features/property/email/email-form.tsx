import { Button, Group, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_SENDER_MESSAGES,
  ZOccupantEmailForm,
  checkImageUpload,
  type TEmailPreview,
  type TEmailSender,
  type TOccupantEmailForm,
  type TOccupantNotificationInput,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import type { EmailOption } from '../../../components/email-picker';
import {
  EmailRecipientFields,
  holdsNoRecipientText,
  useServerFieldErrors,
  type HeldRecipientText,
} from '../../../components/email-recipient-fields';
import { RichTextField } from '../../../components/rich-text-field';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { saveFile } from '../../../lib/save-file';
import {
  uploadEditorImage,
  useDownloadEmail,
  usePreviewEmail,
  useSendOccupantNotice,
} from './api/email';
import { EmailPreviewModal } from './email-preview';

/** An image is checked here first (2 MB, an image), then by the server, which resizes it. */
async function uploadImage(file: File): Promise<string> {
  const refusal = checkImageUpload(file.size, file.type);
  if (refusal) throw new Error(refusal);
  return uploadEditorImage(file);
}

type FormInput = z.input<typeof ZOccupantEmailForm>;
const FIELDS = ['fromEmail', 'toAddresses', 'ccAddresses', 'message'] as const;

export interface EmailFormProps {
  propertyId: number;
  noticeId?: number;
  sender: TEmailSender;
  recipients: readonly EmailOption[];
  /** The DownloadEmailFile experiment: offer the .eml download. */
  canDownload: boolean;
  onSent: () => void;
  onCancel: () => void;
}

/**
 * The send-email-to-tenant form: From (the domain's accounts), To and CC (the property's people
 * or any valid address), the rich-text message and a copy to self; checked with the contracts'
 * rules here and again by the server, which sanitises the message. Preview, Download and Send
 * each send the email as it would go.
 */
export function EmailForm({
  propertyId,
  noticeId,
  sender,
  recipients,
  canDownload,
  onSent,
  onCancel,
}: EmailFormProps) {
  const form = useForm<FormInput, unknown, TOccupantEmailForm>({
    resolver: zodResolver(ZOccupantEmailForm),
    defaultValues: {
      fromEmail: sender.fromOptions[0] ?? '',
      toAddresses: [],
      ccAddresses: [],
      message: '',
      sendToDefaultRecipient: false,
      defaultRecipient: sender.defaultRecipient,
    },
  });
  const held = useRef<HeldRecipientText>({ toAddresses: '', ccAddresses: '' });
  const preview = usePreviewEmail();
  const download = useDownloadEmail();
  const send = useSendOccupantNotice();
  const [shown, setShown] = useState<TEmailPreview | null>(null);
  const pending = preview.isPending || download.isPending || send.isPending;

  useServerFieldErrors(form.setError, send.error ?? preview.error ?? download.error, FIELDS);

  const bodyOf = (email: TOccupantEmailForm): TOccupantNotificationInput => ({
    propertyId,
    noticeId: noticeId ?? null,
    fromEmail: email.fromEmail,
    toAddresses: email.toAddresses,
    ccAddresses: email.ccAddresses,
    message: email.message,
  });
  /** The action, run with the form's values once they pass the rules and no picker holds text. */
  const whenComplete =
    (action: (body: TOccupantNotificationInput) => void) => (email: TOccupantEmailForm) => {
      if (holdsNoRecipientText(held.current)) action(bodyOf(email));
    };

  const previewEmail = (body: TOccupantNotificationInput) =>
    preview.mutate(body, {
      onSuccess: setShown,
      onError: (error) => showErrorToast(EMAIL_SENDER_MESSAGES.requestFailed, error),
    });
  const downloadEmail = (body: TOccupantNotificationInput) =>
    download.mutate(body, {
      onSuccess: (file) => {
        saveFile(file, 'occupant-notice.eml');
        showSuccessToast(EMAIL_SENDER_MESSAGES.downloaded);
      },
      onError: (error) => showErrorToast(EMAIL_SENDER_MESSAGES.requestFailed, error),
    });
  const sendEmail = (body: TOccupantNotificationInput) =>
    send.mutate(body, {
      onSuccess: () => {
        showSuccessToast(EMAIL_SENDER_MESSAGES.sent);
        onSent();
      },
      onError: (error) => showErrorToast(EMAIL_SENDER_MESSAGES.sendFailed, error),
    });

  return (
    <form onSubmit={(event) => void form.handleSubmit(whenComplete(sendEmail))(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="fromEmail"
          render={({ field, fieldState }) => (
            <Select
              label="From"
              required
              data={sender.fromOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              allowDeselect={false}
              disabled={pending}
            />
          )}
        />
        <EmailRecipientFields form={form} recipients={recipients} held={held} pending={pending} />
        <Controller
          control={form.control}
          name="message"
          render={({ field, fieldState }) => (
            <RichTextField
              label="Message"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={pending}
              onImageUpload={uploadImage}
            />
          )}
        />
        {sender.defaultRecipient ? (
          <CheckboxField
            control={form.control}
            name="sendToDefaultRecipient"
            label="Send me a copy"
            description={`A copy goes to ${sender.defaultRecipient} in CC.`}
            disabled={pending}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant="default"
            onClick={(event) => void form.handleSubmit(whenComplete(previewEmail))(event)}
            loading={preview.isPending}
            disabled={pending && !preview.isPending}
          >
            Preview
          </Button>
          {canDownload ? (
            <Button
              variant="default"
              onClick={(event) => void form.handleSubmit(whenComplete(downloadEmail))(event)}
              loading={download.isPending}
              disabled={pending && !download.isPending}
            >
              Download
            </Button>
          ) : null}
          <Button type="submit" loading={send.isPending} disabled={pending && !send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
      <EmailPreviewModal preview={shown} onClose={() => setShown(null)} />
    </form>
  );
}
