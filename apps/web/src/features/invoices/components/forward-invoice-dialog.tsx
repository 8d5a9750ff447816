import { INVOICE_MESSAGES, type TInvoice } from '@portal/contracts';
import { ForwardDialog, type ForwardDialogProps } from '../../../components/forward-dialog';
import { useForwardInvoice } from '../api/forward-invoice';

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
      document={`Invoice #${invoice.invoiceNumber}`}
      property={invoice.property}
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
