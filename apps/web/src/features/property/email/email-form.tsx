import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_MESSAGES,
  EMAIL_SENDER_MESSAGES,
  MAX_CC_EMAILS,
  MAX_TO_EMAILS,
  ZOccupantEmailForm,
  repeatedInTo,
  type TEmailPreview,
  type TEmailSender,
  type TOccupantEmailForm,
  type TOccupantNotificationInput,
} from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { EmailOption } from '../../../components/email-picker';
import { EmailPicker } from '../../../components/email-picker';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useDownloadEmail, usePreviewEmail, useSendOccupantNotice } from './api/email';
import { EmailPreviewModal } from './email-preview';
import { RichTextField } from './rich-text-field';

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
  const { setError, trigger, getValues } = form;
  const held = useRef({ toAddresses: '', ccAddresses: '' });
  const toAddresses = useWatch({ control: form.control, name: 'toAddresses' }) ?? [];
  const preview = usePreviewEmail();
  const download = useDownloadEmail();
  const send = useSendOccupantNotice();
  const [shown, setShown] = useState<TEmailPreview | null>(null);
  const pending = preview.isPending || download.isPending || send.isPending;

  // A 400 names the fields the server refused: each message beside its field.
  const failure = send.error ?? preview.error ?? download.error;
  useEffect(() => {
    if (!isApiError(failure) || !failure.fields) return;
    for (const [path, message] of Object.entries(failure.fields)) {
      const field = FIELDS.find((name) => path.split('.').includes(name));
      if (field) setError(field, { type: 'server', message });
    }
  }, [failure, setError]);

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
      if (held.current.toAddresses === '' && held.current.ccAddresses === '') {
        action(bodyOf(email));
      }
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
        <Controller
          control={form.control}
          name="toAddresses"
          render={({ field, fieldState }) => (
            <EmailPicker
              label="To"
              required
              value={field.value ?? []}
              onChange={(next: string[]) => {
                field.onChange(next);
                const cc = getValues('ccAddresses') ?? [];
                if (repeatedInTo(next, cc).length > 0 || form.formState.errors.ccAddresses)
                  void trigger('ccAddresses');
              }}
              onBlur={field.onBlur}
              options={recipients}
              max={MAX_TO_EMAILS}
              maxMessage={EMAIL_MESSAGES.tooManyTo}
              onTextChange={(text) => {
                held.current.toAddresses = text;
              }}
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
        <Controller
          control={form.control}
          name="ccAddresses"
          render={({ field, fieldState }) => (
            <EmailPicker
              label="CC"
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={recipients}
              max={MAX_CC_EMAILS}
              maxMessage={EMAIL_MESSAGES.tooManyCc}
              onTextChange={(text) => {
                held.current.ccAddresses = text;
              }}
              excluded={{ emails: toAddresses, message: EMAIL_MESSAGES.alreadyInTo }}
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
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
            />
          )}
        />
        {sender.defaultRecipient ? (
          <Controller
            control={form.control}
            name="sendToDefaultRecipient"
            render={({ field }) => (
              <Checkbox
                label="Send me a copy"
                description={`A copy goes to ${sender.defaultRecipient} in CC.`}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={pending}
              />
            )}
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
