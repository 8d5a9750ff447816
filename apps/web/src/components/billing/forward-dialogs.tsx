import { Modal, Stack, Text } from '@mantine/core';
import type { TInvoice, TQuote } from '@portal/contracts';
import { useForwardInvoice } from '../../lib/billing/forward-invoice';
import { useForwardQuote } from '../../lib/billing/forward-quote';
import { useForwardRecipients } from '../../lib/billing/get-recipients';
import { FORWARDED_DETAIL, INVOICE_MESSAGES, QUOTE_MESSAGES } from '../../lib/billing/messages';
import type { EmailOption } from '../email-picker';
import { showSuccessToast } from '../toast';
import { ForwardEmailForm } from './forward-email-form';

interface ForwardDialogProps {
  opened: boolean;
  onClose: () => void;
  recipients?: readonly EmailOption[];
}

function oneLine(property: TInvoice['property']): string {
  return [property.addressLine1, property.addressLine2].filter(Boolean).join(', ');
}

/** 'Forward invoice': emails the invoice's PDF; closes with 'Invoice email forwarded'. */
export function ForwardInvoiceDialog({
  invoice,
  opened,
  onClose,
  recipients,
}: ForwardDialogProps & { invoice: TInvoice }) {
  const forward = useForwardInvoice();
  const suggested = useForwardRecipients(invoice.property.compliancePropertyId, {
    enabled: opened && recipients === undefined,
  });
  const close = () => {
    if (forward.isPending) return;
    forward.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Forward invoice" size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">
          Invoice #{invoice.invoiceNumber} for {oneLine(invoice.property)}, with its PDF attached.
        </Text>
        <ForwardEmailForm
          recipients={recipients ?? suggested.data}
          pending={forward.isPending}
          error={forward.error}
          errorTitle={INVOICE_MESSAGES.forwardFailed}
          onCancel={close}
          onSubmit={({ subscribeToNotifications: _, ...email }) =>
            forward.mutate(
              { invoiceId: invoice.id, email },
              {
                onSuccess: () => {
                  showSuccessToast(INVOICE_MESSAGES.forwarded, FORWARDED_DETAIL);
                  forward.reset();
                  onClose();
                },
              },
            )
          }
        />
      </Stack>
    </Modal>
  );
}

/** 'Forward quote': emails the quote's PDF, optionally subscribing to its notifications. */
export function ForwardQuoteDialog({
  quote,
  opened,
  onClose,
  recipients,
}: ForwardDialogProps & { quote: TQuote }) {
  const forward = useForwardQuote();
  const suggested = useForwardRecipients(quote.property.compliancePropertyId, {
    enabled: opened && recipients === undefined,
  });
  const close = () => {
    if (forward.isPending) return;
    forward.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Forward quote" size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">
          Quote {quote.quoteNumber} for {oneLine(quote.property)}, with its PDF attached.
        </Text>
        <ForwardEmailForm
          recipients={recipients ?? suggested.data}
          withSubscribe
          pending={forward.isPending}
          error={forward.error}
          errorTitle={QUOTE_MESSAGES.forwardFailed}
          onCancel={close}
          onSubmit={(email) =>
            forward.mutate(
              { quoteId: quote.complianceQuoteId, email },
              {
                onSuccess: () => {
                  showSuccessToast(QUOTE_MESSAGES.forwarded, FORWARDED_DETAIL);
                  forward.reset();
                  onClose();
                },
              },
            )
          }
        />
      </Stack>
    </Modal>
  );
}
