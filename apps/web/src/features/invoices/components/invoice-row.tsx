import { Badge, Button, Text } from '@mantine/core';
import {
  INVOICE_MESSAGES,
  formatDate,
  formatPriceIncGst,
  invoiceStatusLabels,
  type TInvoice,
} from '@portal/contracts';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { BillingRow, RowDetail } from '../../../components/billing-row';
import { withDownloadToasts } from '../../../components/download-toasts';
import type { EmailOption } from '../../../components/email-picker';
import { downloadInvoice } from '../api/download-invoice';
import { ForwardInvoiceDialog } from './forward-invoice-dialog';
import { InvoiceUploadAction, InvoiceUploadError } from './invoice-upload-action';

export interface InvoiceRowProps {
  invoice: TInvoice;
  /** Above the details, e.g. the property's address where invoices of many properties show. */
  heading?: ReactNode;
  /** At the top right, e.g. 'View property'. */
  aside?: ReactNode;
  /** Suggested recipients for forwarding, e.g. the property's property manager. */
  recipients?: readonly EmailOption[];
}

function DownloadInvoiceButton({ invoice }: { invoice: TInvoice }) {
  const [downloading, setDownloading] = useState(false);
  const number = invoice.invoiceNumber;
  const download = async () => {
    setDownloading(true);
    await withDownloadToasts(
      `invoice-download-${invoice.id}`,
      {
        preparing: INVOICE_MESSAGES.preparing,
        success: INVOICE_MESSAGES.downloaded(number),
        failure: INVOICE_MESSAGES.downloadFailed(number),
        failureDetail: INVOICE_MESSAGES.retryAdvice,
      },
      () => downloadInvoice(invoice),
    );
    setDownloading(false);
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={downloading}
      aria-label={`Download invoice #${number}`}
      onClick={() => void download()}
    >
      Download
    </Button>
  );
}

/** An invoice: number, due date, overdue mark, total; download, forward and upload. */
export function InvoiceRow({ invoice, heading, aside, recipients }: InvoiceRowProps) {
  const [forwarding, setForwarding] = useState(false);
  return (
    <>
      <BillingRow
        heading={heading}
        aside={aside}
        details={
          <>
            <RowDetail label="Invoice">{invoice.invoiceNumber}</RowDetail>
            <RowDetail label="Due">{formatDate(invoice.dueDate)}</RowDetail>
            {invoice.isOverdue ? (
              <Badge color="red" variant="light" size="sm" radius="sm">
                {invoiceStatusLabels.OVERDUE}
              </Badge>
            ) : null}
            <Text fz="sm" fw={600} component="span" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPriceIncGst(invoice.totalIncGst)}
            </Text>
          </>
        }
        actions={
          <>
            <DownloadInvoiceButton invoice={invoice} />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} aria-hidden />}
              aria-label={`Forward invoice #${invoice.invoiceNumber}`}
              onClick={() => setForwarding(true)}
            >
              Forward
            </Button>
            <InvoiceUploadAction invoice={invoice} />
          </>
        }
        footer={<InvoiceUploadError invoice={invoice} />}
      />
      <ForwardInvoiceDialog
        invoice={invoice}
        opened={forwarding}
        onClose={() => setForwarding(false)}
        recipients={recipients}
      />
    </>
  );
}
