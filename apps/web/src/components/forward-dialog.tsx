import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { FORWARDED_DETAIL, type TForwardQuote, type TPropertyRef } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { clearFormDraft, useDraftKey } from '../lib/form-draft';
import { useForwardRecipients } from '../lib/forward-recipients';
import type { EmailOption } from './email-picker';
import { showSuccessToast } from './toast';

// The form and its validation load when a dialog first opens, not with the lists that offer it.
const ForwardEmailForm = lazy(() =>
  import('./forward-email-form').then((module) => ({ default: module.ForwardEmailForm })),
);

export interface ForwardDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Suggested recipients; when omitted, the property's landlords and manager, read on opening. */
  recipients?: readonly EmailOption[];
}

function oneLine(property: TPropertyRef): string {
  return [property.addressLine1, property.addressLine2].filter(Boolean).join(', ');
}

/** The state of a forward call, whichever document it sends. */
export interface ForwardCall {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  send: (email: TForwardQuote, onSuccess: () => void) => void;
}

/**
 * The forward dialog of an invoice or a quote: suggested recipients read when it opens, the
 * form, and on success the toast and closing. It cannot be closed while the email is being sent.
 */
export function ForwardDialog({
  opened,
  onClose,
  recipients,
  title,
  document,
  property,
  withSubscribe = false,
  messages,
  call,
}: ForwardDialogProps & {
  title: string;
  /** What is sent, e.g. 'Invoice #INV-1001'. */
  document: string;
  property: TPropertyRef;
  withSubscribe?: boolean;
  messages: { forwarded: string; forwardFailed: string };
  call: ForwardCall;
}) {
  const suggested = useForwardRecipients(property.compliancePropertyId, {
    enabled: opened && recipients === undefined,
  });
  // Recipients and message typed but not sent survive a new sign-in (lib/form-draft.ts);
  // closing the dialog gives them up.
  const draftKey = useDraftKey(`forward:${document}`);
  const close = () => {
    if (call.isPending) return;
    clearFormDraft(draftKey);
    call.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">{`${document} for ${oneLine(property)}, with its PDF attached.`}</Text>
        <Suspense
          fallback={
            <Center mih={160} role="status" aria-label="Loading the form">
              <Loader size="sm" />
            </Center>
          }
        >
          <ForwardEmailForm
            recipients={recipients ?? suggested.data}
            withSubscribe={withSubscribe}
            pending={call.isPending}
            error={call.error}
            errorTitle={messages.forwardFailed}
            draftKey={draftKey}
            onCancel={close}
            onSubmit={(email) =>
              call.send(email, () => {
                clearFormDraft(draftKey);
                showSuccessToast(messages.forwarded, FORWARDED_DETAIL);
                call.reset();
                onClose();
              })
            }
          />
        </Suspense>
      </Stack>
    </Modal>
  );
}
