import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  FORWARDED_DETAIL,
  INVOICE_MESSAGES,
  QUOTE_MESSAGES,
  type TForwardQuote,
  type TInvoice,
  type TQuote,
} from '@portal/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useForwardInvoice } from '../../lib/billing/forward-invoice';
import { useForwardQuote } from '../../lib/billing/forward-quote';
import { useForwardRecipients } from '../../lib/billing/get-recipients';
import type { EmailOption } from '../email-picker';
import { showSuccessToast } from '../toast';

// The form and its validation load when a dialog first opens, not with the lists that offer it.
const ForwardEmailForm = lazy(() =>
  import('./forward-email-form').then((module) => ({ default: module.ForwardEmailForm })),
);

interface ForwardDialogProps {
  opened: boolean;
  onClose: () => void;
  recipients?: readonly EmailOption[];
}

function oneLine(property: TInvoice['property']): string {
  return [property.addressLine1, property.addressLine2].filter(Boolean).join(', ');
}

/** The state of a forward call, whichever document it sends. */
interface ForwardCall {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  send: (email: TForwardQuote, onSuccess: () => void) => void;
}

/**
 * The forward dialog of a document: suggested recipients read when it opens, the form, and on
 * success the toast and closing. It cannot be closed while the email is being sent.
 */
function ForwardDialog({
  opened,
  onClose,
  recipients,
  title,
  summary,
  propertyId,
  withSubscribe = false,
  messages,
  call,
}: ForwardDialogProps & {
  title: string;
  summary: ReactNode;
  propertyId: number;
  withSubscribe?: boolean;
  messages: { forwarded: string; forwardFailed: string };
  call: ForwardCall;
}) {
  const suggested = useForwardRecipients(propertyId, {
    enabled: opened && recipients === undefined,
  });
  const close = () => {
    if (call.isPending) return;
    call.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">{summary}</Text>
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
            onCancel={close}
            onSubmit={(email) =>
              call.send(email, () => {
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

/** 'Forward invoice': emails the invoice's PDF; closes with 'Invoice email forwarded'. */
export function ForwardInvoiceDialog({
  invoice,
  ...dialog
}: ForwardDialogProps & { invoice: TInvoice }) {
  const forward = useForwardInvoice();
  return (
    <ForwardDialog
      {...dialog}
      title="Forward invoice"
      summary={`Invoice #${invoice.invoiceNumber} for ${oneLine(invoice.property)}, with its PDF attached.`}
      propertyId={invoice.property.compliancePropertyId}
      messages={INVOICE_MESSAGES}
      call={{
        isPending: forward.isPending,
        error: forward.error,
        reset: forward.reset,
        send: ({ subscribeToNotifications: _, ...email }, onSuccess) =>
          forward.mutate({ invoiceId: invoice.id, email }, { onSuccess }),
      }}
    />
  );
}

/** 'Forward quote': emails the quote's PDF, optionally subscribing to its notifications. */
export function ForwardQuoteDialog({ quote, ...dialog }: ForwardDialogProps & { quote: TQuote }) {
  const forward = useForwardQuote();
  return (
    <ForwardDialog
      {...dialog}
      title="Forward quote"
      summary={`Quote ${quote.quoteNumber} for ${oneLine(quote.property)}, with its PDF attached.`}
      propertyId={quote.property.compliancePropertyId}
      withSubscribe
      messages={QUOTE_MESSAGES}
      call={{
        isPending: forward.isPending,
        error: forward.error,
        reset: forward.reset,
        send: (email, onSuccess) =>
          forward.mutate({ quoteId: quote.complianceQuoteId, email }, { onSuccess }),
      }}
    />
  );
}
