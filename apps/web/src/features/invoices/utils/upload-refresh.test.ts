import { INVOICE_UPLOAD_POLL_MS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../testing/invoice-fixtures';
import { invoiceUploadRefetchInterval } from './upload-refresh';

describe('invoiceUploadRefetchInterval', () => {
  it('should ask again every few seconds when any invoice is uploading', () => {
    const invoices = [buildInvoice(), buildInvoice({ id: 2, integration: { isUploading: true } })];
    expect(INVOICE_UPLOAD_POLL_MS).toBe(3_000);
    expect(invoiceUploadRefetchInterval(invoices)).toBe(3_000);
  });

  it('should not poll when no invoice is uploading or nothing has loaded', () => {
    expect(invoiceUploadRefetchInterval([buildInvoice()])).toBe(false);
    expect(invoiceUploadRefetchInterval(undefined)).toBe(false);
  });
});
