import { BULK_UPLOAD_INVOICES, type TInvoice } from '@portal/contracts';
import { IconCloudUpload } from '@tabler/icons-react';
import { createElement } from 'react';
import type { BulkAction } from '../../../components/bulk/bulk-selection';
import { invalidateInvoiceViews } from './keys';
import { uploadInvoice } from './upload-invoice';

/** Whether an invoice can be sent to the agency's property software now. */
export const canUploadInvoice = (invoice: TInvoice) =>
  invoice.integration.isEligibleToUpload &&
  !invoice.integration.isUploaded &&
  !invoice.integration.isUploading;

/**
 * 'Upload to software': each invoice's upload is started as its row's Upload button starts it;
 * the software's answer comes later, on the invoice's row. Invoices uploaded or uploading
 * already, or that cannot be uploaded, are left as they are, with the reason.
 */
export const uploadInvoicesToSoftware: BulkAction<TInvoice> = {
  words: BULK_UPLOAD_INVOICES,
  icon: createElement(IconCloudUpload, { size: 14, 'aria-hidden': true }),
  check: ({ integration }) => {
    if (!integration.isEligibleToUpload)
      return { status: 'skipped', message: BULK_UPLOAD_INVOICES.notEligible };
    if (integration.isUploaded)
      return { status: 'skipped', message: BULK_UPLOAD_INVOICES.alreadyUploaded };
    if (integration.isUploading)
      return { status: 'skipped', message: BULK_UPLOAD_INVOICES.alreadyUploading };
    return undefined;
  },
  run: async (invoice) => {
    await uploadInvoice(invoice.id);
    return { status: 'done', message: BULK_UPLOAD_INVOICES.started };
  },
  refresh: invalidateInvoiceViews,
};
